/// The two separator weights of an action sheet, as TBActionSheet draws them.
public enum AlertSeparatorKind: Hashable, Sendable {
    /// A thin line between ordinary buttons.
    case small
    /// A wide gap that sets the cancel button apart.
    case big
}
