import AlertLayout
import AlertPresentation
import AlertProtocol
import AlertQueue
import Dispatch
import TerminalKit

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The alert-level window of the terminal: draws each attached alert on its own
/// `TerminalSurface` (level `.alert`) of a `TerminalScreen`, dims what is below, animates
/// alerts in and out on a frame clock, and turns keys and mouse reports into alert input.
///
/// The window supplies its units and looks (``environment``: cells, the terminal theme and
/// metrics) and owns the animations; it reaches every alert, an `AlertView` or one of your
/// own, through its `AlertInteraction` only. Frames come from the layout (cells: origins
/// floored, far edges floored), with a rounded border in the two columns and one row the
/// terminal metrics leave around the content.
///
/// On an inline screen (`TerminalPlacement.inline`) alerts sit at the region's top-left
/// corner with nothing dimmed and no animation, drawn lighter: a rail in the tint colour
/// down their left column (`╭`, `│`, `╰`) in place of the border; when an alert has left, its summary line
/// (`✔ Title · answer`) takes the region's place in the scrollback, unless
/// `leavesSummaryLines` is off, and the next alert starts below it.
///
/// A screen too small to show the alert on top (no layout fits, or what fits would hide
/// its content without a scroll indicator) shows it in compact lines instead (its title,
/// the focused control, the keys; see `CompactAlertLines`), cut to the cells there are; the
/// alert takes keys as ever, and when the screen grows it comes back as a card as it was,
/// focus and typed text included.
@MainActor
public final class TerminalAlertWindow: AlertWindow, TerminalScreenClient {
    /// The window's level (`AlertWindowLevel.alert` unless given): its alerts' surfaces
    /// are stacked at the same level on the screen, above an app's windows below it.
    public let level: AlertWindowLevel
    /// The screen's size, in cells.
    public private(set) var container: AlertContainer
    /// Where events go (the controller); held weakly.
    public weak var eventHandler: (any AlertEventHandler)?
    /// The screen drawn on.
    public let screen: TerminalScreen
    /// Whether show and dismiss complete at once.
    public let reducedMotion: Bool
    /// The clock animation frames are scheduled on.
    package let frameClock: any AlertClock
    /// Whether the backdrop is dimmed.
    public private(set) var isDimmed = false
    /// The units and looks alerts are laid out and drawn with here.
    public var environment: AlertEnvironment

    /// Whether frames fill the alternate screen or an inline region (the screen's).
    package var placement: TerminalPlacement { screen.placement }

    /// Inline only: whether an alert that has left leaves its summary line
    /// (`✔ Title · answer`) in the scrollback; when false it leaves nothing.
    package var leavesSummaryLines = true

    /// Set when Ctrl+C dismisses the alerts: the summary lines of the alerts that leave from
    /// then on say so (a cross, whatever the alert asked; see
    /// ``InlineAlertSummary/init(interaction:result:interrupted:)``).
    package var isInterrupted = false

    /// Called with true when alerts begin (``alertsWillBegin()``) and with false when they
    /// end (``alertsDidEnd()``): an inline presenter holds the terminal only in
    /// between.
    package var onActivityChange: (@MainActor (Bool) -> Void)?

    /// Called with each summary line as it is written (for pictures of an inline session).
    package var onSummaryLine: (@MainActor (CellBuffer) -> Void)?

    /// Lends the terminal the window is drawn on to a program run in it (an editor), and
    /// takes it back, painting the window again: set by the ``TerminalRuntime`` running the
    /// window, nil while none does. See ``lendTerminal(_:)``.
    package var terminalLender: (@MainActor ((_ input: Int32, _ output: Int32) -> Void) -> Void)?

    /// Runs `body` with the terminal lent to it (`TerminalSession.lend(_:)`): restored as for
    /// a stop, its input and output descriptors given, then set up again and the window
    /// painted again whole. False, `body` not run, when no runtime holds the terminal.
    @discardableResult
    package func lendTerminal(_ body: (_ input: Int32, _ output: Int32) -> Void) -> Bool {
        guard let terminalLender else { return false }
        terminalLender(body)
        return true
    }

