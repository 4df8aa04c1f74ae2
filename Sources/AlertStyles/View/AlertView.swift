import Foundation

/// The generic alert: a list of items with a style, a theme, a measurer and layout metrics.
///
/// `reloadData()` wraps every styled item's text to the alert's content width (which
/// depends on the container given by `adapt(to:)`), arranges buttons into rows, stacks or
/// grids, and runs the ``AlertLayoutEngine``; the result is in ``layoutResult``. Keys from a
/// presenter go to ``handle(_:)`` (see `AlertView+Keys.swift`); dismissing buttons report
/// to the ``eventHandler`` (the controller) and their handlers run after the alert is gone.
@MainActor
public final class AlertView: AlertPresentable, AlertInteractive, AlertLifecycle {
    /// Alert or action sheet.
    public let style: AlertStyle
    /// Set by the controller while the alert is on screen.
    public var isVisible = false
    /// The items, in order. Changing them rebuilds the focus ring and clears
    /// ``layoutResult`` (nothing is drawn) until the next `reloadData()`; a presenter shows
    /// the change with ``AlertController/reloadVisibleAlert()``.
    public var items: [any AlertItem] {
        didSet {
            layoutResult = nil
            rebuildFocus()
        }
    }
    /// The theme.
    public var theme: AlertTheme {
        get { environment.theme }
        set { environment = environment.replacing(theme: newValue) }
    }
    /// The measurer text is wrapped with.
    public var measurer: any AlertTextMeasuring {
        get { environment.measurer }
        set { environment = environment.replacing(measurer: newValue) }
    }
    /// The layout metrics.
    public var metrics: AlertMetrics {
        get { environment.metrics }
        set { environment = environment.replacing(metrics: newValue) }
    }
    /// Theme, measurer and metrics, shared with every alert built with the same appearance.
    private var environment: AlertStyleEnvironment
    /// The container of the last `adapt(to:)` (a 375×667 screen until then).
    public private(set) var container = AlertContainer(size: CGSize(width: 375, height: 667))
    /// The last successful layout, or nil before the first `reloadData()` (or after one
    /// that threw, or after ``items`` changed).
    public private(set) var layoutResult: AlertLayoutResult? {
        get { layoutBox?.result }
        set { layoutBox = newValue.map(AlertLayoutBox.init) }
    }
    /// The last layout, boxed: nothing but a pointer while the alert waits in the queue.
    private var layoutBox: AlertLayoutBox?
    /// The content width of the last layout.
    public private(set) var contentWidth: CGFloat = 0
    /// Columns of grid tiles.
    public var gridColumns = 3
    /// How bar buttons are arranged.
    public var buttonArrangement = AlertButtonArrangement.automatic
    /// Overrides whether a background tap (and Esc without a cancel button) dismisses;
    /// nil keeps the protocol's default (sheets yes, alerts no).
    public var allowsBackgroundDismissal: Bool?
    /// The controller handling this alert's events; set while it is presented.
    public weak var eventHandler: (any AlertEventHandler)?
    /// Runs the show and dismiss animations.
    public var animator: any AlertAnimating = InstantAlertAnimator()
    /// The keyboard focus.
    public internal(set) var focusRing = AlertFocusRing(targets: [])
    /// Called before the show animation.
    public var onWillPresent: (@MainActor (AlertView) -> Void)?
    /// Called after the show animation.
    public var onDidPresent: (@MainActor (AlertView) -> Void)?
    /// Called before an interrupting alert takes the screen (the alert comes back later).
    public var onWillSuspend: (@MainActor (AlertView) -> Void)?
    /// Called before the dismiss animation.
    public var onWillDismiss: (@MainActor (AlertView, AlertDismissReason) -> Void)?
    /// Called after the dismiss animation (before the button's handler and the completion).
    public var onDidDismiss: (@MainActor (AlertView, AlertDismissReason) -> Void)?
    /// Called when what the alert shows changed (focus, text, a countdown tick) so a
    /// presenter can redraw.
    public var onNeedsDisplay: (@MainActor (AlertView) -> Void)?

