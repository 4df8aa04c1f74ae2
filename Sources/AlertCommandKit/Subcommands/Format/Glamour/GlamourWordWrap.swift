import TerminalKit

/// x/ansi's `Wrap` as glamour and lipgloss call it (wrap.go), with breakpoints: words move
/// to the next line when they do not fit, a word as wide as the line is cut, a line may
/// also break after a hyphen or a breakpoint character, spaces where a line breaks are
/// dropped, escape sequences stay with the word that follows and take no width. Text is
/// unchanged below 1 column. O(n).
struct GlamourWordWrap {
    /// The cells of a line.
    let limit: Int
    /// Characters after which a line may break (glamour's blocks: ` ,.;-+|`).
    let breakpoints: Set<Character>
    private var output = ""
    private var word = ""
    private var wordWidth = 0
    private var space = ""
    private var spaceWidth = 0
    private var lineWidth = 0

    /// `text` wrapped to `limit` cells.
    static func wrapped(_ text: String, limit: Int, breakpoints: String = "") -> String {
        guard limit >= 1 else { return text }
        var wrapper = GlamourWordWrap(limit: limit, breakpoints: Set(breakpoints))
        for token in TerminalTextScanner.tokens(of: text) {
            switch token {
            case .escape(let sequence):
                wrapper.word += sequence
            case .text(let piece):
                for character in piece { wrapper.add(character) }
            }
        }
        return wrapper.finish()
    }

    private init(limit: Int, breakpoints: Set<Character>) {
        self.limit = limit
        self.breakpoints = breakpoints
    }

    private mutating func add(_ character: Character) {
        if character == "\n" || character == "\r\n" {
            keepTrailingSpace()
            addWord()
            newline()
            return
        }
        let ascii = character.unicodeScalars.count == 1 && character.unicodeScalars.first!.isASCII
        let width = ascii ? 1 : TerminalWidth.width(of: character)
        let first = character.unicodeScalars.first!
        if first.properties.isWhitespace && (ascii || first != "\u{A0}") {
            addWord()
            space.append(character)
            spaceWidth += ascii ? 1 : width
        } else if breakpoints.contains(character) || (ascii && character == "-") {
            addSpace()
            if lineWidth + wordWidth + width > limit {
                word.append(character)
                wordWidth += width
            } else {
                addWord()
                output.append(character)
                lineWidth += width
            }
        } else if ascii {
            if lineWidth == limit { newline() }
            word.append(character)
            wordWidth += 1
            if wordWidth == limit { addWord() }
            if lineWidth + wordWidth + spaceWidth > limit { newline() }
        } else {
            if wordWidth + width > limit { addWord() }
            word.append(character)
            wordWidth += width
            if lineWidth + wordWidth + spaceWidth > limit { newline() }
            if wordWidth == limit { addWord() }
        }
    }

    /// Spaces before a line break or the end stay when they fit on the line.
    private mutating func keepTrailingSpace() {
        guard wordWidth == 0 else { return }
        if lineWidth + spaceWidth > limit {
            lineWidth = 0
        } else {
            output += space
        }
        space = ""
        spaceWidth = 0
    }

    private mutating func addSpace() {
        lineWidth += spaceWidth
        output += space
        space = ""
        spaceWidth = 0
    }

    private mutating func addWord() {
        guard !word.isEmpty else { return }
        addSpace()
        lineWidth += wordWidth
        output += word
        word = ""
        wordWidth = 0
    }

    private mutating func newline() {
        output += "\n"
        lineWidth = 0
        space = ""
        spaceWidth = 0
    }

    private mutating func finish() -> String {
        keepTrailingSpace()
        addWord()
        return output
    }
}
