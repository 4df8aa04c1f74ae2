import Foundation

/// The alert-level window of the terminal: draws each attached alert on its own
/// ``TerminalSurface`` (level `.alert`) of a ``TerminalScreen``, dims what is below, animates
/// alerts in and out on a frame clock, and turns keys and mouse reports into alert input.
///
/// Frames come from the layout (cells: origins floored, far edges floored), with a rounded
/// border in the two columns and one row the terminal metrics leave around the content.
/// Alerts that are not ``AlertView``s are laid out with ``AlertMetrics/terminal`` and drawn as
/// an empty bordered box; they still get Esc and background clicks.
@MainActor
public final class TerminalAlertWindow: AlertWindow, TerminalScreenClient {
    /// Always ``AlertWindowLevel/alert``.
    public let level: AlertWindowLevel = .alert
    /// The screen's size, in cells.
    public private(set) var container: AlertContainer
    /// Where events go (the controller); held weakly.
    public weak var eventHandler: (any AlertEventHandler)?
    /// The screen drawn on.
    public let screen: TerminalScreen
    /// Whether show and dismiss complete at once.
    public let reducedMotion: Bool
    /// The clock animation frames are scheduled on.
    public let frameClock: any AlertClock
    /// Whether the backdrop is dimmed.
    public private(set) var isDimmed = false

    /// Where input that no alert takes goes when it is delivered late (typed ahead while an
    /// alert was appearing or leaving, and no alert was left to take it). Events handled at
    /// once report that through ``handle(_:)``'s result instead.
    public var onUnconsumedInput: (@MainActor (InputEvent) -> Void)?

    var presentations: [TerminalAlertPresentation] = []
    /// Keys and pastes that arrived while the top alert was animating, in order.
    var typeahead: [InputEvent] = []
    var isDeliveringTypeahead = false
    var pressedAt: TerminalPoint?
    let images = TerminalImageCache()
    private lazy var animator = TerminalAlertAnimator(window: self)

