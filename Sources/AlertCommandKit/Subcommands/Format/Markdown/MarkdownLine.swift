/// Helpers for one line of markdown source (no newline in it): blankness, indentation in
/// columns (a tab to the next multiple of four, as CommonMark counts).
enum MarkdownLine {
    /// Whether the line is empty or only spaces and tabs.
    static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The columns of the line's leading spaces and tabs.
    static func indentation(_ line: String) -> Int {
        var column = 0
        for scalar in line.unicodeScalars {
            if scalar == " " {
                column += 1
            } else if scalar == "\t" {
                column += 4 - column % 4
            } else {
                break
            }
        }
        return column
    }

    /// The line without its first `columns` columns of indentation (a tab that is only
    /// partly removed leaves spaces), or without all of it when it has fewer.
    static func removingIndentation(_ line: String, columns: Int) -> String {
        var column = 0
        var scalars = Substring(line).unicodeScalars[...]
        while column < columns, let first = scalars.first, first == " " || first == "\t" {
            let width = first == "\t" ? 4 - column % 4 : 1
            scalars = scalars.dropFirst()
            if column + width > columns {
                let spaces = String(repeating: " ", count: column + width - columns)
                return spaces + String(String.UnicodeScalarView(scalars))
            }
            column += width
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The line without leading spaces and tabs.
    static func trimmingLeading(_ line: String) -> String {
        String(line.drop { $0 == " " || $0 == "\t" })
    }

    /// The line without trailing spaces and tabs.
    static func trimmingTrailing(_ line: String) -> String {
        var result = line
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    /// The line without spaces and tabs at either end.
    static func trimmed(_ line: String) -> String {
        trimmingTrailing(trimmingLeading(line))
    }
}
