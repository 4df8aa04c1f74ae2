/// Which program's command line `alert` takes in its compatible mode: Debian's `whiptail`
/// (newt) or Thomas Dickey's `dialog`. Both share the box options and most of the common
/// options; they differ in a few options, in how a checklist's answer is written and in
/// the exit statuses a script may change.
package enum DialogDialect: String, Hashable, Sendable, CaseIterable {
    /// `whiptail`: answers on standard error (or `--output-fd`), a checklist's tags each in
    /// double quotes; exit 0, 1, and 255 for Esc or an error.
    case whiptail
    /// `dialog`: answers on standard error (or `--stdout`, `--output-fd`), a checklist's tags
    /// quoted only where they need it; exit 0, 1, 2 Help, 3 Extra, 255 for Esc or an error,
    /// each changeable through `DIALOG_OK`, `DIALOG_CANCEL`, … in the environment.
    case dialog

    /// The dialect a program name asks for: `whiptail`, `dialog` (a path's last component,
    /// as a link's name reaches `argv[0]`), or nil for any other name.
    package init?(programName: String) {
        let base = programName.split(separator: "/").last.map(String.init) ?? programName
        self.init(rawValue: base)
    }
}
