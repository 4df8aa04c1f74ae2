import Foundation

/// Answers to alerts, keyed by alert id, for running without anybody to ask: a file of
/// `id=answer` lines (`#` starts a comment line; blank lines are skipped), as
/// `ALERT_ANSWERS=FILE` names it.
///
/// An answer is written as it would be typed in plain mode: a button's number or its title
/// (`yes` and `no` also pick a question's affirmative and negative buttons), the text of a
/// text field (a secret too), a day as `YYYY-MM-DD`, rows of a list as `1,3` or `2-4`, the
/// number of a filter's match or text to search for. ``TerminalAlerts/run(mode:interruption:leavesSummaryLines:answers:environment:_:)``
/// answers every alert shown with an id (`AlertOptions.id`) found here, without drawing
/// it; an alert it cannot answer is asked on the terminal, or, without one, fails at once
/// with a message naming its id. An alert that asks nothing (a status) or shows work (a
/// progress) needs no answer: it runs its course.
public struct AlertAnswers: Hashable, Sendable {
    /// The answers by id.
    public let answers: [String: String]
    /// Where they came from (a path), for messages.
    public let source: String

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
        self.answers = answers
        self.source = source
    }

    /// Reads `id=answer` lines. O(n) in the text.
    ///
    /// - Throws: ``ReadError`` for a line that is not `id=answer` or an id given twice.
    public init(text: String, source: String = "the answers given") throws(ReadError) {
        var answers: [String: String] = [:]
        // CR LF is one Character, and a line break of its own.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .malformed(line: index + 1, text: trimmed)
            }
            let id = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty else { throw .malformed(line: index + 1, text: trimmed) }
            guard answers[id] == nil else { throw .duplicate(id: id, line: index + 1) }
            answers[id] = String(line[line.index(after: equals)...])
        }
        self.init(answers, source: source)
    }

    /// Reads the file at `path` (see ``init(text:source:)``): a regular file, a named pipe
    /// (`ALERT_ANSWERS=<(…)`) or a device such as `/dev/null` (no answers), read to its end.
    public init(contentsOf path: String) throws(ReadError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable(path: path)
        }
        try self.init(text: String(decoding: data, as: UTF8.self), source: path)
    }

    /// The answer for `id`, if any. O(1).
    public subscript(id: String) -> String? { answers[id] }

    /// The environment variable naming a file of answers.
    public static let variable = "ALERT_ANSWERS"

    /// The answers of the file `ALERT_ANSWERS` names in `environment`; nil when it is unset
    /// or empty.
    ///
    /// - Throws: ``ReadError`` when the file cannot be read or a line is not `id=answer`.
    public static func fromEnvironment(_ environment: [String: String]) throws(ReadError)
        -> AlertAnswers?
    {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        return try AlertAnswers(contentsOf: path)
    }
}
