/// An alert that a controller can queue, lay out, show and dismiss.
///
/// Conform a view (or any object) to present it through ``AlertController``-style
/// controllers. Optional extras live in ``AlertInteractive`` and ``AlertLifecycle``.
@MainActor
public protocol AlertPresentable: AnyObject {
    /// Whether the alert is placed as an alert or an action sheet.
    var style: AlertStyle { get }
    /// Set by the controller: true from just before the show animation until the dismiss
    /// animation has finished.
    var isVisible: Bool { get set }
    /// The items stacked into the alert, in order.
    var items: [any AlertItem] { get set }
    /// Lays the items out. A thrown error fails this alert only (it resolves
    /// ``AlertDismissReason/failed(_:)``) and the queue moves on.
    func reloadData() throws
    /// Runs the appearance animation and then calls `completion` exactly once.
    func showAnimation(completion: @escaping @MainActor () -> Void)
    /// Runs the disappearance animation and then calls `completion` exactly once.
    func dismissAnimation(completion: @escaping @MainActor () -> Void)
}
