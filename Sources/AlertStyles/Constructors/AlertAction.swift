import AlertPresentation

/// One choice of an action sheet: a title, a role and an optional handler.
///
/// The handler runs after the sheet is gone (so it may show another alert).
public struct AlertAction {
    /// The button title; an underscore marks the letter Alt presses it with (`_Delete`), as
    /// GTK's labels do.
    package var title: String
    /// Default, cancel (placed last, set apart by the big separator) or destructive.
    package var role: AlertButtonRole
    /// Runs after the sheet dismisses with this action.
    package var handler: (@MainActor () -> Void)?

    /// Creates an action.
    public init(
        title: String, role: AlertButtonRole = .default, handler: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.role = role
        self.handler = handler
    }
}
