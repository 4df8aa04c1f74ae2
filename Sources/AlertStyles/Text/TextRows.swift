import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lines cut into rows no wider than a width, between graphemes, as a pager and a text area
/// show them: a row is a run of its line's characters, so a column of a line stays where
/// it is and a search match or a cursor maps to a row and an x by counting characters.
/// (Words are not kept whole: a long line breaks at the edge, as `less` breaks it.)
package enum TextRows {
    /// The rows of `line`: ranges of character offsets, in order, covering it; a row is
    /// the longest run whose widths (`width(c)`) add up to no more than `maxWidth`, and
    /// holds at least one character (one wider than `maxWidth` has a row of its own). An
    /// empty line is one empty row. O(n) widths.
    package static func rows(
        of line: [Character], maxWidth: CGFloat, width: (Character) -> CGFloat
    ) -> [Range<Int>] {
        guard !line.isEmpty else { return [0..<0] }
        var rows: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for (index, character) in line.enumerated() {
            let next = width(character)
            if index > start, used + next > maxWidth {
                rows.append(start..<index)
                start = index
                used = 0
            }
            used += next
        }
        rows.append(start..<line.count)
        return rows
    }

    /// `line` with each tab replaced by the spaces up to the next stop, every `tabSize`
    /// columns, a column being the width of a space (`width(c)` of each character before
    /// it, so a wide character counts two). The line itself when it has no tab. O(n).
    package static func expandingTabs(
        _ line: Substring, tabSize: Int = 8, width: (Character) -> CGFloat
    ) -> String {
        guard line.contains("\t") else { return String(line) }
        let space = max(width(" "), 1)
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabSize - column % tabSize
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += Int((width(character) / space).rounded())
            }
        }
        return result
    }
}
