import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// One alert as a presenter sees it: laid out in the window's ``AlertEnvironment``, with a
/// focus ring, keys, clicks and actions, all through the protocols items opt into
/// (``AlertFocusableItem``, ``AlertKeyHandlingItem``, ``AlertTextInputItem``,
/// ``AlertClickableItem``, ``AlertActionItem``, ``AlertValueItem``).
///
/// Every presenter works through this type only, so an alert of your own holding items of
/// your own presents exactly as an ``AlertView`` does: an ``AlertView`` owns one (see
/// `AlertInteractionOwning`) and forwards its focus and key API to it; for any other alert
/// the presenter keeps one. The interaction holds its alert weakly.
@MainActor
public final class AlertInteraction {
    /// The alert, while it exists.
    public private(set) weak var alert: (any AlertPresentable)?
    /// The window's units and looks; a presenter sets it before every layout.
    package var environment: AlertEnvironment = .standard {
        didSet { displayVersion &+= 1 }
    }
    /// A theme that replaces the window's for this alert only.
    package var themeOverride: AlertTheme? {
        didSet { displayVersion &+= 1 }
    }
    /// A measurer that replaces the window's for this alert only.
    package var measurerOverride: (any AlertTextMeasuring)? {
        didSet { displayVersion &+= 1 }
    }
    /// Metrics that replace the window's for this alert only.
    package var metricsOverride: AlertMetrics? {
        didSet { displayVersion &+= 1 }
    }
    /// Where actions and dismiss requests go when the alert has no
    /// `AlertInteractive.eventHandler` of its own (the presenter's controller). Held weakly.
    package weak var presenterEventHandler: (any AlertEventHandler)?
    /// The listeners of redraw requests (see ``addDisplayListener(_:)``).
    private let displayListeners = AlertListeners<Void>()
    /// The container the alert is laid out in: the one its window gave at the last layout
    /// (a 375×667 phone screen until then). The interaction is the one owner of it.
    public private(set) var container = defaultContainer
    /// The container of an alert no window has laid out yet: a 375×667 phone screen.
    package static let defaultContainer = AlertContainer(size: CGSize(width: 375, height: 667))
    /// Grid columns unless an alert says otherwise.
    package static let defaultGridColumns = 3
    /// Columns of grid tiles (set by the alert that owns the interaction).
    package var gridColumns = defaultGridColumns
    /// How bar buttons are arranged (set by the alert that owns the interaction).
    package var buttonArrangement = AlertButtonArrangement.automatic
    /// Why the last layout found no room in its container (typed, see `AlertRoomShortage`),
    /// or nil when it found room or failed for another reason.
    package private(set) var roomShortage: AlertRoomShortage?
    /// The last successful layout, or nil before the first one (or after one that threw, or
    /// after the items changed).
    public private(set) var layoutResult: AlertLayoutResult? {
        didSet {
            displayVersion &+= 1
            visibleItemsIndex = nil
            keyHintsCache = nil
            mnemonicsCache = nil
        }
    }
    /// Whether the alert shows a line of key hints under its list (see `keyHints`); true by
    /// default. The one switch that hides them (`AlertView.showsKeyHints`).
    package var showsKeyHints = true {
        didSet {
            keyHintsCache = nil
            displayVersion &+= 1
        }
    }
    /// How keys move the focus and press actions beyond what the items do: the standard
    /// keys unless the alert says otherwise (whiptail's and dialog's compatible modes).
    package var keyPolicy: any AlertKeyPolicy = AlertStandardKeyPolicy()
    /// The words of the key hints: English unless the alert's owner gives others.
    package var keyHintWords = AlertKeyHintWords.english {
        didSet {
            keyHintsCache = nil
            displayVersion &+= 1
        }
    }
    /// The key hints worked out since the last layout (they depend on the items' places).
    var keyHintsCache: [String]?
    /// The mnemonics worked out since the last layout, by item index (see
    /// `mnemonic(ofItemAt:)`).
    var mnemonicsCache: [Int: Character]?
    /// The scrolling items of ``layoutResult`` indexed for binary search, built when first
    /// needed after a layout.
    private var visibleItemsIndex: AlertVisibleItems?
    /// The content width of the last layout.
    public private(set) var contentWidth: CGFloat = 0
    /// The keyboard focus.
    package internal(set) var focusRing: AlertFocusRing {
        get {
            if focusNeedsBuilding {
                // Building the ring first read is no change to draw.
                let version = displayVersion
                rebuildFocus()
                displayVersion = version
            }
            return builtFocusRing
        }
        set {
            builtFocusRing = newValue
            focusNeedsBuilding = false
            displayVersion &+= 1
        }
    }
    /// The ring as last built (read without building it).
    private(set) var builtFocusRing = AlertFocusRing(targets: [])
    /// Whether the ring was never built: it is built when first read (or at the first
    /// layout), so a queued alert's interaction costs nothing per item.
    private var focusNeedsBuilding = true
    /// Increases whenever what the alert shows may have changed: a redraw request, a
    /// layout, a focus move, a new environment or override. A presenter that drew the alert
    /// at one version need not draw it again until the version moves.
    public private(set) var displayVersion: UInt64 = 0
    /// The action index of the action focused first, in place of ``defaultAction``: for
    /// example 0 to make Cancel the answer Enter (and plain mode's empty line) gives. nil,
    /// the default, focuses ``defaultAction``.
    ///
    /// The first visible, enabled, dismissing ``AlertActionItem`` with this
    /// ``AlertActionSource/actionIndex`` takes the focus when the alert appears, whatever
    /// item it is; an item that takes the initial focus itself (a text field, a date picker)
    /// still comes first, and with no such action the default action is focused as before.
    /// Setting it on an alert whose focus was already given out (one on screen) focuses
    /// again as if the alert had just appeared.
    package var initialFocusActionIndex: Int? {
        didSet {
            guard initialFocusActionIndex != oldValue, !focusNeedsBuilding else { return }
            focusedItem = nil
            rebuildFocus()
            setNeedsDisplay()
        }
    }
    /// The action index of the action Enter activates while the focus is on no action (a
    /// list, a text field), in place of the last default-role action: an alert whose
    /// buttons all have the default role (so that Esc is no Cancel) still answers Enter with
    /// the button it means. nil, the default, keeps ``defaultAction``.
    package var enterActionIndex: Int?
    /// The item that has the focus, by identity, so the focus stays with it when items move.
    var focusedItem: ObjectIdentifier?
    /// The number of items when the ring was last built.
    var focusItemCount = 0

