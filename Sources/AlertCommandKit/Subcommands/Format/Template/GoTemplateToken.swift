/// A token inside a Go template action.
enum GoTemplateToken: Equatable {
    /// A string, character or number constant, or `true`, `false`, `nil`.
    case constant(GoTemplateValue)
    /// A function or keyword name.
    case identifier(String)
    /// `.`.
    case dot
    /// `|`.
    case pipe
    /// `(`.
    case open
    /// `)`.
    case close
    /// Something alert does not support (`$x`, `.Field`, `:=`), as written.
    case unsupported(String)

    /// The tokens of an action's source (text/template's lexer for what gum's functions
    /// need).
    static func tokens(of source: String, line: Int) throws -> [GoTemplateToken] {
        var tokens: [GoTemplateToken] = []
        let characters = Array(source)
        var index = 0
        func fail(_ message: String) -> FormatToolError {
            .templateParse("\(line): \(message)")
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t", "\r", "\n":
                index += 1
            case "|":
                tokens.append(.pipe)
                index += 1
            case "(":
                tokens.append(.open)
                index += 1
            case ")":
                tokens.append(.close)
                index += 1
            case "\"", "`", "'":
                let (value, end) = try GoTemplateLiteral.quoted(characters, from: index, line: line)
                tokens.append(.constant(value))
                index = end
            case "$", ":", "=", ",":
                let start = index
                index += 1
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber
                        || characters[index] == "_" || characters[index] == "="
                {
                    index += 1
                }
                tokens.append(.unsupported(String(characters[start..<index])))
            case ".":
                if index + 1 < characters.count,
                    characters[index + 1].isLetter || characters[index + 1] == "_"
                {
                    let start = index
                    index += 1
                    while index < characters.count,
                        characters[index].isLetter || characters[index].isNumber
                            || characters[index] == "_" || characters[index] == "."
                    {
                        index += 1
                    }
                    tokens.append(.unsupported(String(characters[start..<index])))
                } else if index + 1 < characters.count, characters[index + 1].isNumber {
                    let (value, end) = try GoTemplateLiteral.number(
                        characters, from: index, line: line)
                    tokens.append(.constant(value))
                    index = end
                } else {
                    tokens.append(.dot)
                    index += 1
                }
            case "+", "-", "0"..."9":
                let (value, end) = try GoTemplateLiteral.number(characters, from: index, line: line)
                tokens.append(.constant(value))
                index = end
            default:
                guard character.isLetter || character == "_" else {
                    let scalar = character.unicodeScalars.first!.value
                    let code = String(scalar, radix: 16, uppercase: true)
                    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                    throw fail("unexpected bad character U+\(padded) '\(character)' in command")
                }
                let start = index
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber
                        || characters[index] == "_"
                {
                    index += 1
                }
                let word = String(characters[start..<index])
                switch word {
                case "true": tokens.append(.constant(.bool(true)))
                case "false": tokens.append(.constant(.bool(false)))
                case "nil": tokens.append(.constant(.none))
                default: tokens.append(.identifier(word))
                }
            }
        }
        return tokens
    }
}
