import AlertLayout
import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The generic alert: a list of items with a style, laid out and driven by its own
/// ``AlertInteraction``.
///
/// A window lays the items out through the view's ``interaction``, in its own
/// ``AlertEnvironment`` (with any theme, measurer or metrics set on the view itself) and its
/// container; the result is in `layoutResult`. Keys from a presenter go to ``handle(_:)`` (see
/// `AlertView+Keys.swift`); dismissing buttons report to the `eventHandler` (the
/// controller) and their handlers run after the alert is gone.
///
/// Presenters never need this class: they work through ``AlertInteraction``, so an alert of
/// your own conforming to ``AlertPresentable`` presents the same way.
@MainActor
public final class AlertView: AlertPresentable, AlertInteractive, AlertLifecycle,
    AlertInteractionOwning
{
    /// Alert or action sheet.
    public let style: AlertStyle
    /// Set by the controller while the alert is on screen.
    public var isVisible = false
    /// The items, in order. Changing them rebuilds the focus ring and clears
    /// `layoutResult` (nothing is drawn) until the next `reloadData()`; a presenter shows
    /// the change with `AlertController.reloadVisibleAlert()`.
    public var items: [any AlertItem] {
        didSet { interactionIfMade?.itemsDidChange() }
    }
    /// The theme: this view's own when one was set, else its window's.
    public var theme: AlertTheme {
        get { interactionIfMade?.resolvedEnvironment.theme ?? AlertEnvironment.standard.theme }
        set { interaction.themeOverride = newValue }
    }
    /// The measurer text is wrapped with: this view's own when one was set, else its
    /// window's.
    public var measurer: any AlertTextMeasuring {
        get {
            interactionIfMade?.resolvedEnvironment.measurer
                ?? AlertEnvironment.standard.measurer
        }
        set { interaction.measurerOverride = newValue }
    }
    /// The layout metrics: this view's own when set, else its window's.
    public var metrics: AlertMetrics {
        get {
            interactionIfMade?.resolvedEnvironment.metrics ?? AlertEnvironment.standard.metrics
        }
        set { interaction.metricsOverride = newValue }
    }
    /// The container of the last layout (a 375×667 screen until a window gives one); the
    /// alert's ``interaction`` owns it.
    package var container: AlertContainer {
        interactionIfMade?.container ?? AlertInteraction.defaultContainer
    }
    /// The last successful layout, or nil before the first `reloadData()` (or after one
    /// that threw, or after ``items`` changed).
    package var layoutResult: AlertLayoutResult? { interactionIfMade?.layoutResult }
    /// The content width of the last layout.
    package var contentWidth: CGFloat { interactionIfMade?.contentWidth ?? 0 }
    /// Columns of grid tiles.
    package var gridColumns: Int {
        get { interactionIfMade?.gridColumns ?? AlertInteraction.defaultGridColumns }
        set { interaction.gridColumns = newValue }
    }
    /// How bar buttons are arranged.
    package var buttonArrangement: AlertButtonArrangement {
        get { interactionIfMade?.buttonArrangement ?? .automatic }
        set { interaction.buttonArrangement = newValue }
    }
    /// Overrides whether a background tap (and Esc without a cancel button) dismisses;
    /// nil keeps the style's rule (`AlertStyle.dismissesOnBackgroundTap`: sheets yes,
    /// alerts no).
    public var allowsBackgroundDismissal: Bool?
    /// The action index of the button focused when the alert appears, so Enter on the
    /// terminal and an empty line in plain mode answer with it: 0 makes Cancel the default
    /// answer of an alert from
    /// ``AlertController/showAlert(title:message:icon:cancelTitle:otherTitles:options:completion:)``.
    /// nil (the default) focuses `defaultButton`. A text field or date picker still takes
    /// the focus first; see `AlertInteraction.initialFocusActionIndex`.
    package var initialFocusActionIndex: Int? {
        get { interactionIfMade?.initialFocusActionIndex }
        set {
            guard newValue != nil || interactionIfMade != nil else { return }
            interaction.initialFocusActionIndex = newValue
        }
    }
    /// The action index of the button Enter activates while the focus is on no button (see
    /// `AlertInteraction.enterActionIndex`); nil keeps the last default-role button.
    package var enterActionIndex: Int? {
        get { interactionIfMade?.enterActionIndex }
        set {
            guard newValue != nil || interactionIfMade != nil else { return }
            interaction.enterActionIndex = newValue
        }
    }
    /// A content width the alert asks for beyond the theme's (see
    /// `AlertInteraction.preferredContentWidth`); nil keeps the theme's.
    package var preferredContentWidth: CGFloat? {
        get { interactionIfMade?.preferredContentWidth }
        set {
            guard newValue != nil || interactionIfMade != nil else { return }
            interaction.preferredContentWidth = newValue
        }
    }
    /// Whether the alert shows a line of key hints under its list: `↑↓ move · space tick ·
    /// enter done` under a checklist, `↑↓ move · enter choose · esc cancel` under a menu of
    /// three or more stacked buttons, `type to filter · ↑↓ move · enter choose` under a
    /// filter (in the user's language, see ``AlertStrings``). True by default; false hides
    /// them. The terminal presenter draws them dim in the alert's bottom border, so they
    /// never take a row from the list, and leaves out those the border has no room for;
    /// plain mode and the GTK presenter do not show them.
    public var showsKeyHints: Bool {
        get { interactionIfMade?.showsKeyHints ?? true }
        set {
            guard !newValue || interactionIfMade != nil else { return }
            interaction.showsKeyHints = newValue
        }
    }
    /// The controller handling this alert's events; set while it is presented (held
    /// weakly).
    package var eventHandler: (any AlertEventHandler)? {
        get { extras?.eventHandler }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.eventHandler = newValue
        }
    }
    /// Runs the show and dismiss animations when the window leaves them to the alert (as
    /// ``HeadlessAlertWindow`` does); a presenter with animations of its own ignores it.
    package var animator: any AlertAnimating {
        get { extras?.animator ?? InstantAlertAnimator() }
        set { madeExtras.animator = newValue }
    }
    /// Adds a listener of every step of the alert's life on screen, in the order of
    /// `AlertLifecycle`, beside any others: listeners hear each step in the order they were
    /// added, and none displaces another (the library's own, a status alert's countdown,
    /// among them). Keep the token as long as you listen. O(1).
    public func addLifecycleListener(
        _ listener: @escaping @MainActor (AlertView, AlertLifecyclePhase) -> Void
    ) -> AlertListenerToken {
        madeExtras.lifecycleListeners.add { [weak self] phase in
            guard let self else { return }
            listener(self, phase)
        }
    }
    /// Called when what the alert shows changed (focus, text, a countdown tick).
    package var onNeedsDisplay: (@MainActor (AlertView) -> Void)? {
        get { extras?.onNeedsDisplay }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.onNeedsDisplay = newValue
            interactionIfMade.map(connect)
        }
    }
    /// What a queued alert rarely has: made when first set (or when presented).
    private var extras: AlertViewExtras?
    private var madeExtras: AlertViewExtras {
        if let extras { return extras }
        let made = AlertViewExtras()
        extras = made
        return made
    }
    /// The interaction, made when first needed: a queued alert carries none.
    private var interactionIfMade: AlertInteraction? { extras?.interaction }

    /// Creates an alert. Theme, measurer and metrics default to the window's (points until
    /// a window supplies its own); pass any of them to fix it for this alert.
    public init(
        style: AlertStyle = .alert, items: [any AlertItem] = [], theme: AlertTheme? = nil,
        measurer: (any AlertTextMeasuring)? = nil, metrics: AlertMetrics? = nil
    ) {
        self.style = style
        self.items = items
        if theme != nil || measurer != nil || metrics != nil {
            interaction.themeOverride = theme
            interaction.measurerOverride = measurer
            interaction.metricsOverride = metrics
        }
    }

    /// The alert's focus, layout and input, shared with whatever presents it.
    public var interaction: AlertInteraction {
        if let interactionIfMade { return interactionIfMade }
        let made = AlertInteraction(alert: self)
        made.keyHintWords = AlertStrings.currentKeyHintWords
        connect(made)
        madeExtras.interaction = made
        return made
    }

    private func connect(_ interaction: AlertInteraction) {
        guard onNeedsDisplay != nil else {
            madeExtras.displayListening = nil
            return
        }
        guard madeExtras.displayListening == nil else { return }
        madeExtras.displayListening = interaction.addDisplayListener { [weak self] in
            guard let self else { return }
            self.onNeedsDisplay?(self)
        }
    }

    // MARK: AlertInteractive

    /// ``allowsBackgroundDismissal`` when set, else the style's rule
    /// (`AlertStyle.dismissesOnBackgroundTap`: sheets dismiss, alerts not).
    package var dismissesOnBackgroundTap: Bool {
        !ignoresClicksBeside && dismissesOnEscape
    }

    /// ``allowsBackgroundDismissal`` when set, else the style's rule: Esc with no cancel
    /// button dismisses the alert as a background tap does, ``ignoresClicksBeside`` aside.
    package var dismissesOnEscape: Bool {
        allowsBackgroundDismissal ?? style.dismissesOnBackgroundTap
    }

    /// Whether a click beside the alert's controls does nothing even where Esc dismisses it
    /// (a desktop dialog, answered by its buttons alone: zenity's). False by default.
    package var ignoresClicksBeside = false

    /// The values of every ``AlertValueItem`` ("text", "date", ...).
    package var resultValues: [String: String] {
        if let interactionIfMade { return interactionIfMade.resultValues }
        var values: [String: String] = [:]
        for case let item as any AlertValueItem in items {
            if let value = item.resultValue { values[item.resultKey] = value }
        }
        return values
    }

    /// Whether an action event with this index may dismiss the alert: true only when an
    /// action with that index exists, is enabled and dismisses the alert.
    ///
    /// An action other than a cancel one is accepted only when every
    /// `AlertValidatingItem` validates; otherwise the alert is laid out again with their
    /// messages, and stays.
    package func acceptsAction(_ index: Int) -> Bool {
        guard let action = interaction.action(index: index), action.isEnabled else {
            return false
        }
        guard action.role != .cancel else { return true }
        var fits = true
        for case let item as any AlertValidatingItem in items where !item.validate() {
            fits = false
        }
        if !fits { setNeedsLayout() }
        return fits
    }

    /// Activates the enabled control (an action that does not dismiss) with this action
    /// index: its handler runs and the alert asks for a redraw. Returns false when there is
    /// no such control.
    @discardableResult
    package func performControlAction(_ index: Int) -> Bool {
        interaction.performControlAction(index)
    }

    // MARK: Layout

    /// The content width for the current container (see
    /// `AlertInteraction.proposedContentWidth(in:)`): the theme's preferred width grown for
    /// what the items ask for, narrowed to the room an alert has, or a sheet's full width,
    /// less the metrics' sides.
    package var proposedContentWidth: CGFloat {
        interaction.proposedContentWidth(in: container)
    }

    /// Measures every styled item at the content width and lays the alert out again in
    /// `container`. A window lays the alert out in its own space through
    /// ``interaction``; this is for a change made while the alert is up.
    ///
    /// - Throws: the ``AlertLayoutError`` of the engine; `layoutResult` is then nil.
    public func reloadData() throws {
        try interaction.layout(in: container)
    }

    /// Lays the alert out in `container` (a window's space); it becomes `container`.
    ///
    /// - Throws: the ``AlertLayoutError`` of the engine; `layoutResult` is then nil.
    package func layout(in container: AlertContainer) throws {
        try interaction.layout(in: container)
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

    /// Reports ``AlertLifecyclePhase/willPresent`` to the lifecycle listeners.
    package func alertWillPresent() {
        reportLifecycle(.willPresent)
    }

    /// Reports ``AlertLifecyclePhase/didPresent`` to the lifecycle listeners.
    package func alertDidPresent() {
        reportLifecycle(.didPresent)
    }

    /// Reports ``AlertLifecyclePhase/willSuspend`` to the lifecycle listeners.
    package func alertWillSuspend() {
        reportLifecycle(.willSuspend)
    }

    /// Reports ``AlertLifecyclePhase/willDismiss(_:)`` to the lifecycle listeners.
    package func alertWillDismiss(reason: AlertDismissReason) {
        reportLifecycle(.willDismiss(reason))
    }

    /// Reports ``AlertLifecyclePhase/didDismiss(_:)`` to the lifecycle listeners. (The controller
    /// then runs the action's handler, for any alert.)
    package func alertDidDismiss(reason: AlertDismissReason) {
        reportLifecycle(.didDismiss(reason))
    }

    /// Adds a listener of the library's own (a status alert's countdown), which lives as
    /// long as the view.
    func addLibraryLifecycleListener(
        _ listener: @escaping @MainActor (AlertView, AlertLifecyclePhase) -> Void
    ) {
        madeExtras.libraryListening.append(addLifecycleListener(listener))
    }

    /// Tells every lifecycle listener about `phase`.
    private func reportLifecycle(_ phase: AlertLifecyclePhase) {
        extras?.lifecycleListeners.send(phase)
    }

    // MARK: Buttons

    /// The buttons, enabled or not, in order.
    package var buttons: [ButtonItem] {
        items.compactMap { $0 as? ButtonItem }
    }

    /// The dismissing button with this action index (the first enabled one when several
    /// share it).
    package func button(actionIndex: Int) -> ButtonItem? {
        interaction.action(index: actionIndex) as? ButtonItem
    }

    /// Activates an action (see ``AlertInteraction/activate(_:)``). Returns false for a
    /// disabled action, one not in this alert, or a dismissing action while no controller
    /// presents the alert.
    @discardableResult
    package func activate(_ action: any AlertActionItem) -> Bool {
        interaction.activate(action)
    }

    /// Lays the alert out again in place, after a change that can change its size (a
    /// ``TextItem``'s text, which may wrap to more or fewer lines): its controller is told
    /// the content changed, and the presenter redraws. Before it is shown it only asks for
    /// a redraw. O(n) in the items, like any layout.
    package func setNeedsLayout() {
        eventHandler?.handle(.contentChanged, from: self)
        setNeedsDisplay()
    }

    /// Tells the presenter (and `onNeedsDisplay`) to redraw.
    package func setNeedsDisplay() {
        if let interactionIfMade {
            interactionIfMade.setNeedsDisplay()
        } else {
            onNeedsDisplay?(self)
        }
    }

    // MARK: Drawing

    /// Draws the alert's background and every visible styled item on `canvas`, with the
    /// alert's top-left corner at `origin` (no scrolling). Draws nothing without a layout.
    public func draw(in canvas: any AlertCanvas, origin: CGPoint) {
        interactionIfMade?.draw(in: canvas, origin: origin)
    }

    /// Calls `body` for every visible styled item (see
    /// ``AlertInteraction/forEachDrawableItem(scrollOffset:viewport:_:)``). O(n).
    package func forEachDrawableItem(
        _ body: (Int, any AlertStyledItem, CGRect, AlertDrawContext) -> Void
    ) {
        interactionIfMade?.forEachDrawableItem(body)
    }
}
