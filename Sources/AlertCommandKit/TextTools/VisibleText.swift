import TerminalKit

/// Text that may hold escape sequences (SGR, OSC 8 links…), measured and cut by what shows.
///
/// Widths are TerminalKit's (``TerminalWidth``: East Asian wide characters and emoji take
/// two cells); escape sequences take none, as with x/ansi's `StringWidth`. A grapheme never
/// spans an escape sequence.
package enum VisibleText {
    /// The cells `line` takes on screen: escape sequences count 0. O(n).
    package static func width(of line: some StringProtocol) -> Int {
        guard line.utf8.contains(0x1B) else { return TerminalWidth.width(of: String(line)) }
        var total = 0
        for case .text(let text) in TerminalTextScanner.tokens(of: line) {
            total += TerminalWidth.width(of: text)
        }
        return total
    }

    /// `text` without its escape sequences, as x/ansi's `Strip` leaves it (printable text and
    /// control characters such as newlines stay). O(n).
    package static func stripped(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var result = ""
        for case .text(let piece) in TerminalTextScanner.tokens(of: text) {
            result += piece
        }
        return result
    }

    /// The lines of `text` and the width of the widest, as lipgloss's `getLines`: tabs
    /// become four spaces and CRLF a newline first. O(n).
    static func lines(of text: String) -> (lines: [String], widest: Int) {
        let lines = text.replacingTabs(width: 4).replacingCRLF().lineSplit()
        return (lines, lines.map { width(of: $0) }.max() ?? 0)
    }
}