    /// Creates an alert. Theme, measurer and metrics default to ``AlertAppearance``'s.
    public init(
        style: AlertStyle = .alert, items: [any AlertItem] = [], theme: AlertTheme? = nil,
        measurer: (any AlertTextMeasuring)? = nil, metrics: AlertMetrics? = nil
    ) {
        self.style = style
        self.items = items
        let shared = AlertAppearance.environment
        self.environment =
            theme == nil && measurer == nil && metrics == nil
            ? shared : shared.replacing(theme: theme, measurer: measurer, metrics: metrics)
        rebuildFocus()
    }

    // MARK: AlertInteractive

    /// Sheets dismiss on a background tap, alerts not, unless ``allowsBackgroundDismissal``
    /// says otherwise.
    public var dismissesOnBackgroundTap: Bool {
        allowsBackgroundDismissal ?? (style == .actionSheet)
    }

    /// The values of every ``AlertValueItem`` ("text", "date", ...).
    public var resultValues: [String: String] {
        var values: [String: String] = [:]
        for case let item as any AlertValueItem in items {
            if let value = item.resultValue { values[item.resultKey] = value }
        }
        return values
    }

    /// Whether an action event with this index may dismiss the alert: true only when a
    /// button with that action index exists, is enabled and dismisses the alert.
    public func acceptsAction(_ index: Int) -> Bool {
        button(actionIndex: index)?.isEnabled == true
    }

    /// Activates the enabled control button (one that does not dismiss) with this action
    /// index, as ``activate(_:)`` does: its handler runs and the alert asks for a redraw.
    /// Returns false when there is no such button.
    @discardableResult
    public func performControlAction(_ index: Int) -> Bool {
        guard
            let control = buttons.first(where: {
                $0.actionIndex == index && !$0.dismissesAlert && $0.isEnabled
            })
        else { return false }
        return activate(control)
    }

    /// Remembers the container for the next layout.
    public func adapt(to container: AlertContainer) {
        self.container = container
    }

    // MARK: Layout

    /// The content width for the current container: the theme's preferred width narrowed
    /// to the room an alert has, or a sheet's full width, less the metrics' sides.
    public var proposedContentWidth: CGFloat {
        let safe = container.safeAreaInsets
        let available = container.size.width - safe.left - safe.right
        let sides = metrics.leading + metrics.trailing
        let width: CGFloat
        switch style {
        case .alert:
            width = min(theme.preferredAlertWidth, available - 2 * metrics.screenMargin - sides)
        case .actionSheet:
            width = min(available, metrics.sheetMaxWidth) - sides
        }
        return width.isFinite ? max(width, 0) : 0
    }

    /// Measures every styled item at the content width and lays the alert out.
    ///
    /// - Throws: the ``AlertLayoutError`` of the engine; ``layoutResult`` is then nil.
    public func reloadData() throws {
        layoutResult = nil
        contentWidth = proposedContentWidth
        let arranger = AlertItemArranger(
            style: style, theme: theme, measurer: measurer, contentWidth: contentWidth,
            gridColumns: gridColumns, buttonArrangement: buttonArrangement,
            sideMargins: metrics.leading + metrics.trailing)
        let contexts = arranger.arrange(items)
        for (item, context) in zip(items, contexts) {
            (item as? any AlertStyledItem)?.updateLayout(in: context)
        }
        arranger.pin(items)
        rebuildFocus()
        let engine = AlertLayoutEngine(metrics: metrics)
        layoutResult = try engine.layout(items.map(\.alertLayout), style: style, in: container)
    }

    // MARK: Animation and lifecycle

    /// Runs the animator's show animation.
    public func showAnimation(completion: @escaping @MainActor () -> Void) {
        animator.animateShow(self, timing: theme.timing, completion: completion)
    }