    /// Creates the window on `screen`. `frameClock` defaults to a ``DispatchAlertClock``.
    public init(
        screen: TerminalScreen, reducedMotion: Bool = false, frameClock: (any AlertClock)? = nil
    ) {
        self.screen = screen
        self.reducedMotion = reducedMotion
        self.frameClock = frameClock ?? DispatchAlertClock()
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
            level: .alert, frame: TerminalRect(column: 0, row: 0, width: 0, height: 0),
            dimsBelow: isDimmed)
        let presentation = TerminalAlertPresentation(alert: alert, surface: surface)
        if let view = alert as? AlertView {
            presentation.previousOnNeedsDisplay = view.onNeedsDisplay
            let previous = view.onNeedsDisplay
            view.onNeedsDisplay = { [weak self] view in
                previous?(view)
                self?.screen.setNeedsRender()
            }
            view.animator = animator
        }
        presentations.append(presentation)
        screen.compositor.add(surface)
        pressedAt = nil
        paint(presentation)
        screen.setNeedsRender()
    }

    /// Takes `alert` off screen (finishing any animation it has running).
    public func detach(_ alert: any AlertPresentable) {
        guard let presentation = presentation(for: alert) else { return }
        finishAnimation(of: presentation)
        remove(presentation)
        screen.setNeedsRender()
    }

    /// Dims or undims everything below the alerts.
    public func setDimmed(_ dimmed: Bool) {
        isDimmed = dimmed
        for presentation in presentations { presentation.surface.dimsBelow = dimmed }
        screen.setNeedsRender()
    }

    /// The screen changed size: the container follows and the controller relayouts the
    /// visible alert in place (``AlertEvent/containerChanged(_:)``); then everything is
    /// redrawn.
    public func screenDidResize() {
        container = AlertContainer(
            size: CGSize(width: screen.columns, height: screen.rows),
            safeAreaInsets: safeAreaInsets)
        eventHandler?.handle(.containerChanged(container), from: nil)
        for presentation in presentations { paint(presentation) }
        screen.setNeedsRender()
    }

    func presentation(for alert: any AlertPresentable) -> TerminalAlertPresentation? {
        presentations.first { $0.alert === alert }
    }

    private func remove(_ presentation: TerminalAlertPresentation) {
        presentations.removeAll { $0 === presentation }
        screen.compositor.remove(presentation.surface)
        screen.setImages([], for: presentation.surface)
        if let view = presentation.alert as? AlertView {
            view.onNeedsDisplay = presentation.previousOnNeedsDisplay
        }
    }

    // MARK: Drawing

    func prepareFrame(on screen: TerminalScreen) {
        for presentation in presentations { paint(presentation) }
    }

    /// Repaints one alert into its surface (only what changed bumps the surface).
    func paint(_ presentation: TerminalAlertPresentation) {
        let surface = presentation.surface
        guard let (full, layout) = fullFrame(of: presentation.alert), !full.isEmpty,
            presentation.visibility > 0
        else {
            if surface.isVisible { surface.isVisible = false }
            presentation.targets = []
            screen.setImages([], for: surface)
            return
        }
        presentation.frame = full
        let settled = presentation.visibility >= 1
        let rect = animatedFrame(full, style: presentation.alert.style, presentation.visibility)
        let painter = TerminalAlertPainter(
            imageProtocol: screen.imageProtocol, colorsEnabled: screen.colorMode != .none,
            images: images)
        var buffer: CellBuffer
        var targets: [TerminalAlertPainter.HitTarget] = []
        var requests: [TerminalImageRequest] = []
        if let view = presentation.alert as? AlertView, let layout,
            settled || presentation.alert.style == .actionSheet
        {
            updateScroll(presentation, view: view, layout: layout, size: full)
            let output = painter.paint(
                view, layout: layout, size: full, scrollOffset: presentation.scrollOffset)
            buffer = output.buffer
            targets = output.targets
            requests = output.images
        } else {
            let palette =
                (presentation.alert as? AlertView)?.theme.palette
                ?? AlertAppearance.theme.palette
            buffer = painter.box(width: rect.width, height: rect.height, palette: palette)
        }
        if surface.frame != rect { surface.frame = rect }
        if surface.buffer != buffer { surface.buffer = buffer }
        if !surface.isVisible { surface.isVisible = true }
        if surface.dimsBelow != isDimmed { surface.dimsBelow = isDimmed }
        presentation.targets =
            settled
            ? targets.map { target in
                var moved = target
                moved.rect.origin.column += full.minColumn
                moved.rect.origin.row += full.minRow
                return moved
            } : []
        screen.setImages(settled ? requests : [], for: surface)
    }

    /// The alert's cells and layout: an ``AlertView``'s own layout, or one made with the
    /// terminal metrics for any other alert.
    private func fullFrame(of alert: any AlertPresentable) -> (TerminalRect, AlertLayoutResult?)? {
        if let view = alert as? AlertView {
            guard let layout = view.layoutResult else { return nil }
            return (CellCanvas.cellRect(layout.frame), layout)
        }
        let engine = AlertLayoutEngine(metrics: .terminal)
        guard
            let layout = try? engine.layout(
                alert.items.map(\.alertLayout), style: alert.style, in: container)
        else { return nil }
        return (CellCanvas.cellRect(layout.frame), nil)
    }

    /// Where the alert is drawn while animating: a sheet slides up from below the screen;
    /// an alert grows from half its size to full, centred.
    private func animatedFrame(_ full: TerminalRect, style: AlertStyle, _ visibility: Double)
        -> TerminalRect
    {
        guard visibility < 1 else { return full }
        var rect = full
        switch style {
        case .actionSheet:
            let distance = max(Int(container.size.height) - full.minRow, full.height)
            rect.origin.row += Int((Double(distance) * (1 - visibility)).rounded())
        case .alert:
            let scale = 0.5 + 0.5 * visibility
            rect.width = max(2, Int((Double(full.width) * scale).rounded()))
            rect.height = max(2, Int((Double(full.height) * scale).rounded()))
            rect.origin.column += (full.width - rect.width) / 2
            rect.origin.row += (full.height - rect.height) / 2
        }
        return rect
    }

    /// Clamps the scroll offset, and scrolls a newly focused item into view.
    private func updateScroll(
        _ presentation: TerminalAlertPresentation, view: AlertView, layout: AlertLayoutResult,
        size: TerminalRect
    ) {
        let inner = TerminalRect(column: 1, row: 1, width: size.width - 2, height: size.height - 2)
        let viewport = TerminalAlertPainter.viewport(layout: layout, inner: inner)
        let maximum = TerminalAlertPainter.maxScrollOffset(layout: layout, inner: inner)
        presentation.maxScrollOffset = maximum
        presentation.viewportHeight = max(viewport.height, 1)
        var offset = presentation.scrollOffset
        let focus = view.focusedTarget
        if focus != presentation.lastFocus, let item = focus?.item, layout.isScrollable,
            !layout.isPinned(itemAt: item), item < layout.itemFrames.count
        {
            let cells = CellCanvas.cellRect(layout.itemFrames[item])
            if cells.minRow - offset < viewport.minRow {
                offset = cells.minRow - viewport.minRow
            } else if cells.maxRow - offset > viewport.maxRow {
                offset = cells.maxRow - viewport.maxRow
            }
        }
        presentation.lastFocus = focus
        presentation.scrollOffset = min(max(offset, 0), maximum)
    }
}
