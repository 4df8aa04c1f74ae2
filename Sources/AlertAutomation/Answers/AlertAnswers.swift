import AlertProtocol
import FoundationEssentials
import TerminalKit

/// Answers to alerts, keyed by alert id, for running without anybody to ask: a file of
/// `id=answer` lines (`#` starts a comment line; blank lines are skipped), as
/// `ALERT_ANSWERS=FILE` names it.
///
/// An answer is written as it would be typed in plain mode: a button's number or its title
/// (`yes` and `no` also pick a question's affirmative and negative buttons), the text of a
/// text field (a secret too), a day as `YYYY-MM-DD`, rows of a list as `1,3` or `2-4`, the
/// number of a filter's match or text to search for. A form's fields are answered one a
/// line, under the form's id, a dot and the field's label (`account.Name=Ada`); a field
/// left out keeps its value, and the form's own id, when given, answers its buttons
/// (`account=esc` cancels it; without it the form is answered with OK). The terminal's `TerminalAlerts.run`
/// (and `alert`, and `alert-gtk`) answers every alert shown with an id (`AlertOptions.id`) found here, without drawing
/// it; an alert it cannot answer is asked on the terminal, or, without one, fails at once
/// with a message naming its id. An alert that asks nothing (a status) or shows work (a
/// progress) needs no answer: it runs its course.
public struct AlertAnswers: Hashable, Sendable {
    /// The answers by id (of ids that are canonically equivalent, such as `é` as one code
    /// point and as two, one only: look answers up with ``subscript(_:)``, which matches
    /// ids exactly).
    package let answers: [String: String]
    /// Where they came from (a path), for messages.
    package let source: String

    /// Why a file of answers cannot be used.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file cannot be read.
        case unreadable(path: String)
        /// A line is not `id=answer` (1-based line number).
        case malformed(line: Int, text: String)
        /// An id is given twice (the line of the second).
        case duplicate(id: String, line: Int)

        /// The reason, in a sentence.
        public var description: String {
            switch self {
            case .unreadable(let path): "cannot read the answers file \(path)"
            case .malformed(let line, let text):
                "line \(line) of the answers file is not id=answer: \(text)"
            case .duplicate(let id, let line):
                "line \(line) of the answers file answers \(id) a second time"
            }
        }
    }

    /// Answers given directly.
    public init(_ answers: [String: String], source: String = "the answers given") {
        self.init(
            exact: Dictionary(uniqueKeysWithValues: answers.map { (ExactID($0.key), $0.value) }),
            source: source)
    }

    /// These answers with `id`'s replaced by `answer` (or added).
    package func replacing(_ id: String, with answer: String) -> AlertAnswers {
        var exact = exact
        exact[ExactID(id)] = answer
        return AlertAnswers(exact: exact, source: source)
    }

    /// The answers keyed by ids matched exactly.
    private init(exact: [ExactID: String], source: String) {
        self.exact = exact
        self.answers = Dictionary(
            exact.map { ($0.key.text, $0.value) }, uniquingKeysWith: { first, _ in first })
        self.source = source
    }

    /// Reads `id=answer` lines. O(n) in the text.
    ///
    /// Lines end at a line feed only (a carriage return before it is dropped), so an answer
    /// keeps every other character, a tab or a Unicode line separator included; a byte
    /// order mark before the first line is not part of its id. Ids are matched exactly,
    /// scalar for scalar: `é` written as one code point and as `e` with a combining accent
    /// are two ids.
    ///
    /// - Throws: ``ReadError`` for a line that is not `id=answer` or an id given twice.
    package init(text: String, source: String = "the answers given") throws(ReadError) {
        var answers: [ExactID: String] = [:]
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            var line = rawLine
            if line.last == "\r" { line.removeLast() }
            let trimmed = String(line).trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .malformed(line: index + 1, text: trimmed)
            }
            let id = String(line[..<equals]).trimmingWhitespace()
            guard !id.isEmpty else { throw .malformed(line: index + 1, text: trimmed) }
            guard answers[ExactID(id)] == nil else { throw .duplicate(id: id, line: index + 1) }
            answers[ExactID(id)] = String(line[line.index(after: equals)...])
        }
        self.init(exact: answers, source: source)
    }

    /// The most an answers file may hold (16 MiB); a larger one cannot be read.
    static let maximumFileSize = 16 << 20

    /// Reads the file at `path` (see `init(text:source:)`): a regular file, a named pipe
    /// (`ALERT_ANSWERS=<(…)`) or a device such as `/dev/null` (no answers), of at most
    /// 16 MiB. Its bytes are kept as they are
    /// (`LosslessUTF8`): an answer that is not UTF-8 gives back its own bytes.
    public init(contentsOf path: String) throws(ReadError) {
        guard let bytes = FileDescriptorIO.readFile(atPath: path, limit: Self.maximumFileSize)
        else { throw .unreadable(path: path) }
        let data = Data(bytes)
        try self.init(text: LosslessUTF8.decode(data), source: path)
    }

    /// An id, hashed and compared scalar for scalar (`String`'s own `==` takes canonically
    /// equivalent ids as one).
    private struct ExactID: Hashable, Sendable {
        /// The id.
        let text: String

        init(_ text: String) { self.text = text }

        static func == (left: ExactID, right: ExactID) -> Bool {
            left.text.isIdentical(to: right.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text.utf8.count)
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    /// The answers by id, matched exactly.
    private let exact: [ExactID: String]

    /// The answer for `id`, if any. O(1).
    package subscript(id: String) -> String? { exact[ExactID(id)] }

    /// The environment variable naming a file of answers.
    package static let variable = "ALERT_ANSWERS"

    /// The answers of the file `ALERT_ANSWERS` names in `environment`; nil when it is unset
    /// or empty.
    ///
    /// - Throws: ``ReadError`` when the file cannot be read or a line is not `id=answer`.
    package static func fromEnvironment(_ environment: [String: String]) throws(ReadError)
        -> AlertAnswers?
    {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        return try AlertAnswers(contentsOf: path)
    }
}