    /// Runs the animator's dismiss animation.
    public func dismissAnimation(completion: @escaping @MainActor () -> Void) {
        animator.animateDismiss(self, timing: theme.timing, completion: completion)
    }

    /// Calls ``onWillPresent``.
    public func alertWillPresent() {
        onWillPresent?(self)
    }

    /// Calls ``onDidPresent``.
    public func alertDidPresent() {
        onDidPresent?(self)
    }

    /// Calls ``onWillSuspend``.
    public func alertWillSuspend() {
        onWillSuspend?(self)
    }

    /// Calls ``onWillDismiss``.
    public func alertWillDismiss(reason: AlertDismissReason) {
        onWillDismiss?(self, reason)
    }

    /// Calls ``onDidDismiss``, then, for a button's action, that button's handler.
    public func alertDidDismiss(reason: AlertDismissReason) {
        onDidDismiss?(self, reason)
        if case .action(let index) = reason {
            button(actionIndex: index)?.handler?()
        }
    }

    // MARK: Buttons

    /// The enabled-or-not buttons, in order.
    public var buttons: [ButtonItem] {
        items.compactMap { $0 as? ButtonItem }
    }

    /// The dismissing button with this action index (the first enabled one when several
    /// share it).
    public func button(actionIndex: Int) -> ButtonItem? {
        let candidates = buttons.filter { $0.actionIndex == actionIndex && $0.dismissesAlert }
        return candidates.first(where: \.isEnabled) ?? candidates.first
    }

    /// Activates a button: a dismissing one asks the event handler to dismiss the alert
    /// with its action index (its handler runs after the dismissal); a control button runs
    /// its handler at once. Returns false for a disabled button, a button not in this
    /// alert, or a dismissing button while no controller presents the alert.
    @discardableResult
    public func activate(_ button: ButtonItem) -> Bool {
        guard button.isEnabled, items.contains(where: { $0 === button }) else { return false }
        if button.dismissesAlert {
            guard let eventHandler else { return false }
            eventHandler.handle(.action(index: button.actionIndex), from: self)
        } else {
            button.handler?()
            setNeedsDisplay()
        }
        return true
    }

    /// Tells the presenter to redraw.
    public func setNeedsDisplay() {
        onNeedsDisplay?(self)
    }

    // MARK: Drawing

    /// Draws the alert's background and every visible styled item on `canvas`, with the
    /// alert's top-left corner at `origin` (no scrolling: items at scroll offset 0).
    /// Draws nothing without a layout, or when the layout does not match the items (one
    /// frame per item).
    public func draw(in canvas: any AlertCanvas, origin: CGPoint) {
        guard let layoutResult else { return }
        let bounds = CGRect(origin: origin, size: layoutResult.frame.size)
        canvas.fill(bounds, color: theme.palette.background)
        forEachDrawableItem { _, item, frame, context in
            item.draw(
                in: canvas, frame: frame.offsetBy(dx: origin.x, dy: origin.y), context: context)
        }
    }

    /// Calls `body` for every visible styled item, in order, with its index, its frame from
    /// the last layout (alert coordinates, scroll offset 0) and the context to draw it with
    /// (focus included). Presenters draw with it; nothing is called without a layout, or when
    /// the layout does not match the items (one frame per item). O(n).
    public func forEachDrawableItem(
        _ body: (Int, any AlertStyledItem, CGRect, AlertDrawContext) -> Void
    ) {
        guard let layoutResult, layoutResult.itemFrames.count == items.count else { return }
        let focusedItem = focusRing.focused?.item
        for (index, item) in items.enumerated() {
            guard let styled = item as? any AlertStyledItem, !styled.isHidden else { continue }
            let context = AlertDrawContext(
                theme: theme, measurer: measurer, isFocused: focusedItem == index)
            body(index, styled, layoutResult.itemFrames[index], context)
        }
    }
}
