/// Parses one action into an expression (text/template's parser for the subset alert
/// runs): constants, `.`, gum's functions with arguments, parentheses and pipes.
struct GoTemplateParser {
    /// The names text/template defines itself, which alert does not run.
    static let builtins: Set<String> = [
        "and", "call", "html", "index", "slice", "js", "len", "not", "or", "print", "printf",
        "println", "urlquery", "eq", "ge", "gt", "le", "lt", "ne",
    ]
    /// The actions that are keywords (`if`, `range`, …), which alert does not run.
    static let keywords: Set<String> = [
        "if", "else", "end", "range", "with", "define", "template", "block", "break", "continue",
    ]

    private let tokens: [GoTemplateToken]
    private let line: Int
    private var index = 0

    /// The expression of the action `source` starting on `line`.
    static func parse(_ source: String, line: Int) throws -> GoTemplateExpression {
        var parser = GoTemplateParser(
            tokens: try GoTemplateToken.tokens(of: source, line: line), line: line)
        if case .identifier(let word)? = parser.tokens.first, keywords.contains(word) {
            throw FormatToolError.templateUnsupported("{{\(word)}}")
        }
        let expression = try parser.pipeline()
        if parser.index < parser.tokens.count {
            throw parser.failure(
                "unexpected \(parser.describe(parser.tokens[parser.index])) in command")
        }
        return expression
    }

    private init(tokens: [GoTemplateToken], line: Int) {
        self.tokens = tokens
        self.line = line
    }

    private func failure(_ message: String) -> FormatToolError {
        .templateParse("\(line): \(message)")
    }

    private func describe(_ token: GoTemplateToken) -> String {
        switch token {
        case .close: "\")\""
        case .open: "\"(\""
        case .pipe: "\"|\""
        default: "token"
        }
    }

    private mutating func pipeline() throws -> GoTemplateExpression {
        var commands: [GoTemplateExpression] = []
        while true {
            let command = try self.command()
            if !commands.isEmpty, case .call = command {
            } else if !commands.isEmpty {
                throw failure("non executable command in pipeline stage \(commands.count + 1)")
            }
            commands.append(command)
            guard index < tokens.count, tokens[index] == .pipe else { break }
            index += 1
        }
        return commands.count == 1 ? commands[0] : .pipeline(commands)
    }

    private mutating func command() throws -> GoTemplateExpression {
        var operands: [GoTemplateExpression] = []
        var function: String?
        while index < tokens.count, tokens[index] != .pipe, tokens[index] != .close {
            let token = tokens[index]
            index += 1
            switch token {
            case .constant(let value):
                operands.append(.constant(value))
            case .dot:
                operands.append(.dot)
            case .identifier(let name):
                try Self.check(name, line: line)
                if operands.isEmpty && function == nil {
                    function = name
                } else {
                    operands.append(.call(name, []))
                }
            case .open:
                let inner = try pipeline()
                guard index < tokens.count, tokens[index] == .close else {
                    throw failure("unclosed left paren")
                }
                index += 1
                operands.append(inner)
            case .unsupported(let text):
                throw FormatToolError.templateUnsupported("\"\(text)\"")
            case .pipe, .close:
                break
            }
        }
        if let function { return .call(function, operands) }
        guard let first = operands.first else { throw failure("missing value for command") }
        guard operands.count == 1 else {
            throw failure("can't give argument to non-function \(Self.source(of: first))")
        }
        return first
    }

    /// Whether `name` is a function gum's template knows; Go refuses others when parsing.
    private static func check(_ name: String, line: Int) throws {
        if GoTemplateFunctions.names.contains(name) { return }
        if builtins.contains(name) {
            throw FormatToolError.templateUnsupported("the function \(name)")
        }
        if keywords.contains(name) {
            throw FormatToolError.templateUnsupported("{{\(name)}}")
        }
        throw FormatToolError.templateParse("\(line): function \"\(name)\" not defined")
    }

    private static func source(of expression: GoTemplateExpression) -> String {
        switch expression {
        case .constant(.string(let text)): GoStringQuoting.quoted(text)
        case .constant(let value): value.printed
        case .dot: "."
        case .call(let name, _): name
        case .pipeline: "(…)"
        }
    }
}
