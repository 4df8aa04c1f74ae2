import AlertProtocol

/// An alert that keeps its own ``AlertInteraction`` (focus, layout, overrides), as
/// ``AlertView`` does, so that it can lay itself out in ``AlertPresentable/reloadData()`` and
/// be driven by code as well as by a presenter.
///
/// A presenter asks an ``AlertInteractionRegistry`` for the interaction of any alert: an
/// owning alert's own (`AlertInteraction.owned(by:)`), or one the registry keeps for an
/// alert that owns none.
@MainActor
package protocol AlertInteractionOwning: AlertPresentable {
    /// The alert's interaction; the same object for the alert's whole life.
    var interaction: AlertInteraction { get }
}
