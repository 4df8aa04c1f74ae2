/// An alert that a controller can queue, lay out, show and dismiss.
///
/// Conform a view (or any object) to present it through ``AlertController``-style
/// controllers. A conformer writes ``style``, ``items`` and a stored ``isVisible``;
/// everything else has a default: ``reloadData()`` does nothing (the presenter lays the
/// items out), and the show and dismiss animations complete at once, so animation is
/// opt-in (write ``showAnimation(completion:)`` and ``dismissAnimation(completion:)`` to
/// animate in a window that has no animation of its own). The values of its
/// ``AlertValueItem``s become the result's ``AlertResult/values``; the library's own
/// alerts add events, values and lifecycle callbacks through the package-only
/// `AlertInteractive` and `AlertLifecycle`.
@MainActor
public protocol AlertPresentable: AnyObject {
    /// Whether the alert is placed as an alert or an action sheet.
    var style: AlertStyle { get }
    /// Set by the controller: true from just before the show animation until the dismiss
    /// animation has finished.
    var isVisible: Bool { get set }
    /// The items stacked into the alert, in order.
    var items: [any AlertItem] { get set }
    /// Lays the items out, for an alert that lays itself out. A thrown error fails this
    /// alert only (it resolves ``AlertDismissReason/failed(_:)``) and the queue moves on.
    /// Does nothing by default: the presenter measures and lays out the items.
    func reloadData() throws
    /// Runs the appearance animation and then calls `completion` exactly once; by default
    /// at once. Presenters with an animation of their own (the terminal's, GTK's) do not
    /// ask for it.
    func showAnimation(completion: @escaping @MainActor () -> Void)
    /// Runs the disappearance animation and then calls `completion` exactly once; by
    /// default at once.
    func dismissAnimation(completion: @escaping @MainActor () -> Void)
}

extension AlertPresentable {
    /// Does nothing: the presenter measures and lays out the items.
    public func reloadData() throws {}

    /// Appears at once: no animation of its own.
    public func showAnimation(completion: @escaping @MainActor () -> Void) { completion() }

    /// Leaves at once: no animation of its own.
    public func dismissAnimation(completion: @escaping @MainActor () -> Void) { completion() }
}
