/// One whiptail or dialog box to ask, as its command line gave it: the program whose
/// contract the answer keeps, the box, and the common options.
package struct DialogQuestion: Hashable, Sendable {
    /// Whose contract the answer and the exit status keep.
    package var dialect: DialogDialect
    /// The box.
    package var box: DialogBox
    /// The common options.
    package var options: DialogOptions
    /// The environment's `DIALOG_…` variables, which change dialog's exit statuses.
    package var statusVariables: [String: String]

    /// Creates a question; `environment`'s `DIALOG_…` variables are kept for the exit
    /// status.
    package init(
        dialect: DialogDialect, box: DialogBox, options: DialogOptions,
        environment: [String: String] = [:]
    ) {
        self.dialect = dialect
        self.box = box
        self.options = options
        statusVariables = environment.filter { $0.key.hasPrefix("DIALOG_") }
    }

    /// The exit status for leaving the box by `button`.
    package func exitStatus(for button: DialogButton) -> Int32 {
        button.exitStatus(for: dialect, environment: statusVariables)
    }

    /// The id `ALERT_ANSWERS` answers the box by: its title, or its text without one; nil
    /// when that cannot be an id (empty, or holding `=` or a line break).
    package var answersID: String? {
        let key = options.title.flatMap { $0.isEmpty ? nil : $0 } ?? box.text
        guard !key.isEmpty, !key.contains("="), !key.contains(where: \.isNewline) else {
            return nil
        }
        return key
    }
}
