/// An alert that a controller can queue, lay out, show and dismiss.
///
/// Conform a view (or any object) to present it through ``AlertController``-style
/// controllers. A conformer writes ``style`` and ``items``; everything else has a default.
/// Optional extras live in ``AlertInteractive`` (events, values, layout),
/// ``AlertLifecycle`` (callbacks around appearing and leaving) and ``AlertAnimated`` (an
/// alert's own show and dismiss animations). Whether an alert is on screen is the
/// controller's knowledge: ask it (its `currentAlert`).
@MainActor
public protocol AlertPresentable: AnyObject {
    /// Whether the alert is placed as an alert or an action sheet.
    var style: AlertStyle { get }
    /// The items stacked into the alert, in order.
    var items: [any AlertItem] { get set }
    /// Lays the items out, for an alert that lays itself out. A thrown error fails this
    /// alert only (it resolves ``AlertDismissReason/failed(_:)``) and the queue moves on.
    /// Does nothing by default: the presenter measures and lays out the items.
    func reloadData() throws
}

extension AlertPresentable {
    /// Does nothing: the presenter measures and lays out the items.
    public func reloadData() throws {}
}
