import AlertCommandKit

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

    /// Whether `argument` is an option on this program's command line (before `--`):
    /// whiptail's popt takes every argument that starts with `-` and more (`-5` and `-d`
    /// included, which it refuses); dialog only `--` and a letter, so `-d` and `-1` are
    /// data (a tag, a size), and `-h`, `-v` as both programs know them.
    package func isOption(_ argument: String) -> Bool {
        switch self {
        case .whiptail:
            return argument.hasPrefix("-") && argument != "-"
        case .dialog:
            if argument == "-h" || argument == "-v" || argument == "--" { return true }
            let letter = argument.dropFirst(2).first
            return argument.hasPrefix("--") && letter.map { $0.isASCII && $0.isLetter } == true
        }
    }

    /// Whether a check or radio list's STATUS word ticks its row: whiptail (newt) takes
    /// `1`, and `on` and `yes` in any letter case; dialog `on` in any letter case alone.
    package func isOn(_ status: String) -> Bool {
        let folded = status.lowercased()
        switch self {
        case .whiptail: return status == "1" || folded == "on" || folded == "yes"
        case .dialog: return folded == "on"
        }
    }

    /// Which row a radio list ticks when several rows are marked on: whiptail the last
    /// (each newt radio button marked on takes the mark from the one before), dialog the
    /// first. Nil when none is.
    package func startingRadioRow(among marked: some Collection<Int>) -> Int? {
        self == .whiptail ? marked.max() : marked.min()
    }
}
