/// Comma-separated values read as Go's `encoding/csv` reads them (gum's table reads its data
/// so, table/command.go): fields split at the separator, a field in double quotes may hold
/// separators, line breaks and doubled quotes; `\r\n` ends a record as `\n` does; a byte
/// order mark at the start is dropped; blank lines are skipped.
struct CSVRecords {
    /// Why the text is no CSV.
    enum Problem: Error, Equatable {
        /// A bare `"` in an unquoted field, or a quote not followed by the separator
        /// (without lazy quotes), on this line.
        case quote(line: Int)
        /// A record with another number of fields than the first, on this line.
        case fieldCount(line: Int)
    }

    /// The records, each its fields.
    private(set) var records: [[String]] = []

    /// Reads `text` with `separator`. `lazyQuotes` lets a quote stand in an unquoted field
    /// and a lone quote in a quoted one; `fieldsPerRecord` as Go's: 0 every record has as
    /// many fields as the first, above 0 that many, below 0 any number.
    ///
    /// - Throws: ``Problem``. O(n) in the text.
    init(
        _ text: String, separator: Character = ",", lazyQuotes: Bool = false,
        fieldsPerRecord: Int = 0
    ) throws(Problem) {
        var characters = Array(text)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var index = 0
        var line = 1
        var expected = fieldsPerRecord
        while index < characters.count {
            // A blank line is no record.
            if characters[index] == "\n" || characters[index] == "\r\n" {
                index += 1
                line += 1
                continue
            }
            let recordLine = line
            var fields: [String] = []
            var field = ""
            var inQuotes = false
            var quoted = false
            var ended = false
            while index < characters.count, !ended {
                let character = characters[index]
                index += 1
                if inQuotes {
                    if character == "\"" {
                        if index < characters.count, characters[index] == "\"" {
                            field.append("\"")
                            index += 1
                        } else if index >= characters.count || characters[index] == separator
                            || characters[index] == "\n" || characters[index] == "\r\n"
                        {
                            inQuotes = false
                        } else if lazyQuotes {
                            field.append("\"")
                        } else {
                            throw .quote(line: line)
                        }
                    } else {
                        if character == "\n" || character == "\r\n" { line += 1 }
                        field.append(character == "\r\n" ? "\n" : character)
                    }
                    continue
                }
                switch character {
                case separator:
                    fields.append(field)
                    field = ""
                    quoted = false
                case "\n", "\r\n":
                    ended = true
                    line += 1
                case "\"" where field.isEmpty && !quoted:
                    inQuotes = true
                    quoted = true
                case "\"":
                    guard lazyQuotes else { throw .quote(line: line) }
                    field.append(character)
                default:
                    field.append(character)
                }
            }
            if inQuotes, !lazyQuotes { throw .quote(line: line) }
            fields.append(field)
            if expected == 0 { expected = fields.count }
            if expected > 0, fields.count != expected { throw .fieldCount(line: recordLine) }
            records.append(fields)
        }
    }

    /// `fields` as one CSV line, as Go's `csv.Writer` writes it: a field quoted when it
    /// holds the separator, a quote, a line break or starts with a blank, its quotes
    /// doubled; ended by a line feed.
    static func line(_ fields: [String], separator: Character = ",") -> String {
        fields.map { field in
            let needsQuotes =
                field == "\\."
                || field.contains { $0 == separator || $0 == "\"" || $0 == "\r" || $0 == "\n" }
                || field.first.map { $0.isWhitespace } == true
            guard needsQuotes else { return field }
            return "\"" + field.replacing("\"", with: "\"\"") + "\""
        }.joined(separator: String(separator)) + "\n"
    }
}
