/// Reads a paragraph's text into inlines (CommonMark's inline rules as goldmark applies
/// them, with GitHub's strikethrough and bare-URL autolinks): escapes, code spans,
/// emphasis, links and images (inline and reference), autolinks, inline HTML, character
/// references, and with ``emoji`` on, `:shortcode:` emoji.
///
/// As in goldmark under glamour, an escaped character keeps its backslash unless glamour's
/// replacer removes it (``MarkdownEscapes/shownWithoutBackslash``), and code spans decode
/// character references (glamour unescapes them).
struct MarkdownInlineParser {
    /// The link reference definitions, by normalized label.
    let definitions: [String: MarkdownLinkDefinition]
    /// Whether `:shortcode:` becomes an emoji (goldmark-emoji).
    let emoji: Bool

    /// The inlines of `text`.
    func parse(_ text: String) -> [MarkdownInline] {
        var state = State(characters: Array(text))
        while state.index < state.characters.count {
            step(&state)
        }
        state.flush()
        Self.processEmphasis(&state.items)
        return MarkdownInlineItem.inlines(state.items)
    }

    /// The reading position, the items so far and the text not yet made an item.
    struct State {
        /// The text's characters.
        let characters: [Character]
        /// The next character to read.
        var index = 0
        /// The items read.
        var items: [MarkdownInlineItem] = []
        /// Text read since the last item.
        var pending = ""

        /// The character `offset` after the current one, if any.
        func peek(_ offset: Int = 1) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// Ends the pending text as an item.
        mutating func flush() {
            if !pending.isEmpty {
                items.append(.node(.text(pending)))
                pending = ""
            }
        }

        /// Adds a finished inline after the pending text.
        mutating func append(_ inline: MarkdownInline) {
            flush()
            items.append(.node(inline))
        }
    }

    private func step(_ state: inout State) {
        let character = state.characters[state.index]
        switch character {
        case "\\":
            if let next = state.peek(), MarkdownEscapes.isEscapable(next) {
                if !MarkdownEscapes.shownWithoutBackslash.contains(next) {
                    state.pending.append("\\")
                }
                state.pending.append(next)
                state.index += 2
            } else {
                state.pending.append("\\")
                state.index += 1
            }
        case "`":
            codeSpan(&state)
        case "*", "_", "~":
            delimiterRun(&state)
        case "[":
            state.flush()
            state.items.append(.opener(.init(image: false, labelStart: state.index + 1)))
            state.index += 1
        case "!" where state.peek() == "[":
            state.flush()
            state.items.append(.opener(.init(image: true, labelStart: state.index + 2)))
            state.index += 2
        case "]":
            closeBracket(&state)
        case "<":
            if !angleBracket(&state) {
                state.pending.append("<")
                state.index += 1
            }
        case "&":
            if let (decoded, length) = HTMLEntities.reference(in: state.characters, at: state.index)
            {
                state.pending += decoded
                state.index += length
            } else {
                state.pending.append("&")
                state.index += 1
            }
        case ":" where emoji:
            if !shortcode(&state) {
                state.pending.append(":")
                state.index += 1
            }
        default:
            if !bareLink(&state) {
                state.pending.append(character)
                state.index += 1
            }
        }
    }

    /// A code span: a run of backticks up to the next run of the same length; unmatched,
    /// the backticks are text.
    private func codeSpan(_ state: inout State) {
        let characters = state.characters
        let start = state.index
        var length = 0
        while start + length < characters.count, characters[start + length] == "`" { length += 1 }
        var search = start + length
        while search < characters.count {
            guard characters[search] == "`" else {
                search += 1
                continue
            }
            var run = 0
            while search + run < characters.count, characters[search + run] == "`" { run += 1 }
            if run == length {
                var content = String(characters[(start + length)..<search]).map {
                    $0 == "\n" ? " " : $0
                }
                if content.count >= 2, content.first == " ", content.last == " ",
                    !content.allSatisfy({ $0 == " " })
                {
                    content = Array(content.dropFirst().dropLast())
                }
                state.append(.code(Self.decodingReferences(String(content))))
                state.index = search + run
                return
            }
            search += run
        }
        state.pending += String(repeating: "`", count: length)
        state.index = start + length
    }

    /// A run of `*`, `_` or `~` with its flanking (CommonMark, goldmark's strikethrough: one
    /// or two tildes).
    private func delimiterRun(_ state: inout State) {
        let characters = state.characters
        let character = characters[state.index]
        var count = 0
        while state.index + count < characters.count, characters[state.index + count] == character {
            count += 1
        }
        if character == "~" && count > 2 {
            state.pending += String(repeating: "~", count: count)
            state.index += count
            return
        }
        let before = state.index > 0 ? characters[state.index - 1] : " "
        let after = state.index + count < characters.count ? characters[state.index + count] : " "
        let left =
            !Self.isSpace(after)
            && (!Self.isPunctuation(after) || Self.isSpace(before) || Self.isPunctuation(before))
        let right =
            !Self.isSpace(before)
            && (!Self.isPunctuation(before) || Self.isSpace(after) || Self.isPunctuation(after))
        var canOpen = left
        var canClose = right
        if character == "_" {
            canOpen = left && (!right || Self.isPunctuation(before))
            canClose = right && (!left || Self.isPunctuation(after))
        }
        state.flush()
        state.items.append(
            .delimiter(
                .init(
                    character: character, count: count, originalCount: count, canOpen: canOpen,
                    canClose: canClose)))
        state.index += count
    }

    /// Unicode whitespace, as CommonMark's flanking rules count it.
    static func isSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// Unicode punctuation or symbol, as CommonMark's flanking rules count it.
    static func isPunctuation(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// `text` with character references decoded (Go's `html.UnescapeString`).
    static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let (decoded, length) = HTMLEntities.reference(in: characters, at: index) {
                result += decoded
                index += length
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
