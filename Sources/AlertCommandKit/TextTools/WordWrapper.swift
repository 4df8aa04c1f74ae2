import TerminalKit

/// The state of x/ansi's `Wrap` (wrap.go) as it reads text: the lines written, the word and
/// the spaces not yet placed.
struct WordWrapper {
    /// The cells of a line.
    let limit: Int
    /// What is written so far.
    private(set) var output = ""
    /// The word being read, escape sequences included.
    var word = ""
    private var space = ""
    private var spaceWidth = 0
    private var lineWidth = 0
    private var wordWidth = 0

    /// A wrapper for lines of `limit` cells.
    init(limit: Int) {
        self.limit = limit
    }

    /// Reads one grapheme: x/ansi takes ASCII byte by byte, anything else as a cluster.
    mutating func add(_ character: Character) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return }
        if first.isASCII {
            addASCII(first)
            let rest = String(String.UnicodeScalarView(scalars.dropFirst()))
            if rest.unicodeScalars.allSatisfy(\.isASCII) {
                for scalar in rest.unicodeScalars { addASCII(scalar) }
            } else if !rest.isEmpty {
                addCluster(rest, width: TerminalWidth.width(of: rest))
            }
        } else {
            addCluster(String(character), width: TerminalWidth.width(of: character))
        }
    }

    /// What the wrapped text is once everything was read.
    mutating func finished() -> String {
        if wordWidth == 0 { flushTrailingSpace() }
        addWord()
        return output
    }

    private mutating func addCluster(_ cluster: String, width: Int) {
        if let first = cluster.unicodeScalars.first, first.isGoSpace, first != "\u{A0}" {
            addWord()
            space += cluster
            spaceWidth += width
            return
        }
        if wordWidth + width > limit { addWord() }
        word += cluster
        wordWidth += width
        if lineWidth + wordWidth + spaceWidth > limit { addNewline() }
        if wordWidth == limit { addWord() }
    }

    private mutating func addASCII(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\n":
            if wordWidth == 0 { flushTrailingSpace() }
            addWord()
            addNewline()
        case _ where scalar.isGoSpace:
            addWord()
            space.unicodeScalars.append(scalar)
            spaceWidth += 1
        case "-":
            addSpace()
            if lineWidth + wordWidth >= limit {
                word += "-"
                wordWidth += 1
            } else {
                addWord()
                output += "-"
                lineWidth += 1
            }
        default:
            if lineWidth == limit { addNewline() }
            word.unicodeScalars.append(scalar)
            wordWidth += 1
            if wordWidth == limit { addWord() }
            if lineWidth + wordWidth + spaceWidth > limit { addNewline() }
        }
    }

    /// Spaces before a newline (or the end) are kept when they fit, dropped when not.
    private mutating func flushTrailingSpace() {
        if lineWidth + spaceWidth > limit {
            lineWidth = 0
        } else {
            output += space
        }
        space = ""
        spaceWidth = 0
    }

    private mutating func addSpace() {
        if spaceWidth == 0 && space.isEmpty { return }
        lineWidth += spaceWidth
        output += space
        space = ""
        spaceWidth = 0
    }

    private mutating func addWord() {
        if word.isEmpty { return }
        addSpace()
        lineWidth += wordWidth
        output += word
        word = ""
        wordWidth = 0
    }

    private mutating func addNewline() {
        output += "\n"
        lineWidth = 0
        space = ""
        spaceWidth = 0
    }
}