    /// Creates an interaction for `alert`.
    package init(alert: any AlertPresentable) {
        self.alert = alert
    }

    /// The interaction of `alert`: its own when it owns one (`AlertInteractionOwning`),
    /// else nil (a presenter then keeps one of its own).
    public static func owned(by alert: any AlertPresentable) -> AlertInteraction? {
        (alert as? any AlertInteractionOwning)?.interaction
    }

    /// The alert's items, or none once the alert is gone.
    public var items: [any AlertItem] { alert?.items ?? [] }

    /// The window's environment with this alert's overrides applied.
    public var resolvedEnvironment: AlertEnvironment {
        var resolved = environment
        if let themeOverride { resolved.theme = themeOverride }
        if let measurerOverride { resolved.measurer = measurerOverride }
        if let metricsOverride { resolved.metrics = metricsOverride }
        return resolved
    }

    /// Where actions and dismiss requests go: the alert's own handler, else the presenter's.
    package var eventHandler: (any AlertEventHandler)? {
        (alert as? any AlertInteractive)?.eventHandler ?? presenterEventHandler
    }

    /// Whether a background tap (and Esc with no cancel action) dismisses the alert.
    package var dismissesOnBackgroundTap: Bool {
        alert?.backgroundTapDismisses ?? false
    }

