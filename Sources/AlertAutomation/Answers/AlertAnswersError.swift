import AlertPresentation
import AlertProtocol

/// Why ``AlertAnswers`` could not answer an alert where nobody could be asked instead (no
/// terminal): the file has no entry for the alert's id, or the entry does not fit the
/// alert. The alert itself ended with no answer (its "no" value), and
/// `TerminalAlerts.run` throws this once your code has run, so a missing answer is never
/// taken for a "no" in silence.
public struct AlertAnswersError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The alert's id (`AlertOptions(id:)`), or nil for an alert without one.
    public let id: String?
    /// The alert's title, else the first line of its message (empty for neither).
    public let title: String
    /// What happened, in words: the id, the answers' source and why.
    public let description: String

    /// An error for the alert `id` titled `title`, saying `description`.
    package init(id: String?, title: String, description: String) {
        self.id = id
        self.title = title
        self.description = description
    }

    /// The first line of `alert`'s title, else of its first message.
    @MainActor
    package static func title(of alert: any AlertPresentable) -> String {
        let texts = alert.items.compactMap { $0 as? any AlertReadableTextItem }
        let ordered =
            texts.filter { $0.textRole == .title } + texts.filter { $0.textRole != .title }
        for item in ordered {
            if let line = item.text.split(whereSeparator: \.isNewline).first {
                return String(line)
            }
        }
        return ""
    }
}
