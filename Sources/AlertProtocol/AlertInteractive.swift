/// Optional extras for an alert that reports its own events and collects values.
///
/// The controller sets ``eventHandler`` when it presents the alert and clears it when the
/// alert is gone, and reads ``resultValues`` when the alert resolves. A window that has no
/// layout of its own lays the alert out with ``layout(in:)``, giving it its container.
@MainActor
package protocol AlertInteractive: AlertPresentable {
    /// Where the alert sends button activations and dismiss requests. Held weakly.
    var eventHandler: (any AlertEventHandler)? { get set }
    /// Whether a tap outside dismisses this alert. Defaults to the style's rule
    /// (`AlertStyle.dismissesOnBackgroundTap`: sheets do, alerts do not).
    var dismissesOnBackgroundTap: Bool { get }
    /// Whether Esc, with no cancel action to press, dismisses it: as a background tap does,
    /// unless the alert tells the two apart (a desktop dialog closes on Esc but not on a
    /// click beside its buttons).
    var dismissesOnEscape: Bool { get }
    /// Values collected from the user (text typed, a date chosen), put into the result.
    var resultValues: [String: String] { get }
    /// Lays the alert out in `container`, the window's space: the one call by which a
    /// window hands its space down (layout flows one way, from the window's space to the
    /// engine's frames). A layout error fails this alert only.
    func layout(in container: AlertContainer) throws
    /// Whether an ``AlertEvent/action(index:)`` event with this index may dismiss the alert
    /// (for example: a button with that index exists, is enabled and dismisses). The
    /// controller checks it for every action event, whether it comes from the alert or
    /// from the window, so a presenter cannot press a button the alert itself would refuse.
    /// When it returns false the controller calls ``performControlAction(_:)`` instead.
    func acceptsAction(_ index: Int) -> Bool
    /// Runs the behaviour of a control that does not dismiss (such as a date picker's −/+
    /// button) for an action event that ``acceptsAction(_:)`` refused, exactly as if the
    /// user had activated it in the alert. Returns whether something ran (false for an
    /// unknown or disabled control).
    @discardableResult
    func performControlAction(_ index: Int) -> Bool
}

extension AlertInteractive {
    /// The style's rule: sheets dismiss on a background tap, alerts do not
    /// (`AlertStyle.dismissesOnBackgroundTap`).
    package var dismissesOnBackgroundTap: Bool { style.dismissesOnBackgroundTap }
    /// As a background tap.
    package var dismissesOnEscape: Bool { dismissesOnBackgroundTap }
    /// The values of the alert's value items (`itemValues`) by default.
    package var resultValues: [String: String] { itemValues }
    /// Reloads the alert's data (``AlertPresentable/reloadData()``) and ignores the
    /// container, by default.
    package func layout(in container: AlertContainer) throws { try reloadData() }
    /// Accepts every action by default: any action event dismisses the alert.
    package func acceptsAction(_ index: Int) -> Bool { true }
    /// No controls by default: does nothing and returns false.
    @discardableResult
    package func performControlAction(_ index: Int) -> Bool { false }
}

extension AlertPresentable {
    /// Whether a background tap dismisses this alert: its own answer when it is
    /// `AlertInteractive` (`AlertInteractive.dismissesOnBackgroundTap`), else its style's
    /// rule (`AlertStyle.dismissesOnBackgroundTap`). The controller, the presenters'
    /// interaction and the plain-mode answers all ask this one question.
    package var backgroundTapDismisses: Bool {
        (self as? any AlertInteractive)?.dismissesOnBackgroundTap
            ?? style.dismissesOnBackgroundTap
    }

    /// Whether Esc with no cancel action dismisses this alert (see
    /// `AlertInteractive.dismissesOnEscape`; else the style's rule).
    package var escapeDismisses: Bool {
        (self as? any AlertInteractive)?.dismissesOnEscape ?? style.dismissesOnBackgroundTap
    }
}
