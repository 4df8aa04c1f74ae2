/// Backslash escapes and character references in markdown.
enum MarkdownEscapes {
    /// The characters glamour's `escapeReplacer` (ansi/baseelement.go) shows without their
    /// backslash; goldmark keeps the backslash in text, so any other escaped punctuation
    /// (`\$`, `\~`, `\"`) shows with it.
    static let shownWithoutBackslash: Set<Character> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", ".", "!",
        "|",
    ]

    /// Whether `character` is ASCII punctuation, which a backslash escapes.
    static func isEscapable(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii)
            || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
    }

    /// glamour's `escapeReplacer` over text that still has its backslashes (code blocks
    /// written without highlighting).
    static func glamourUnescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\\", let next = characters.first, shownWithoutBackslash.contains(next)
            {
                result.append(next)
                characters = characters.dropFirst()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A link destination or title with CommonMark's escapes and references resolved.
    static func unescaped(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, isEscapable(characters[index + 1]) {
                result.append(characters[index + 1])
                index += 2
            } else if character == "&",
                let (decoded, length) = HTMLEntities.reference(in: characters, at: index)
            {
                result += decoded
                index += length
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }
}
