extension MarkdownInlineParser {
    /// A `]`: with the nearest opener, an inline link `(destination "title")`, a full,
    /// collapsed or shortcut reference; else the brackets are text.
    func closeBracket(_ state: inout State) {
        guard
            let openerIndex = state.items.lastIndex(where: {
                if case .opener = $0 { true } else { false }
            }),
            case .opener(let opener) = state.items[openerIndex]
        else {
            state.pending.append("]")
            state.index += 1
            return
        }
        state.flush()
        let characters = state.characters
        let close = state.index
        if opener.active {
            if close + 1 < characters.count, characters[close + 1] == "(",
                let (destination, title, end) = Self.inlineLink(characters, from: close + 1)
            {
                makeLink(&state, openerIndex, opener, destination, title)
                state.index = end
                return
            }
            let label = String(characters[opener.labelStart..<close])
            if close + 1 < characters.count, characters[close + 1] == "[",
                let end = characters[(close + 2)...].firstIndex(where: { $0 == "]" || $0 == "[" }),
                characters[end] == "]"
            {
                let reference = String(characters[(close + 2)..<end])
                let key = MarkdownBlockParser.normalizedLabel(reference.isEmpty ? label : reference)
                if let definition = definitions[key] {
                    makeLink(&state, openerIndex, opener, definition.destination, definition.title)
                    state.index = end + 1
                    return
                }
            }
            if let definition = definitions[MarkdownBlockParser.normalizedLabel(label)] {
                makeLink(&state, openerIndex, opener, definition.destination, definition.title)
                state.index = close + 1
                return
            }
        }
        state.items[openerIndex] = .node(state.items[openerIndex].inline)
        state.pending.append("]")
        state.index = close + 1
    }

    /// Replaces the opener and what follows it with the link or image; a link deactivates
    /// the openers before it.
    private func makeLink(
        _ state: inout State, _ openerIndex: Int, _ opener: MarkdownInlineItem.Opener,
        _ destination: String, _ title: String
    ) {
        var inner = Array(state.items[(openerIndex + 1)...])
        Self.processEmphasis(&inner)
        let children = MarkdownInlineItem.inlines(inner)
        state.items.removeSubrange(openerIndex...)
        if opener.image {
            let alt = MarkdownInline.plainText(children)
            state.items.append(.node(.image(destination: destination, title: title, alt: alt)))
            return
        }
        state.items.append(.node(.link(destination: destination, title: title, children: children)))
        for index in state.items.indices {
            if case .opener(var earlier) = state.items[index], !earlier.image {
                earlier.active = false
                state.items[index] = .opener(earlier)
            }
        }
    }

    private static let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    /// `(destination "title")` from the `(` at `start`: destination, title, and the index
    /// after the `)`; nil when it is not one.
    static func inlineLink(_ characters: [Character], from start: Int) -> (String, String, Int)? {
        var index = start + 1
        func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }
        skipSpaces()
        var destination = ""
        if index < characters.count, characters[index] == "<" {
            guard
                let end = characters[(index + 1)...].firstIndex(where: {
                    $0 == ">" || $0 == "<" || $0 == "\n"
                }),
                characters[end] == ">"
            else { return nil }
            destination = String(characters[(index + 1)..<end])
            index = end + 1
        } else {
            var depth = 0
            let destinationStart = index
            while index < characters.count {
                let character = characters[index]
                if character == "\\", index + 1 < characters.count {
                    index += 2
                    continue
                }
                if character.isWhitespace || character.asciiValue.map({ $0 < 0x20 }) == true {
                    break
                }
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            guard depth == 0 else { return nil }
            destination = String(characters[destinationStart..<index])
        }
        let beforeTitle = index
        skipSpaces()
        var title = ""
        if index < characters.count, index > beforeTitle,
            let closing = Self.titleClosers[characters[index]]
        {
            var end = index + 1
            while end < characters.count, characters[end] != closing {
                end += characters[end] == "\\" ? 2 : 1
            }
            guard end < characters.count else { return nil }
            title = String(characters[(index + 1)..<end])
            index = end + 1
            skipSpaces()
        }
        guard index < characters.count, characters[index] == ")" else { return nil }
        return (MarkdownEscapes.unescaped(destination), MarkdownEscapes.unescaped(title), index + 1)
    }
}
