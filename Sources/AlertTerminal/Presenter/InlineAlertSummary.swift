import AlertPresentation
import AlertProtocol
import FoundationEssentials
import TerminalKit

/// The line an answered alert leaves in the scrollback when it was shown inline:
/// `✔ Title · answer`, or `✖ Title · cancelled`.
///
/// The title is the first line of the alert's title, else of its message (with "…" when
/// more lines follow; an alert with neither shows its answer alone, `✔ beta`); the
/// answer is what the alert collected as a person reads it (a secret as a mask), else the
/// button picked. A check mark means an answer; a cross means none came: a cancel button,
/// Esc, a click outside, a dismissal by code or a time-out of an alert that asked for an
/// answer, or a failure (then with its reason). An alert that asks nothing (a status, a
/// progress) ends with a check mark and its title. An alert that shows work (a progress)
/// stopped with its Cancel button ends with a cross and the button; any alert dismissed by
/// Ctrl+C with a cross ("cancelled" for a question, "interrupted" for a status). An
/// alert the program answers itself when its duration runs out shows that answer.
@MainActor
struct InlineAlertSummary: Equatable {
    /// Whether the alert got its answer.
    var isAnswered: Bool
    /// The alert's title (one line, sanitised).
    var title: String
    /// The answer, or why there is none; nil for an alert that asks nothing.
    var answer: String?

    /// The summary of `interaction`'s alert resolved with `result`; nil when the alert
    /// leaves no line (it was replaced by a newer alert with its id). `interrupted`: Ctrl+C
    /// dismissed it (by code, ``AlertDismissReason/programmatic``), which is no answer.
    /// A time-out the program answered (`result.timeoutAnswer`) shows that answer instead
    /// of "timed out".
    init?(
        interaction: AlertInteraction, result: AlertResult, interrupted: Bool = false
    ) {
        title = Self.title(of: interaction)
        // An alert that shows work stopped it on any way out but completion.
        let showsWork = interaction.items.contains { $0 is any AlertWorkItem }
        let asks = PlainPromptFormatter.needsAnswer(interaction) || showsWork
        switch result.reason {
        case .action(let index):
            let action = interaction.action(index: index)
            // A cancel button is no answer, unless it is the only way out (a message's OK);
            // a progress's Cancel stops its work, whatever else is there.
            let others = interaction.actionItems.filter { $0.isEnabled && $0.role != .cancel }
            isAnswered = action?.role != .cancel || (others.isEmpty && !showsWork)
            let value = Self.displayValue(of: interaction)
            answer = isAnswered ? (value ?? action?.title) : (action?.title ?? "cancelled")
        case .timeout where result.timeoutAnswer != nil:
            isAnswered = result.timeoutAnswer?.isAnswer ?? false
            answer = result.timeoutAnswer?.text
        case .timeout:
            isAnswered = !asks
            answer = asks ? "timed out" : nil
        case .programmatic where interrupted:
            isAnswered = false
            answer = asks ? "cancelled" : "interrupted"
        case .programmatic:
            isAnswered = !asks
            answer = asks ? "cancelled" : nil
        case .completed:
            isAnswered = true
            answer = "done"
        case .backgroundTap, .cancelled:
            isAnswered = false
            answer = "cancelled"
        case .failed(let reason):
            isAnswered = false
            answer = reason
        case .replaced, .dropped, .ownerReleased:
            return nil
        }
        answer = answer.map { PlainPromptFormatter.clean($0) }
        // An empty answer (a blank note) is said, so the line never ends in a bare `·`.
        if answer?.isEmpty == true { answer = Self.emptyAnswer }
    }

    /// What the line says for an empty answer.
    static let emptyAnswer = "(empty)"

    /// The line, `width` cells wide at most, in one row. When the title and the answer do
    /// not both fit, the longer one is cut (with "…") to what the other leaves, but never
    /// below half the room: a long answer cannot push the title out, nor a long title the
    /// answer.
    func line(width: Int) -> CellBuffer {
        var buffer = CellBuffer(width: max(width, 0), height: 1)
        guard width > 0 else { return buffer }
        let mark = isAnswered ? "✔" : "✖"
        let markStyle = TerminalStyle(foreground: .ansi(isAnswered ? 2 : 1), attributes: [.bold])
        // Without a title the answer follows the mark alone: `✔ beta`.
        let separator = title.isEmpty || answer == nil ? "" : " · "
        let room = max(width - 2 - TerminalWidth.width(of: separator), 0)
        let (titleRoom, answerRoom) = Self.share(
            room, first: TerminalWidth.width(of: title),
            second: answer.map { TerminalWidth.width(of: $0) } ?? 0)
        var column = buffer.write(mark, at: TerminalPoint(column: 0, row: 0), style: markStyle)
        column += 1
        column += buffer.write(
            Self.cut(title, to: titleRoom), at: TerminalPoint(column: column, row: 0),
            style: TerminalStyle(attributes: [.bold]))
        if let answer {
            column += buffer.write(
                separator, at: TerminalPoint(column: column, row: 0),
                style: TerminalStyle(attributes: [.dim]))
            buffer.write(
                Self.cut(answer, to: min(answerRoom, width - column)),
                at: TerminalPoint(column: column, row: 0),
                style: TerminalStyle(foreground: isAnswered ? .ansi(6) : .default))
        }
        return buffer
    }

    /// How `room` cells are shared between two texts `first` and `second` cells wide: each
    /// whole when they fit together; else the shorter whole when it fits in half the room
    /// and the longer the rest; else half each (the first gets the odd cell).
    static func share(_ room: Int, first: Int, second: Int) -> (Int, Int) {
        if first + second <= room { return (first, second) }
        let half = room - room / 2
        if first <= room / 2 { return (first, room - first) }
        if second <= room / 2 { return (room - second, second) }
        return (half, room - half)
    }

    /// `text` cut to `width` cells, ending with "…" (after the last word kept, no space
    /// before it) when cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard TerminalWidth.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = TerminalWidth.width(of: character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + "…"
    }

    /// The first line of the alert's title, else of its first message
    /// (``AlertReadableTextItem``s); empty for an alert with no text (the line then shows
    /// its answer alone: `✔ beta`).
    static func title(of interaction: AlertInteraction) -> String {
        let texts = interaction.items.compactMap { $0 as? any AlertReadableTextItem }
            .filter { !$0.isHidden }
        let ordered =
            texts.filter { $0.textRole == .title } + texts.filter { $0.textRole != .title }
        for item in ordered {
            let lines = item.text.split(whereSeparator: \.isNewline)
            let first = lines.first.map(String.init) ?? ""
            let clean = PlainPromptFormatter.clean(first).trimmingWhitespace()
            // A line break (a line feed, NEL, a line separator) cuts the title as the width
            // does: with "…", so a cut title never reads as the whole.
            if !clean.isEmpty { return lines.count > 1 ? clean + "…" : clean }
        }
        return ""
    }

    /// What the alert collected, as a person reads it: its value items' display values.
    private static func displayValue(of interaction: AlertInteraction) -> String? {
        let values = interaction.items.compactMap { ($0 as? any AlertValueItem)?.displayValue }
        let shown = values.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }
}
