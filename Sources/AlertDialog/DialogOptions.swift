import AlertCommandKit

/// The common options of a whiptail or dialog command line: what the box says around its
/// text, which buttons it has and what they are called, where the answer goes.
package struct DialogOptions: Hashable, Sendable {
    /// `--title`.
    package var title: String?
    /// `--backtitle`: accepted; the inline alert has no backdrop to show it on.
    package var backtitle: String?
    /// `--defaultno`: the No (or Cancel) button has the focus first.
    package var startsOnNo = false
    /// `--default-item TAG`: the menu row focused first.
    package var defaultItem: String?
    /// `--yes-button`/`--yes-label` …: the buttons' own words (nil: the program's).
    package var yesLabel: String?
    /// The No button's words.
    package var noLabel: String?
    /// The OK button's words.
    package var okLabel: String?
    /// The Cancel button's words.
    package var cancelLabel: String?
    /// Whether the buttons' words mark their mnemonic with an underscore, as GTK's labels
    /// do (`_Delete`: Alt+D): zenity's, never whiptail's or dialog's.
    package var labelsMarkMnemonics = false
    /// dialog's `--extra-label`: the Extra button's words (nil: `Extra`).
    package var extraLabel: String?
    /// dialog's `--help-label`: the Help button's words (nil: `Help`).
    package var helpLabel: String?
    /// dialog's `--extra-button`: a third button, exit 3 (a label alone adds none).
    package var hasExtraButton = false
    /// dialog's `--help-button`: a Help button, exit 2 (a label alone adds none).
    package var hasHelpButton = false
    /// `--nocancel` (dialog's `--no-cancel`): no Cancel button.
    package var hasNoCancel = false
    /// `--separate-output`: a checklist's tags one per line, unquoted.
    package var separatesOutput = false
    /// `--noitem`: rows are tags only (a checklist's rows then take TAG STATUS).
    package var showsNoItem = false
    /// `--notags`: rows show their items only (the answer is still the tag).
    package var showsNoTags = false
    /// The descriptor the answer is written to: 2 unless `--stdout` or `--output-fd`.
    package var outputDescriptor: Int32 = 2
    /// dialog's `--timeout SECONDS`: the box gives up after that long.
    package var timeoutSeconds: Int?
    /// dialog's `--sleep SECONDS`: how long to wait after the box is left (an infobox's
    /// text then stays that long).
    package var sleepSeconds = 0
    /// dialog's `--date-format FORMAT`: the calendar's answer through strftime (nil:
    /// `DD/MM/YYYY`).
    package var dateFormat: String?
    /// dialog's `--time-format FORMAT`: the time box's answer through strftime (nil:
    /// `HH:MM:SS`).
    package var timeFormat: String?
    /// The box's height, width and list height as given (0 or less: fit the content).
    package var height = 0
    /// The box's width as given.
    package var width = 0
    /// The list's height as given.
    package var listHeight = 0

    /// Creates the options of a command line that gives none.
    package init() {}
}
