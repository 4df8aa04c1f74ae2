import AlertEngine
import AlertTerminal
import TerminalKit

/// How one alert of the tour ended, as printed on exit.
package enum DemoOutcome: Hashable, Sendable, CustomStringConvertible {
    /// A button was chosen: its action index and title.
    case action(Int, title: String)
    /// The input alert's OK, with the text typed.
    case text(String)
    /// The date picker's Done, with the day chosen (`yyyy-MM-dd`).
    case date(String)
    /// The checklist's or the filter's OK, with what was chosen.
    case chosen([String])
    /// The progress alert's work finished.
    case completed
    /// Dismissed some other way.
    case dismissed(AlertDismissReason)
    /// Never queued: the tour ended before it was due.
    case notShown

    /// The outcome as the result line shows it, e.g. `action 0 "Delete"`,
    /// `text "王小明"`, `date 2026-11-22`, `chose "Passport", "Charger"`, `completed` or `dismissed (programmatic)`. Text from the
    /// user is sanitised, so no control character reaches the terminal.
    package var description: String {
        switch self {
        case .action(let index, let title):
            return "action \(index) \"\(TextSanitizer.sanitize(title))\""
        case .text(let text):
            return "text \"\(TextSanitizer.sanitize(text))\""
        case .date(let day):
            return "date \(day)"
        case .chosen(let choices):
            return "chose "
                + choices.map { "\"\(TextSanitizer.sanitize($0))\"" }.joined(separator: ", ")
        case .completed:
            return "completed"
        case .dismissed(let reason):
            return "dismissed (\(Self.describe(reason)))"
        case .notShown:
            return "not shown (the tour ended first)"
        }
    }

    /// A reason in words.
    static func describe(_ reason: AlertDismissReason) -> String {
        switch reason {
        case .action(let index): "action \(index)"
        case .backgroundTap: "background tap"
        case .timeout: "timeout"
        case .programmatic: "programmatic"
        case .replaced: "replaced"
        case .dropped: "dropped"
        case .ownerReleased: "owner released"
        case .cancelled: "cancelled"
        case .completed: "completed"
        case .failed(let message): "failed: \(TextSanitizer.sanitize(message))"
        }
    }
}