    /// Tells every display listener (the presenter, the alert's owner) to redraw.
    package func setNeedsDisplay() {
        displayVersion &+= 1
        displayListeners.send(())
    }

    /// Adds a listener of redraw requests, called whenever what the alert shows changed (a
    /// focus move, typed text, a countdown tick), beside any others: the window presenting
    /// the alert adds one when it attaches the alert and lets it go when it detaches it;
    /// the alert's owner may listen too, and neither displaces the other. Listeners run in
    /// the order they were added. Keep the token as long as you listen. O(1).
    public func addDisplayListener(_ listener: @escaping @MainActor () -> Void)
        -> AlertListenerToken
    {
        displayListeners.add { _ in listener() }
    }

    /// Forgets the layout and rebuilds the focus after the items changed.
    package func itemsDidChange() {
        layoutResult = nil
        mnemonicsCache = nil
        shownWidth = nil
        rebuildFocus()
    }

    // MARK: Layout

    /// A content width this alert asks for in place of the width its text would take (a
    /// whiptail box given its width on the command line): the alert is never narrower than
    /// the theme's width, is widened for an unbreakable part of an item (a long word, a
    /// list's row), and narrowed to the room there is; its text wraps to it. Infinity: all
    /// the room there is (a pager). nil: the alert's text chooses (see `AlertContentWidth`).
    package var preferredContentWidth: CGFloat? {
        didSet { shownWidth = nil }
    }

    /// The content width of the last layout, with the container and the environment it was
    /// laid out in: while they stay, a layout never narrows the alert (a progress message
    /// that gets shorter leaves the card as it was, rather than have it jump). Forgotten
    /// when the items or ``preferredContentWidth`` change.
    private var shownWidth:
        (container: AlertContainer, environment: AlertEnvironment, width: CGFloat)?

    /// The content width in `container` (see `AlertContentWidth`): for an alert, at least
    /// the theme's preferred width (or ``preferredContentWidth``), grown for what its items
    /// ask for (``AlertStyledItem/naturalWidth(in:)``), narrowed to the room an alert has;
    /// for a sheet its full width; less the metrics' sides. Buttons are placed first (a row
    /// of side-by-side buttons asks for room for each). O(n) in the items and their text.
    package func proposedContentWidth(in container: AlertContainer) -> CGFloat {
        let environment = resolvedEnvironment
        let items = items
        let styled = items.map { $0 as? any AlertStyledItem }
        arranger(environment, contentWidth: 0).assignPlacements(items)
        return contentWidthRule(environment).width(for: styled, in: container)
    }

    /// The rule choosing the content width in `environment`.
    private func contentWidthRule(_ environment: AlertEnvironment) -> AlertContentWidth {
        AlertContentWidth(
            style: alert?.style ?? .alert, environment: environment,
            preferred: preferredContentWidth)
    }

    /// The arranger for the owning alert in `environment`.
    private func arranger(
        _ environment: AlertEnvironment, contentWidth: CGFloat
    ) -> AlertItemArranger {
        AlertItemArranger(
            style: alert?.style ?? .alert, theme: environment.theme,
            measurer: environment.measurer, contentWidth: contentWidth,
            gridColumns: gridColumns, buttonArrangement: buttonArrangement,
            sideMargins: environment.metrics.leading + environment.metrics.trailing)
    }

