import AlertCommandKit

/// The box a whiptail or dialog command line asks for, with the arguments that follow its
/// option (the text, and the rows of a list). Heights and widths are kept in
/// ``DialogOptions``.
package enum DialogBox: Hashable, Sendable {
    /// `--msgbox TEXT H W`: the text and one OK button.
    case message(String)
    /// `--yesno TEXT H W`: Yes or No.
    case yesNo(String)
    /// `--infobox TEXT H W`: the text, shown and left at once.
    case info(String)
    /// `--inputbox TEXT H W [INIT]` and `--passwordbox` (`isSecret`): a line of text.
    case input(String, initial: String, isSecret: Bool)
    /// `--menu TEXT H W LIST-H [TAG ITEM]…`: one row, answered by its tag.
    case menu(String, entries: [DialogEntry])
    /// `--checklist TEXT H W LIST-H [TAG ITEM STATUS]…`: any number of rows.
    case checklist(String, entries: [DialogEntry])
    /// `--radiolist TEXT H W LIST-H [TAG ITEM STATUS]…`: one row, ticked as in a checklist.
    case radiolist(String, entries: [DialogEntry])
    /// `--gauge TEXT H W [PERCENT]`: a bar fed by percentages (and `XXX` blocks) on standard
    /// input until it ends.
    case gauge(String, percent: Int)
    /// `--textbox FILE H W`: the text of the file in a pager, and one button. The parser
    /// leaves `text` empty; `DialogCommandApp` reads the file before it asks.
    case textbox(path: String, text: String)
    /// dialog's `--calendar TEXT H W [DAY MONTH YEAR]`: a day, starting at `start`.
    case calendar(String, start: CalendarDay)
    /// dialog's `--timebox TEXT H W [HOUR MINUTE SECOND]`: a time of day, starting at
    /// `start` (seconds since midnight).
    case timebox(String, start: Int)
    /// dialog's `--pause TEXT H W SECONDS`: the text and a countdown; OK when it runs out.
    case pause(String, seconds: Int)
    /// dialog's `--form TEXT H W FORM-H [LABEL Y X ITEM Y X FLEN ILEN]…` (and
    /// `--passwordform`, whose fields are masked): fields to fill in.
    case form(String, fields: [DialogFormField], isSecret: Bool)
    /// dialog's `--inputmenu TEXT H W MENU-H [TAG ITEM]…`: a menu whose rows can be renamed.
    case inputMenu(String, entries: [DialogEntry])

    /// Whether the box waits for an answer (all but the info box and the gauge; a pause
    /// ends by itself, but its buttons are an answer).
    package var takesAnswer: Bool {
        switch self {
        case .info, .gauge: false
        default: true
        }
    }

    /// The text the box shows above its controls; a text box's file path (which
    /// `ALERT_ANSWERS` answers it by when it has no title).
    package var text: String {
        switch self {
        case .textbox(let path, _):
            path
        case .message(let text), .yesNo(let text), .info(let text), .input(let text, _, _),
            .menu(let text, _), .checklist(let text, _), .radiolist(let text, _),
            .gauge(let text, _), .calendar(let text, _), .timebox(let text, _),
            .pause(let text, _), .form(let text, _, _), .inputMenu(let text, _):
            text
        }
    }
}
