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
    /// Tells the alert which space it will be laid out in; called before ``reloadData()``.
    func adapt(to container: AlertContainer)
}

extension AlertInteractive {
    /// Sheets dismiss on a background tap; alerts do not.
    public var dismissesOnBackgroundTap: Bool { style == .actionSheet }
    /// No values by default.
    public var resultValues: [String: String] { [:] }
    /// Ignores the container by default.
    public func adapt(to container: AlertContainer) {}
}