    /// Whether the terminal's input is lent to a program that runs while the window goes on
    /// drawing (a command `gum spin` runs, which may read a key): the runtime holding the
    /// terminal reads nothing then and sets the terminal to its own mode, and Ctrl+C still
    /// comes as the Ctrl+C key (`TerminalSession.lendInput()`). Kept while no runtime holds
    /// the terminal, and followed by the next that does.
    package var lendsInput = false {
        didSet {
            if lendsInput != oldValue { inputLender?(lendsInput) }
        }
    }

    /// Lends the input (true) or takes it back (false), as ``lendsInput`` says: set by the
    /// ``TerminalRuntime`` running the window, nil while none does.
    package var inputLender: (@MainActor (Bool) -> Void)?

    /// The listeners of late input (see ``addUnconsumedInputListener(_:)``).
    let unconsumedInputListeners = AlertListeners<InputEvent>()

    /// Adds a listener of input that no alert takes when it is delivered late (typed ahead
    /// while an alert was appearing or leaving, and no alert was left to take it), beside
    /// any others: a `TerminalRuntime` adds one that hands it to its own unhandled-input
    /// listeners. Events handled at once report that through `handle(_:)`'s result
    /// instead. Keep the token as long as you listen. O(1).
    package func addUnconsumedInputListener(_ listener: @escaping @MainActor (InputEvent) -> Void)
        -> AlertListenerToken
    {
        unconsumedInputListeners.add(listener)
    }

    var presentations: [TerminalAlertPresentation] = []
    /// Whether keys and pastes that arrive before the first alert is attached are kept for
    /// it (false by default: with no alert on screen they are the app's). A window with no
    /// app under its alerts (the `alert` command's) sets it: the terminal is read from the
    /// moment the program starts, so a key typed ahead of the first frame is the alert's
    /// first key, never lost.
    package var holdsInputUntilFirstAlert = false
    /// Keys and pastes that arrived while the top alert was animating (or, with
    /// ``holdsInputUntilFirstAlert``, before the first alert came), in order.
    var typeahead: [InputEvent] = []
    var isDeliveringTypeahead = false
    var pressedAt: TerminalPoint?
    /// The alert on top when the screen's ``TerminalScreen/writtenLast`` was last set.
    private var writtenLastOwner: ObjectIdentifier?
    let images = TerminalImageCache()
    /// How many times an alert was painted into its surface (for tests).
    private(set) var paintCount = 0
    /// The alerts' interactions.
    private let interactions = AlertInteractionRegistry()
    /// The picture of the last alert handed over, until the next alert's show takes it.
    var handover: TerminalAlertHandover?
    /// The interaction of the alert detached last, for its summary line when it resolves.
    private var detached: (alert: ObjectIdentifier, interaction: AlertInteraction)?

    /// Creates the window on `screen`. `frameClock` defaults to a `DispatchAlertClock`;
    /// `environment` to `TerminalAppearance.environment(reducedMotion:)`; `level` to
    /// `AlertWindowLevel.alert`.
    package init(
        screen: TerminalScreen, reducedMotion: Bool = false, frameClock: (any AlertClock)? = nil,
        environment: AlertEnvironment? = nil, level: AlertWindowLevel = .alert
    ) {
        self.level = level
        self.screen = screen
        self.reducedMotion = reducedMotion
        self.frameClock = frameClock ?? DispatchAlertClock()
        self.environment =
            environment ?? TerminalAppearance.environment(reducedMotion: reducedMotion)
        container = AlertContainer(size: CGSize(width: screen.columns, height: screen.rows))
        screen.addClient(self)
    }

