/// Greedy line breaking in cells for one paragraph: breaks at spaces, and between any two
/// CJK characters; words wider than a line are broken between graphemes.
struct CJKLineWrapper {
    let maxWidth: Int
    let ambiguous: TerminalWidth.AmbiguousWidth

    private var lines: [String] = []
    private var line = ""
    private var lineWidth = 0

    init(maxWidth: Int, ambiguous: TerminalWidth.AmbiguousWidth) {
        self.maxWidth = maxWidth
        self.ambiguous = ambiguous
    }

    /// A piece that cannot be broken (a word, or one CJK character) and whether a space
    /// stood before it.
    private struct Token {
        var text: String
        var width: Int
        var afterSpace: Bool
    }

    /// The lines of one paragraph (no newlines inside). O(n).
    mutating func wrap(_ paragraph: Substring) -> [String] {
        lines = []
        line = ""
        lineWidth = 0
        let tokens = tokenize(paragraph)
        guard !tokens.isEmpty else { return [""] }
        for token in tokens {
            place(token)
        }
        lines.append(line)
        return lines
    }

    private mutating func place(_ token: Token) {
        let gap = token.afterSpace && !line.isEmpty ? 1 : 0
        if lineWidth + gap + token.width <= maxWidth {
            if gap == 1 { line += " " }
            line += token.text
            lineWidth += gap + token.width
            return
        }
        if !line.isEmpty {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        if token.width <= maxWidth {
            line = token.text
            lineWidth = token.width
            return
        }
        for character in token.text {
            let width = TerminalWidth.width(of: character, ambiguous: ambiguous)
            if !line.isEmpty, lineWidth + width > maxWidth {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            line.append(character)
            lineWidth += width
        }
    }

    private func tokenize(_ paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var wordWidth = 0
        var afterSpace = false
        func flush() {
            guard !word.isEmpty else { return }
            tokens.append(Token(text: word, width: wordWidth, afterSpace: afterSpace))
            word = ""
            wordWidth = 0
            afterSpace = false
        }
        for character in paragraph {
            if character == " " {
                flush()
                afterSpace = true
                continue
            }
            let width = TerminalWidth.width(of: character, ambiguous: ambiguous)
            if TerminalTextMeasurer.isCJK(character) {
                flush()
                tokens.append(Token(text: String(character), width: width, afterSpace: afterSpace))
                afterSpace = false
            } else {
                word.append(character)
                wordWidth += width
            }
        }
        flush()
        return tokens
    }
}
