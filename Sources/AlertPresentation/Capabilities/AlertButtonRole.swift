/// What a button does, which decides its colour and how keys reach it.
public enum AlertButtonRole: Hashable, Sendable {
    /// An ordinary choice; Enter in a field activates the preferred default button.
    case `default`
    /// Backs out; Esc activates it.
    case cancel
    /// Destroys something; drawn in the destructive colour.
    case destructive
}
