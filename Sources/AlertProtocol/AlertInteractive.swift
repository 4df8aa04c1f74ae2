/// Optional extras for an alert that reports its own events and collects values.
///
/// The controller sets ``eventHandler`` when it presents the alert and clears it when the
/// alert is gone; it gives the alert its container before each layout, and reads
/// ``resultValues`` when the alert resolves.
@MainActor
public protocol AlertInteractive: AlertPresentable {
    /// Where the alert sends button activations and dismiss requests. Held weakly.
    var eventHandler: (any AlertEventHandler)? { get set }
    /// Whether a tap outside dismisses this alert. Sheets allow it by default, alerts not.
    var dismissesOnBackgroundTap: Bool { get }
    /// Values collected from the user (text typed, a date chosen), put into the result.
    var resultValues: [String: String] { get }
    /// Tells the alert which space it will be laid out in; called before
    /// ``AlertPresentable/reloadData()``.
    func adapt(to container: AlertContainer)
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
    /// Sheets dismiss on a background tap; alerts do not.
    public var dismissesOnBackgroundTap: Bool { style == .actionSheet }
    /// The values of the alert's value items (``AlertPresentable/itemValues``) by default.
    public var resultValues: [String: String] { itemValues }
    /// Ignores the container by default.
    public func adapt(to container: AlertContainer) {}
    /// Accepts every action by default: any action event dismisses the alert.
    public func acceptsAction(_ index: Int) -> Bool { true }
    /// No controls by default: does nothing and returns false.
    @discardableResult
    public func performControlAction(_ index: Int) -> Bool { false }
}