    /// Measures every ``AlertStyledItem`` at the content width with the resolved environment,
    /// arranges buttons into rows, stacks or grids (the owning alert's grid columns and
    /// button arrangement),
    /// and runs the ``AlertLayoutEngine`` in `container`, which becomes ``container``.
    /// O(n) in the items.
    ///
    /// Layout flows one way: the window gives the space (`container`) and the units (the
    /// `environment`), the engine gives the frames (``layoutResult``).
    ///
    /// - Throws: the engine's ``AlertLayoutError``; ``layoutResult`` is then nil.
    public func layout(in container: AlertContainer) throws {
        layoutResult = nil
        roomShortage = nil
        self.container = container
        guard let alert else { throw AlertLayoutError.noItems }
        let environment = resolvedEnvironment
        let items = alert.items
        // Each item is cast once, for the width, the arranger, its layout and the pins.
        let styled = items.map { $0 as? any AlertStyledItem }
        var arranger = arranger(environment, contentWidth: 0)
        arranger.assignPlacements(items)
        var width = contentWidthRule(environment).width(for: styled, in: container)
        if let shown = shownWidth, shown.container == container,
            shown.environment.theme == environment.theme,
            shown.environment.metrics == environment.metrics,
            shown.environment.measurer.measuresLike(environment.measurer)
        {
            width = max(width, shown.width)
        }
        shownWidth = (container, environment, width)
        contentWidth = width
        arranger.contentWidth = width
        let engine = AlertLayoutEngine(metrics: environment.metrics)
        let yielding = styled.compactMap { $0 as? any AlertYieldingItem }
        for item in yielding { item.yieldedHeight = 0 }
        do throws(AlertLayoutError) {
            var result = try layoutPass(
                items, styled, arranger: arranger, engine: engine, style: alert.style,
                in: container)
            if result.isScrollable, Self.hasControl(items),
                Self.yield(result.contentSize.height - result.frame.height, from: yielding)
            {
                result = try layoutPass(
                    items, styled, arranger: arranger, engine: engine, style: alert.style,
                    in: container)
            }
            layoutResult = result
        } catch {
            if case .invalidContainer = error {
                roomShortage = engine.roomShortage(for: alert.style, in: container)
            }
            throw error
        }
    }

    /// One pass of ``layout(in:)``: measures and arranges the items with `arranger`, pins
    /// the footer, and runs `engine`.
    private func layoutPass(
        _ items: [any AlertItem], _ styled: [(any AlertStyledItem)?],
        arranger: AlertItemArranger, engine: AlertLayoutEngine, style: AlertStyle,
        in container: AlertContainer
    ) throws(AlertLayoutError) -> AlertLayoutResult {
        arranger.arrange(items, styled: styled) { index, context in
            styled[index]?.updateLayout(in: context)
        }
        arranger.pin(items, styled: styled)
        rebuildFocus()
        return try engine.layout(items.map(\.alertLayout), style: style, in: container)
    }

    /// Whether the alert shows a control besides its buttons (a list, a field, a picker), or
    /// work going on: what a short alert keeps in sight (see ``AlertYieldingItem``).
    private static func hasControl(_ items: [any AlertItem]) -> Bool {
        items.contains { item in
            item is any AlertWorkItem
                || (item is any AlertFocusableItem && !(item is any AlertActionItem))
        }
    }

    /// Asks `items` to give up `overflow` between them, in two rounds (the light yields,
    /// then the most), lowest ``AlertYieldingItem/yieldOrder`` first in each; whether any
    /// gave something.
    private static func yield(_ overflow: CGFloat, from items: [any AlertYieldingItem]) -> Bool {
        var left = overflow
        var given: [ObjectIdentifier: CGFloat] = [:]
        let ordered = items.sorted { $0.yieldOrder < $1.yieldOrder }
        for round in [\AlertYieldingItem.lightYield, \AlertYieldingItem.mostYield] {
            for item in ordered where left > 0 {
                let already = given[ObjectIdentifier(item), default: 0]
                let more = min(left, item[keyPath: round] - already)
                guard more > 0 else { continue }
                given[ObjectIdentifier(item)] = already + more
                left -= more
            }
        }
        for item in ordered {
            if let height = given[ObjectIdentifier(item)] { item.yieldedHeight = height }
        }
        return !given.isEmpty
    }

    // MARK: Drawing

    /// The context item `index` draws with: the resolved theme and measurer, and its focus.
    public func drawContext(forItemAt index: Int) -> AlertDrawContext {
        drawContext(forItemAt: index, in: resolvedEnvironment, focused: focusRing.focused)
    }

