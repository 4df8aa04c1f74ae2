/// A run of a Go template: text copied out, or the inside of one `{{ … }}` action.
enum GoTemplatePiece: Equatable {
    /// Text outside actions, trim markers applied.
    case text(String)
    /// An action's source and the line it starts on.
    case action(String, line: Int)

    /// `template` cut into text and actions as text/template's lexer does: `{{- ` trims the
    /// white space before the action, ` -}}` the white space after it; comments
    /// (`{{/* … */}}`) are dropped.
    static func pieces(of template: String) throws -> [GoTemplatePiece] {
        var pieces: [GoTemplatePiece] = []
        var rest = template[...]
        var line = 1
        var trimNext = false
        while let open = rest.firstRange(of: "{{") {
            let source = rest[..<open.lowerBound]
            var text = trimNext ? trimmedLeading(source) : String(source)
            line += source.filter { $0 == "\n" }.count
            var body = rest[open.upperBound...]
            if let marker = body.first, marker == "-", body.dropFirst().first.map(isSpace) == true {
                text = trimmedTrailing(text)
                body = body.dropFirst()
            }
            pieces.append(.text(text))
            let (inside, after, trims) = try action(body, line: line)
            let words = inside.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
            if !(words.starts(with: "/*") && String(words).hasSuffix("*/")) {
                pieces.append(.action(String(inside), line: line))
            }
            line += rest[open.lowerBound..<after.startIndex].filter { $0 == "\n" }.count
            trimNext = trims
            rest = after
        }
        pieces.append(.text(trimNext ? trimmedLeading(rest) : String(rest)))
        return pieces.filter { $0 != .text("") }
    }

    /// The inside of an action up to its `}}` (quoted text skipped), what follows it, and
    /// whether it ends with ` -}}`.
    private static func action(_ body: Substring, line: Int) throws -> (Substring, Substring, Bool)
    {
        var index = body.startIndex
        var quote: Character?
        while index < body.endIndex {
            let character = body[index]
            if let open = quote {
                if character == "\\" && open != "`" {
                    index = body.index(after: index)
                    if index == body.endIndex { break }
                } else if character == open {
                    quote = nil
                } else if character == "\n" && open != "`" {
                    throw FormatToolError.templateParse("\(line): unterminated quoted string")
                }
            } else if character == "\"" || character == "`" || character == "'" {
                quote = character
            } else if body[index...].hasPrefix("}}") {
                var inside = body[..<index]
                var trims = false
                if inside.hasSuffix("-"), inside.dropLast().last.map(isSpace) == true {
                    inside = inside.dropLast()
                    trims = true
                }
                return (inside, body[body.index(index, offsetBy: 2)...], trims)
            }
            index = body.index(after: index)
        }
        if quote != nil {
            throw FormatToolError.templateParse("\(line): unterminated quoted string")
        }
        throw FormatToolError.templateParse("\(line): unclosed action")
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r" || character == "\n"
    }

    private static func trimmedLeading(_ text: Substring) -> String {
        String(text.drop(while: isSpace))
    }

    private static func trimmedTrailing(_ text: String) -> String {
        String(text.reversed().drop(while: isSpace).reversed())
    }
}
