import TerminalKit

extension VisibleText {
    /// `text` wrapped to `limit` cells as lipgloss's `Wrap` (wrap.go: x/ansi's `Wrap` with no
    /// extra breakpoints, then its `WrapWriter`): see ``wordWrapped(_:limit:)`` and
    /// ``carryingStyles(_:)``. O(n).
    static func wrapped(_ text: String, limit: Int) -> String {
        carryingStyles(wordWrapped(text, limit: limit))
    }

    /// x/ansi's `Wrap`: words move to the next line when they do not fit, a word wider than
    /// the line is cut, breaking after a hyphen is allowed, spaces where a line breaks are
    /// dropped, escape sequences stay with the word that follows them and take no width.
    /// Text is unchanged when `limit` is below 1. O(n).
    static func wordWrapped(_ text: String, limit: Int) -> String {
        guard limit >= 1 else { return text }
        var wrapper = WordWrapper(limit: limit)
        for token in TerminalTextScanner.tokens(of: text) {
            switch token {
            case .escape(let sequence):
                wrapper.word += sequence
            case .text(let piece):
                for character in piece {
                    wrapper.add(character)
                }
            }
        }
        return wrapper.finished()
    }

    /// lipgloss's `WrapWriter`: before each newline, the SGR style and OSC 8 link in force
    /// are ended (`ESC [ m`, `ESC ] 8 ; ; BEL`), and after it set again, so that each line
    /// stands alone. (lipgloss's final reset is written after its result is taken, so none
    /// is added at the end.) O(n).
    static func carryingStyles(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var pen = SGRPen()
        var link: (parameters: String, url: String)?
        var result = ""
        for token in TerminalTextScanner.tokens(of: text) {
            switch token {
            case .escape(let sequence):
                result += sequence
                if let parameters = token.sgrParameters {
                    pen.read(SGRParameter.parse(parameters))
                } else if let read = hyperlink(sequence) {
                    link = read.url.isEmpty && read.parameters.isEmpty ? nil : read
                }
            case .text(let piece):
                for scalar in piece.unicodeScalars {
                    guard scalar == "\n" else {
                        result.unicodeScalars.append(scalar)
                        continue
                    }
                    if !pen.isZero { result += SGRAttributes.reset }
                    if link != nil { result += "\u{1B}]8;;\u{07}" }
                    result += "\n"
                    if let link { result += "\u{1B}]8;\(link.parameters);\(link.url)\u{07}" }
                    if !pen.isZero { result += pen.sequence }
                }
            }
        }
        return result
    }

    /// The parameters and URL of an OSC 8 sequence (`ESC ] 8 ; params ; url`, ended by BEL or
    /// left to an ST), as ultraviolet's `ReadLink` reads them.
    private static func hyperlink(_ sequence: String) -> (parameters: String, url: String)? {
        guard sequence.hasPrefix("\u{1B}]8;") else { return nil }
        var body = sequence.dropFirst(2)
        if body.hasSuffix("\u{07}") { body = body.dropLast() }
        let fields = body.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        return (String(fields[1]), String(fields[2]))
    }
}