    private func drawContext(
        forItemAt index: Int, in environment: AlertEnvironment, focused: AlertFocusTarget?
    ) -> AlertDrawContext {
        var context = AlertDrawContext(
            theme: environment.theme, measurer: environment.measurer,
            isFocused: focused?.item == index,
            focusedStop: focused?.item == index ? focused?.stop : nil)
        context.mnemonic = mnemonic(ofItemAt: index)
        return context
    }

    /// Calls `body` for every visible styled item, in order (O(n)).
    private func forEveryDrawableItem(
        _ body: (Int, any AlertStyledItem, CGRect, AlertDrawContext) -> Void
    ) {
        let items = items
        guard let layoutResult, layoutResult.itemFrames.count == items.count else { return }
        let environment = resolvedEnvironment
        let focused = focusRing.focused
        for (index, item) in items.enumerated() {
            guard let styled = item as? any AlertStyledItem, !styled.isHidden else { continue }
            let context = drawContext(forItemAt: index, in: environment, focused: focused)
            body(index, styled, layoutResult.itemFrames[index], context)
        }
    }

    /// Calls `body` for every visible styled item, in order, with its index, its frame from
    /// the last layout (alert coordinates, scroll offset 0) and the context to draw it with.
    /// Nothing is called without a layout, or when the layout does not match the items (one
    /// frame per item).
    ///
    /// Without a `viewport`, or for an alert that does not scroll, every item is called:
    /// O(n). With a `viewport` (alert coordinates) and a scrolling alert, only the items that
    /// can show when the scrolling items are moved up by `scrollOffset` are called: every
    /// item of the pinned footer, and the scrolling items whose frames (moved) meet the
    /// viewport's rows, each context with the part of the item the viewport shows
    /// (`AlertDrawContext.visibleRect`). Frames are still given at offset 0. That is
    /// O(log n + k) for k items called, after an O(n) index built once per layout; what it
    /// draws does not depend on n.
    public func forEachDrawableItem(
        scrollOffset: CGFloat = 0, viewport: CGRect? = nil,
        _ body: (Int, any AlertStyledItem, CGRect, AlertDrawContext) -> Void
    ) {
        let items = items
        guard let layoutResult, layoutResult.itemFrames.count == items.count else { return }
        guard let viewport, layoutResult.isScrollable else { return forEveryDrawableItem(body) }
        let index = visibleItemsIndex ?? AlertVisibleItems(layoutResult)
        visibleItemsIndex = index
        let scrolling = index.range(
            meeting: viewport.minY + scrollOffset, viewport.maxY + scrollOffset)
        let pinned = index.count..<items.count
        let environment = resolvedEnvironment
        let focused = focusRing.focused
        for range in [scrolling, pinned] {
            for itemIndex in range {
                guard let styled = items[itemIndex] as? any AlertStyledItem, !styled.isHidden
                else { continue }
                var context = drawContext(forItemAt: itemIndex, in: environment, focused: focused)
                let frame = layoutResult.itemFrames[itemIndex]
                if itemIndex < index.count {
                    // The viewport, moved by the scroll, in the item's own coordinates.
                    context.visibleRect = CGRect(
                        x: 0, y: viewport.minY + scrollOffset - frame.minY, width: frame.width,
                        height: viewport.height)
                }
                body(itemIndex, styled, frame, context)
            }
        }
    }

    /// Draws the alert's background and every visible styled item on `canvas`, with the
    /// alert's top-left corner at `origin` (no scrolling). Draws nothing without a layout.
    package func draw(in canvas: any AlertCanvas, origin: CGPoint) {
        guard let layoutResult else { return }
        let bounds = CGRect(origin: origin, size: layoutResult.frame.size)
        canvas.fill(
            bounds, role: .background, color: resolvedEnvironment.theme.palette.background)
        forEachDrawableItem { _, item, frame, context in
            item.draw(
                in: canvas, frame: frame.offsetBy(dx: origin.x, dy: origin.y), context: context)
        }
    }
}
