import AlertCommandKit
import AlertProtocol

/// One whiptail or dialog box to ask, as its command line gave it: the program whose
/// contract the answer keeps, the box, and the common options.
package struct DialogQuestion: Hashable, Sendable {
    /// Whose contract the answer and the exit status keep.
    package var dialect: DialogDialect
    /// The box.
    package var box: DialogBox
    /// The common options.
    package var options: DialogOptions
    /// The environment's `DIALOG_…` variables, which change dialog's exit statuses.
    package var statusVariables: [String: String]

    /// Creates a question; `environment`'s `DIALOG_…` variables are kept for the exit
    /// status.
    package init(
        dialect: DialogDialect, box: DialogBox, options: DialogOptions,
        environment: [String: String] = [:]
    ) {
        self.dialect = dialect
        self.box = box
        self.options = options
        statusVariables = environment.filter { $0.key.hasPrefix("DIALOG_") }
    }

    /// The exit status for leaving the box by `button`.
    package func exitStatus(for button: DialogButton) -> Int32 {
        button.exitStatus(for: dialect, environment: statusVariables)
    }

    /// The ids `ALERT_ANSWERS` may answer the box by, the most particular first: its text
    /// (the first line of a text of several), then its title. Scripts such as raspi-config
    /// give every menu one title and tell them apart by the text. An id cannot be empty or
    /// hold `=` or a line break; a candidate that would is left out.
    package var answersIDs: [String] {
        let text = box.text.split(separator: "\n", omittingEmptySubsequences: true).first
        let candidates = [
            text.map { String($0).trimmingWhitespace() },
            options.title,
        ]
        var ids: [String] = []
        for case let key? in candidates
        where !key.isEmpty && !key.contains("=") && !key.contains(where: \.isNewline)
            && !ids.contains(key)
        {
            ids.append(key)
        }
        return ids
    }

    /// The id `ALERT_ANSWERS` answers the box by: the first of ``answersIDs`` that
    /// `answered` says the file holds; else its title, or its text without one (the name
    /// an error for a missing answer gives); nil when none can be an id.
    package func answersID(answered: (String) -> Bool = { _ in false }) -> String? {
        if let found = answersIDs.first(where: answered) { return found }
        let key = options.title.flatMap { $0.isEmpty ? nil : $0 } ?? box.text
        guard !key.isEmpty, !key.contains("="), !key.contains(where: \.isNewline) else {
            return answersIDs.first
        }
        return key
    }

    /// `line`, an answer of `ALERT_ANSWERS`, as the alert reads it when it names rows by
    /// their tags, as the script would get them back: a tag becomes its row's number (`2`),
    /// a checklist's tags (one, or several joined by commas) their rows' numbers (`1,3`).
    /// In a menu `#n` counts the rows, then the buttons after them (`#2` is the second row,
    /// and with two rows `#3` is OK), as the answers file has always read it. Any other
    /// line is left as it is (a number, a row as it is shown, yes or no). O(n) in the rows.
    ///
    /// A row is named by its label written out (`=LABEL`) where that label is the row's
    /// own (the first of that label), else by its number: a list's titles are read before
    /// numbers, so a number could name another row whose tag is that number.
    package func answer(readingTagsIn line: String) -> String {
        let entries: [DialogEntry]
        var isMenu = false
        switch box {
        case .menu(_, let rows), .inputMenu(_, let rows):
            (entries, isMenu) = (rows, true)
        case .checklist(_, let rows), .radiolist(_, let rows):
            entries = rows
        default: return line
        }
        var rows: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where rows[entry.tag] == nil {
            rows[entry.tag] = index + 1
        }
        if let row = rows[line] { return Self.naming(row: row, labels: labels(entries)) }
        if isMenu, line.hasPrefix("#"), let number = Int(line.dropFirst()), number >= 1 {
            guard number <= entries.count else { return "#\(number - entries.count)" }
            return Self.naming(row: number, labels: labels(entries))
        }
        guard case .checklist = box else { return line }
        let numbers = line.split(separator: ",").map { rows[String($0)] }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return line }
        return numbers.map { "\($0!)" }.joined(separator: ",")
    }

    /// The labels a list box shows first for `entries` (its tags, or items with
    /// `--notags`).
    private func labels(_ entries: [DialogEntry]) -> [String] {
        Array(DialogRows.columns(entries, options).labels)
    }

    /// Row `row` (from 1) as an answer the list reads as that row alone: `=LABEL` where the
    /// first row of that label is this one, else its number.
    static func naming(row: Int, labels: [String]) -> String {
        guard labels.indices.contains(row - 1),
            labels.firstIndex(where: { $0.isIdentical(to: labels[row - 1]) }) == row - 1
        else { return "\(row)" }
        return "=" + labels[row - 1]
    }
}
