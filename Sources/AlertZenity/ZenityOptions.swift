import AlertCommandKit
import AlertDialog

/// The options every zenity dialog takes: what the window says and how long it waits.
package struct ZenityOptions: Hashable, Sendable {
    /// `--title`.
    package var title: String?
    /// `--text`.
    package var text: String?
    /// `--ok-label` (on a question, the Yes button's words).
    package var okLabel: String?
    /// `--cancel-label` (on a question, the No button's words).
    package var cancelLabel: String?
    /// `--width` and `--height`, in pixels: accepted; the window fits its content.
    package var width: Int?
    /// `--height`.
    package var height: Int?
    /// `--timeout SECONDS`: the dialog gives up after that long (exit 5); nil without one,
    /// or for 0 or less, which zenity takes as no time-out.
    package var timeoutSeconds: Int?

    /// `--default-cancel`: a question's Cancel (No) has the focus first, so Enter answers
    /// it (exit 1), as zenity's does.
    package var defaultsToCancel = false

    /// `--no-markup`: a message dialog's text is shown as typed (see `ZenityText`).
    package var showsTextAsTyped = false

    /// Creates the options of a command line that gives none.
    package init() {}
}