    /// Cells alerts keep clear of, such as an app's status bar row at the bottom: sheets are
    /// anchored above it and alerts centred in what is left. Changing it relayouts the
    /// visible alert in place.
    public var safeAreaInsets = EdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            screenDidResize()
        }
    }

    /// The alert on top, if any.
    public var visibleAlert: (any AlertPresentable)? { presentations.last?.alert }

    /// The alerts attached, bottom first.
    public var attachedAlerts: [any AlertPresentable] { presentations.map(\.alert) }

    /// Puts `alert` on screen above the others (attaching it again moves it to the top).
    public func attach(_ alert: any AlertPresentable) {
        if let existing = presentation(for: alert) {
            // Its running animation completes now, as on detach: a completion the
            // controller waits for must never be dropped with the old presentation.
            finishAnimation(of: existing)
            remove(existing)
        }
        let surface = TerminalSurface(
            level: TerminalLayer(level),
            frame: TerminalRect(column: 0, row: 0, width: 0, height: 0),
            dimsBelow: isDimmed)
        let interaction = prepare(alert)
        let presentation = TerminalAlertPresentation(
            alert: alert, interaction: interaction, surface: surface)
        presentation.displayListening = interaction.addDisplayListener { [weak self] in
            self?.screen.setNeedsRender()
        }
        presentations.append(presentation)
        screen.compositor.add(surface)
        pressedAt = nil
        paint(presentation)
        screen.setNeedsRender()
        if holdsInputUntilFirstAlert {
            holdsInputUntilFirstAlert = false
            // Handed over once the controller has finished showing it (a key typed ahead
            // may answer it at once); keys that come meanwhile queue behind these.
            if !typeahead.isEmpty { Task { @MainActor [weak self] in self?.deliverTypeahead() } }
        }
    }

    /// Inline, the alerts take the terminal's region (see `onActivityChange`); full screen,
    /// nothing more than the dimmed backdrop marks their turn.
    public func alertsWillBegin() {
        if placement != .fullScreen { onActivityChange?(true) }
    }

    /// Inline, the alerts give the terminal's region back (see `onActivityChange`).
    public func alertsDidEnd() {
        if placement != .fullScreen { onActivityChange?(false) }
    }

    /// Takes `alert` off screen (finishing any animation it has running).
    public func detach(_ alert: any AlertPresentable) {
        guard let presentation = presentation(for: alert) else { return }
        finishAnimation(of: presentation)
        remove(presentation)
        screen.setNeedsRender()
    }

    /// Dims or undims everything below the alerts (full screen only: inline, nothing is
    /// dimmed).
    public func setDimmed(_ dimmed: Bool) {
        guard placement == .fullScreen else { return }
        isDimmed = dimmed
        if !dimmed { dropHandover() }
        for presentation in presentations {
            // While an alert wipes in, the picture below it dims the backdrop.
            if let picture = presentation.animation?.replacing {
                picture.surface.dimsBelow = dimmed
            } else {
                presentation.surface.dimsBelow = dimmed
            }
        }
        screen.setNeedsRender()
    }

    /// Follows the screen's new size: the container follows and the controller relayouts the
    /// visible alert in place (`AlertEvent.containerChanged(_:)`); then everything is
    /// redrawn. A program that resizes its own screen off the terminal calls it after
    /// `TerminalScreen.resize(columns:rows:)`; on a terminal, ``TerminalAlerts`` calls it.
    package func screenDidResize() {
        container = AlertContainer(
            size: CGSize(width: screen.columns, height: screen.rows),
            safeAreaInsets: safeAreaInsets)
        eventHandler?.handle(.containerChanged(container), from: nil)
        dropHandover()
        for presentation in presentations {
            // The alert handed over sat where the old screen put it: a wipe ends at once.
            if presentation.animation?.replacing != nil { finishAnimation(of: presentation) }
            paint(presentation)
        }
        screen.setNeedsRender()
    }

    func presentation(for alert: any AlertPresentable) -> TerminalAlertPresentation? {
        presentations.first { $0.alert === alert }
    }

    private func remove(_ presentation: TerminalAlertPresentation) {
        detached = (ObjectIdentifier(presentation.alert), presentation.interaction)
        presentations.removeAll { $0 === presentation }
        screen.compositor.remove(presentation.surface)
        screen.setImages([], for: presentation.surface)
        presentation.displayListening = nil
        interactions.forget(presentation.alert)
    }

    // MARK: Layout

    /// The interaction of `alert`, with this window's environment and event handler.
    func prepare(_ alert: any AlertPresentable) -> AlertInteraction {
        interactions.interaction(for: alert, environment: environment, eventHandler: eventHandler)
    }

    /// Lays `alert` out in cells, with this window's environment (see
    /// ``AlertInteractionRegistry/layout(_:environment:container:eventHandler:isAttached:)``).
    public func layout(_ alert: any AlertPresentable) throws {
        try interactions.layout(
            alert, environment: environment, container: container, eventHandler: eventHandler,
            isAttached: presentation(for: alert) != nil)
    }

    /// Animates `alert` in on the frame clock (at once with reduced motion).
    public func animateShow(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        animate(alert, to: 1, reduced: prefersInstant(alert), completion: completion)
    }

    /// Animates `alert` out on the frame clock (at once with reduced motion).
    public func animateDismiss(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        animate(alert, to: 0, reduced: prefersInstant(alert), completion: completion)
    }

    /// Inline: replaces the region with `alert`'s summary line (or nothing, see
    /// `leavesSummaryLines`). The full screen keeps no record.
    public func alertDidLeave(_ alert: any AlertPresentable, result: AlertResult) {
        guard placement == .inline else { return }
        let interaction =
            detached.flatMap { $0.alert == ObjectIdentifier(alert) ? $0.interaction : nil }
        detached = nil
        guard presentation(for: alert) == nil else { return }
        let summary =
            leavesSummaryLines
            ? interaction.flatMap {
                InlineAlertSummary(
                    interaction: $0, result: result, interrupted: isInterrupted)
            } : nil
        let line = summary?.line(width: screen.columns)
        screen.finishRegion(leaving: line)
        if let line { onSummaryLine?(line) }
        // What is still attached (an alert below one that was interrupted) comes back below.
        screen.setNeedsRender()
    }

    /// Takes `alert` off at once but leaves its picture up, for the next alert's show
    /// animation to wipe away row by row (a plain dismissal with reduced motion).
    public func animateHandover(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        guard !reducedMotion, placement == .fullScreen, !prefersInstant(alert),
            let presentation = presentation(for: alert),
            presentation.surface.isVisible
        else { return animateDismiss(alert, completion: completion) }
        finishAnimation(of: presentation)
        dropHandover()
        // The picture is the alert as it looks now (a wipe that just ended, text typed since
        // the last frame), dimming the backdrop as alerts do.
        if presentation.isStale { paint(presentation) }
        let picture = TerminalAlertHandover(copying: presentation.surface, dimsBelow: isDimmed)
        screen.compositor.add(picture.surface)
        handover = picture
        animate(alert, to: 0, reduced: true, completion: completion)
    }

    private func prefersInstant(_ alert: any AlertPresentable) -> Bool {
        // Inline alerts appear and leave at once, as the prompts beside them do.
        guard placement == .fullScreen else { return true }
        let interaction = presentation(for: alert)?.interaction ?? prepare(alert)
        return interaction.resolvedEnvironment.theme.timing.reducedMotion
    }

    // MARK: Drawing

    /// Repaints the attached alerts whose display changed since their last paint, before the
    /// screen composes a frame: O(alerts) when nothing changed.
    package func prepareFrame(on screen: TerminalScreen) {
        // A picture no show took: the next alert did not appear.
        dropHandover(rendering: false)
        var painted = false
        for presentation in presentations where presentation.isStale {
            paint(presentation)
            painted = true
        }
        // Only a paint or another alert on top changes it: an unchanged frame builds nothing.
        let top = presentations.last.map(ObjectIdentifier.init)
        if painted || top != writtenLastOwner {
            writtenLastOwner = top
            screen.writtenLast = writtenLast
        }
    }

    /// What the screen writes after the rest of a frame: the top alert's cells (its colours
    /// then come once, not on every row), then its focused control's (nothing while it
    /// animates or nothing has the focus), where the next small change is expected, so a
    /// frame leaves the pen and the cursor there for the next focus move.
    private var writtenLast: [TerminalRect] {
        guard let top = presentations.last, top.surface.isVisible else { return [] }
        guard let item = top.interaction.focusedTarget?.item,
            let focus = top.targets.first(where: { $0.item == item })
        else { return [top.surface.frame] }
        return [top.surface.frame, focus.rect]
    }

    /// Repaints one alert into its surface (only what changed bumps the surface).
    func paint(_ presentation: TerminalAlertPresentation) {
        let surface = presentation.surface
        let interaction = presentation.interaction
        paintCount += 1
        defer {
            presentation.needsPaint = false
            presentation.paintedVersion = interaction.displayVersion
        }
        guard presentation.visibility > 0 else {
            if surface.isVisible { surface.isVisible = false }
            presentation.targets = []
            screen.setImages([], for: surface)
            return
        }
        guard let layout = layoutResult(of: presentation),
            case let full = placed(CellCanvas.cellRect(layout.frame)), canShow(layout, in: full)
        else { return paintTooSmall(presentation) }
        presentation.isTooSmall = false
        presentation.frame = full
        let settled = presentation.visibility >= 1
        let leaving = presentation.animation?.to == 0
        let picture = settled ? nil : presentation.animation?.replacing
        let rect: TerminalRect
        if let picture {
            // Wiping in over the alert handed over: rows above the line are this alert's,
            // rows below it the picture's.
            let line = picture.line(at: presentation.visibility, towards: full)
            var top = full
            top.height = min(max(line - full.minRow, 0), full.height)
            rect = top
            picture.keep(from: line)
        } else {
            rect = animatedFrame(
                full, style: presentation.alert.style, presentation.visibility, leaving: leaving)
        }
        let painter = TerminalAlertPainter(
            imageProtocol: screen.imageProtocol, colorsEnabled: screen.colorMode != .none,
            images: images)
        updateScroll(presentation, layout: layout, size: full)
        // The empty bordered alert is kept while its size and palette stay the same.
        let palette = interaction.resolvedEnvironment.theme.palette
        let box =
            presentation.box.flatMap {
                $0.palette == palette && $0.cells.bounds.width == full.width
                    && $0.cells.bounds.height == full.height ? $0.cells : nil
            }
            ?? painter.box(
                width: full.width, height: full.height, palette: palette,
                rail: placement == .inline)
        presentation.box = (palette, box)
        let output = painter.paint(
            interaction, layout: layout, box: box, scrollOffset: presentation.scrollOffset)
        let targets = output.targets
        let requests = output.images
        // In between, the finished alert shows through a frame that moves (on the way in) or
        // is cut back from its edges (on the way out): the content stays where it is, so
        // each frame writes only what the edges pass over.
        let buffer =
            settled
            ? output.buffer
            : output.buffer.framedCrop(
                TerminalRect(
                    column: rect.minColumn - full.minColumn, row: rect.minRow - full.minRow,
                    width: rect.width, height: rect.height),
                keepsFrame: !leaving && picture == nil)
        if surface.frame != rect { surface.frame = rect }
        if surface.buffer != buffer { surface.buffer = buffer }
        if !surface.isVisible { surface.isVisible = true }
        // While it wipes in, the picture below it dims the backdrop instead (the picture
        // itself is not dimmed).
        let dims = isDimmed && picture == nil
        if surface.dimsBelow != dims { surface.dimsBelow = dims }
        presentation.targets =
            settled
            ? targets.map { target in
                var moved = target
                moved.rect.origin.column += full.minColumn
                moved.rect.origin.row += full.minRow
                moved.origin.column += full.minColumn
                moved.origin.row += full.minRow
                return moved
            } : []
        screen.setImages(settled ? requests : [], for: surface)
    }

    /// Where an alert laid out at `frame` is drawn: there on the full screen, at the inline
    /// region's top-left corner inline.
    private func placed(_ frame: TerminalRect) -> TerminalRect {
        guard placement == .inline else { return frame }
        return TerminalRect(column: 0, row: 0, width: frame.width, height: frame.height)
    }

    // MARK: Too small

    /// Whether the screen can show an alert laid out at `full` cells: inside the screen,
    /// with its border around at least one cell of content and, when it scrolls, a viewport
    /// of at least two rows (the first row of content is the top margin, so a one-row
    /// viewport shows nothing of it and leaves the scroll indicator beside an empty row).
    /// A scrollable alert whose title and message are below the fold is shown: the scroll
    /// indicator on its right edge says there is more.
    func canShow(_ layout: AlertLayoutResult, in full: TerminalRect) -> Bool {
        let screenRect = TerminalRect(column: 0, row: 0, width: screen.columns, height: screen.rows)
        guard full.width >= 3, full.height >= 3, screenRect.intersection(full) == full else {
            return false
        }
        guard layout.isScrollable else { return true }
        let inner = TerminalRect(column: 1, row: 1, width: full.width - 2, height: full.height - 2)
        return TerminalAlertPainter.viewport(layout: layout, inner: inner).height >= 2
    }

    /// Draws `presentation`'s alert in compact lines (``CompactAlertLines``) over the screen
    /// in place of its card; the alert keeps its focus, text and scroll offset for when the
    /// screen grows, and takes keys meanwhile.
    private func paintTooSmall(_ presentation: TerminalAlertPresentation) {
        let surface = presentation.surface
        presentation.isTooSmall = true
        var area = TerminalRect(column: 0, row: 0, width: screen.columns, height: screen.rows)
        let lines = CompactAlertLines.lines(
            for: presentation.interaction, width: area.width, height: area.height)
        // Inline, the notice takes only its own rows.
        if placement == .inline { area.height = lines.count }
        presentation.frame = area
        presentation.targets = []
        pressedAt = nil
        var buffer = CellBuffer(width: area.width, height: area.height)
        let top = (area.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            buffer.write(
                line, at: TerminalPoint(column: 0, row: top + index),
                style: TerminalStyle(attributes: index == 0 && lines.count > 1 ? [.bold] : []))
        }
        if surface.frame != area { surface.frame = area }
        if surface.buffer != buffer { surface.buffer = buffer }
        if !surface.isVisible { surface.isVisible = true }
        if surface.dimsBelow != isDimmed { surface.dimsBelow = isDimmed }
        screen.setImages([], for: surface)
    }

    /// The alert's layout: its interaction's last one, made now for an alert that owns no
    /// interaction and was attached without a layout (nil when that fails).
    private func layoutResult(of presentation: TerminalAlertPresentation) -> AlertLayoutResult? {
        let interaction = presentation.interaction
        if interaction.layoutResult == nil, AlertInteraction.owned(by: presentation.alert) == nil {
            try? interaction.layout(in: container)
        }
        return interaction.layoutResult
    }

    /// Where the alert is drawn while animating: a sheet's top edge slides up from below
    /// the screen, uncovering the sheet (and back down when `leaving`); an alert grows from
    /// half its size to full, centred, and when `leaving` folds shut, its rows going from
    /// the top and bottom edges towards its middle. Leaving moves only whole rows, so each
    /// frame clears a row or two in one stroke instead of a few cells on every row.
    private func animatedFrame(
        _ full: TerminalRect, style: AlertStyle, _ visibility: Double, leaving: Bool
    ) -> TerminalRect {
        guard visibility < 1 else { return full }
        var rect = full
        switch style {
        case .alert where leaving:
            rect.height = Int((Double(full.height) * visibility).rounded())
            rect.origin.row += (full.height - rect.height) / 2
        case .actionSheet:
            let distance = max(Int(container.size.height) - full.minRow, full.height)
            let hidden = Int((Double(distance) * (1 - visibility)).rounded())
            rect.origin.row += min(hidden, full.height)
            rect.height = max(full.height - hidden, 0)
        case .alert:
            let scale = 0.5 + 0.5 * visibility
            rect.width = max(2, Int((Double(full.width) * scale).rounded()))
            rect.height = max(2, Int((Double(full.height) * scale).rounded()))
            rect.origin.column += (full.width - rect.width) / 2
            rect.origin.row += (full.height - rect.height) / 2
        }
        return rect
    }

    /// Clamps the scroll offset, and scrolls the focused part into view when the focus or
    /// that part moved (a newly focused item, a list's cursor row, a new layout): what the
    /// keys act on is never out of sight. A scroll of the user's own stays until then.
    private func updateScroll(
        _ presentation: TerminalAlertPresentation, layout: AlertLayoutResult, size: TerminalRect
    ) {
        let inner = TerminalRect(column: 1, row: 1, width: size.width - 2, height: size.height - 2)
        let viewport = TerminalAlertPainter.viewport(layout: layout, inner: inner)
        let maximum = TerminalAlertPainter.maxScrollOffset(layout: layout, inner: inner)
        presentation.maxScrollOffset = maximum
        presentation.viewportHeight = max(viewport.height, 1)
        var offset = presentation.scrollOffset
        let focus = presentation.interaction.focusedTarget
        // The focused stop of a many-stop item (a row of a list), else the whole item.
        let cells = focus.flatMap { presentation.interaction.frame(of: $0, in: layout) }
            .map(CellCanvas.cellRect)
        if focus != presentation.lastFocus || cells != presentation.lastFocusCells,
            let focus, let cells, layout.isScrollable, !layout.isPinned(itemAt: focus.item)
        {
            offset = AlertScrolling.offset(
                offset, revealing: cells.minRow, cells.maxRow, in: viewport.minRow,
                viewport.maxRow)
        }
        presentation.lastFocus = focus
        presentation.lastFocusCells = cells
        presentation.scrollOffset = AlertScrolling.clamped(offset, maximum: maximum)
    }
}
