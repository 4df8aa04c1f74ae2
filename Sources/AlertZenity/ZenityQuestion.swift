import AlertCommandKit
import AlertDialog

/// One zenity dialog to ask, as its command line gave it: the dialog and the common
/// options.
package struct ZenityQuestion: Hashable, Sendable {
    /// The dialog.
    package var dialog: ZenityDialog
    /// The common options.
    package var options: ZenityOptions
    /// zenity's words in the desktop's language (English until a presenter finds them).
    package var words = ZenityWords()

    /// Creates a question.
    package init(dialog: ZenityDialog, options: ZenityOptions = ZenityOptions()) {
        self.dialog = dialog
        self.options = options
    }

    /// The text the dialog shows: `--text` (a message dialog's as `ZenityText` reads it),
    /// else zenity's own words for the dialog, in the desktop's language (``words``).
    package var text: String {
        options.text == nil ? words(givenText) : givenText
    }

    /// The text the command line gives: `--text`, else zenity's own words for the dialog
    /// in English.
    private var givenText: String {
        if let text = options.text {
            // A message dialog's text is Pango markup with C escapes, as zenity reads it.
            switch dialog {
            case .question, .message:
                return ZenityText.shown(text, markup: !options.showsTextAsTyped)
            default: return text
            }
        }
        switch dialog {
        case .question, .message(.warning): return "Are you sure you want to proceed?"
        case .message(.info): return "All updates are complete."
        case .message(.error): return "An error has occurred."
        case .calendar: return "Select a date from below."
        case .scale: return "Adjust the scale value"
        case .list: return "Select items from the list below."
        case .login: return "Type your password"
        case .entry, .textInfo, .progress, .notification, .fileSelection, .forms, .colorSelection:
            return ""
        }
    }

    /// The id `ALERT_ANSWERS` answers the dialog by: its title, else its text's first
    /// line; nil when neither can be an id (empty, or holding `=`).
    package var answersID: String? {
        let title = options.title.flatMap { $0.isEmpty ? nil : $0 }
        // The same in every language.
        let line = givenText.split(separator: "\n").first.map(String.init)
        guard let key = title ?? line, !key.isEmpty, !key.contains("=") else { return nil }
        return key
    }

    /// The keys of `ALERT_ANSWERS` that answer the dialog of id `id`: the id, and a form's
    /// `ID.LABEL` for each of its fields (a form is answered field by field).
    package func answersKeys(_ id: String) -> [String] {
        guard case .forms(let fields, _, _) = dialog else { return [id] }
        return [id] + fields.map { "\(id).\($0.label)" }
    }

    /// zenity's exit status for leaving the dialog by `button`: 0 OK (Yes), 1 Cancel (No),
    /// Esc or the window closed, 5 the time-out, 255 an error.
    package static func exitStatus(for button: DialogButton) -> Int32 {
        switch button {
        case .ok, .extra, .help: 0
        case .cancel, .escape: 1
        case .timeout: 5
        case .error: 255
        }
    }
}
