import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Greedy word wrapping over any width function, grapheme by grapheme.
///
/// Lines break at newlines, between words, and around characters of scripts written without
/// spaces (CJK: see `breaksWithoutSpace(_:)`); a word wider than a line is broken between
/// graphemes (`Character`s), so emoji and combining sequences never split. Runs of spaces
/// collapse to one. Complexity: O(n) calls to the width function for n characters.
///
/// The measurers of every presenter wrap with it (the terminal's does): use it in an
/// ``AlertTextMeasuring`` of your own, over your own width function.
public struct AlertTextWrapper {
    /// The widest a line may be; at least one grapheme goes on each line regardless.
    package var maxWidth: CGFloat
    /// Measures a piece of text on one line.
    package var width: (String) -> CGFloat

    /// Creates a wrapper of lines at most `maxWidth` wide (NaN counts as zero), measuring
    /// each piece of text with `width`.
    public init(maxWidth: CGFloat, width: @escaping (String) -> CGFloat) {
        self.maxWidth = maxWidth.isNaN ? 0 : maxWidth
        self.width = width
    }

    /// Wraps `text`; empty text gives no lines, an empty paragraph gives an empty line.
    public func wrap(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = []
        let paragraphs = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
        for paragraph in paragraphs {
            result.append(contentsOf: wrapParagraph(Substring(paragraph)))
        }
        return result
    }

    /// The width `text` asks for when wrapped: its widest piece that is never broken unless
    /// wider than a line (a word, or one character that breaks without a space), and its
    /// widest paragraph set on one line, measured as ``wrap(_:)`` adds up a line (words and
    /// single spaces), so wrapping to that width keeps the paragraph on one line. Empty
    /// text asks for nothing. O(n) calls to the width function for n characters.
    package func naturalWidth(of text: String) -> (unbreakable: CGFloat, flowing: CGFloat) {
        var unbreakable: CGFloat = 0
        var flowing: CGFloat = 0
        guard !text.isEmpty else { return (0, 0) }
        let spaceWidth = width(" ")
        for paragraph in text.split(whereSeparator: { $0.isNewline }) {
            var line: CGFloat = 0
            for (index, token) in Self.tokens(of: paragraph).enumerated() {
                let tokenWidth = width(token.text)
                unbreakable = max(unbreakable, tokenWidth)
                line += (token.isAfterSpace && index > 0 ? spaceWidth : 0) + tokenWidth
            }
            flowing = max(flowing, line)
        }
        return (unbreakable, flowing)
    }

    /// A piece of a paragraph that is never broken unless it is wider than a line: a word,
    /// or one character that breaks without a space (see ``breaksWithoutSpace(_:)``).
    private struct Token {
        var text: String
        var isAfterSpace: Bool
    }

    private func wrapParagraph(_ paragraph: Substring) -> [String] {
        let tokens = Self.tokens(of: paragraph)
        guard !tokens.isEmpty else { return [""] }
        let spaceWidth = width(" ")
        var lines: [String] = []
        var line = ""
        var lineWidth: CGFloat = 0
        for token in tokens {
            let tokenWidth = width(token.text)
            let gap = token.isAfterSpace && !line.isEmpty ? spaceWidth : 0
            if lineWidth + gap + tokenWidth <= maxWidth {
                if gap > 0 { line += " " }
                line += token.text
                lineWidth += gap + tokenWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            if tokenWidth <= maxWidth {
                line = token.text
                lineWidth = tokenWidth
            } else {
                var pieces = hardWrap(Substring(token.text))
                let last = pieces.removeLast()
                lines.append(contentsOf: pieces)
                line = last
                lineWidth = width(last)
            }
        }
        lines.append(line)
        return lines
    }

    /// Splits a paragraph into words at spaces (runs of spaces collapse) and around every
    /// character that breaks without a space.
    private static func tokens(of paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var isAfterSpace = false
        func flush() {
            guard !word.isEmpty else { return }
            tokens.append(Token(text: word, isAfterSpace: isAfterSpace))
            word = ""
            isAfterSpace = false
        }
        for character in paragraph {
            if character == " " {
                flush()
                isAfterSpace = true
            } else if breaksWithoutSpace(character) {
                flush()
                tokens.append(Token(text: String(character), isAfterSpace: isAfterSpace))
                isAfterSpace = false
            } else {
                word.append(character)
            }
        }
        flush()
        return tokens
    }

    /// Whether a line may break before or after `character` with no space: CJK ideographs,
    /// kana, Hangul, CJK symbols and punctuation, and fullwidth forms — scripts written
    /// without spaces between words.
    package static func breaksWithoutSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
            0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// `text` on one line no wider than the wrapper's `maxWidth`: the text itself when it
    /// fits, else cut at `cut` with an ellipsis (`…`, measured with the wrapper's width
    /// function like everything else).
    /// Graphemes (`Character`s) are kept or left out whole, so an ellipsis never splits a
    /// wide glyph, an emoji or a combining sequence; a cell a wide glyph would need may stay
    /// empty instead. With `forcingEllipsis` the ellipsis is shown even when the text fits
    /// (a line followed by more than there is room for). Newlines count as drawn (the caller
    /// joins paragraphs first). Empty when not even the ellipsis fits.
    /// O(n) calls to the width function for n characters.
    public func fit(_ text: String, cut: AlertTextCut, forcingEllipsis: Bool = false) -> String {
        if !forcingEllipsis, width(text) <= maxWidth { return text }
        let ellipsis = "…"
        let budget = maxWidth - width(ellipsis)
        guard budget >= 0 else { return "" }
        let characters = Array(text)
        let widths = characters.map { width(String($0)) }
        var head = 0
        var headWidth: CGFloat = 0
        var tail = characters.count
        var tailWidth: CGFloat = 0
        switch cut {
        case .end:
            while head < characters.count, headWidth + widths[head] <= budget {
                headWidth += widths[head]
                head += 1
            }
            tail = characters.count
        case .middle:
            // The start gets the larger half; the end what is left, then the start again
            // whatever a wide glyph at the end left over.
            let half = (budget / 2).rounded(.up)
            while head < characters.count, headWidth + widths[head] <= half {
                headWidth += widths[head]
                head += 1
            }
            while tail > head, headWidth + tailWidth + widths[tail - 1] <= budget {
                tailWidth += widths[tail - 1]
                tail -= 1
            }
            while head < tail, headWidth + tailWidth + widths[head] <= budget {
                headWidth += widths[head]
                head += 1
            }
        }
        if head >= tail, !forcingEllipsis { return text }
        // Spaces next to the ellipsis would only widen the gap it stands for.
        var start = characters[..<head]
        while start.last == " " { start.removeLast() }
        var end = characters[max(tail, head)...]
        while end.first == " " { end.removeFirst() }
        return String(start) + ellipsis + String(end)
    }

    private func hardWrap(_ word: Substring) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth: CGFloat = 0
        for character in word {
            let characterWidth = width(String(character))
            if !piece.isEmpty, pieceWidth + characterWidth > maxWidth {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        pieces.append(piece)
        return pieces
    }
}
