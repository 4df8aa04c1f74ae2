import Foundation

/// Greedy word wrapping over any width function, grapheme by grapheme.
///
/// Lines break at newlines and between words; a word wider than a line is broken between
/// graphemes (`Character`s), so emoji and CJK never split. Runs of spaces collapse to
/// one at a break. Complexity: O(n) calls to the width function for n characters.
public struct AlertTextWrapper {
    /// The widest a line may be; at least one grapheme goes on each line regardless.
    public var maxWidth: CGFloat
    /// Measures a piece of text on one line.
    public var width: (String) -> CGFloat

    /// Creates a wrapper.
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

    private func wrapParagraph(_ paragraph: Substring) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
        guard !words.isEmpty else { return [""] }
        let spaceWidth = width(" ")
        var lines: [String] = []
        var line = ""
        var lineWidth: CGFloat = 0
        for word in words {
            let wordWidth = width(String(word))
            if line.isEmpty, wordWidth <= maxWidth {
                line = String(word)
                lineWidth = wordWidth
            } else if !line.isEmpty, lineWidth + spaceWidth + wordWidth <= maxWidth {
                line += " " + word
                lineWidth += spaceWidth + wordWidth
            } else if wordWidth <= maxWidth {
                lines.append(line)
                line = String(word)
                lineWidth = wordWidth
            } else {
                if !line.isEmpty { lines.append(line) }
                var pieces = hardWrap(word)
                let last = pieces.removeLast()
                lines.append(contentsOf: pieces)
                line = last
                lineWidth = width(last)
            }
        }
        lines.append(line)
        return lines
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
