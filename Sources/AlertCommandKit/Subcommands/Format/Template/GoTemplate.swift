/// `gum format --type template`: a Go text/template with gum's style functions
/// (``GoTemplateFunctions``), run with no data.
///
/// Supported: text, actions with constants (quoted and raw strings, numbers, characters,
/// `true`, `false`, `nil`), `.` (no data: `<no value>`), calls of gum's functions,
/// parentheses, pipes (`{{ "x" | Bold }}`, `{{ "x" | Color "212" }}`), trim markers
/// (`{{-` `-}}`) and comments. Not supported, with an error saying so: `if`, `range`,
/// `with` and the other keywords, variables, fields, and text/template's own functions
/// (`print`, `printf`, `len`, …). An unknown function is Go's parse error.
enum GoTemplate {
    /// `template` run: its text with each action's value in place, styled for `profile`.
    static func render(_ template: String, profile: OutputColorProfile) throws -> String {
        let pieces = try GoTemplatePiece.pieces(of: template)
        var parsed: [(GoTemplateExpression?, String, Int)] = []
        for piece in pieces {
            switch piece {
            case .text(let text): parsed.append((nil, text, 0))
            case .action(let source, let line):
                parsed.append((try GoTemplateParser.parse(source, line: line), source, line))
            }
        }
        var output = ""
        for (expression, text, line) in parsed {
            guard let expression else {
                output += text
                continue
            }
            do {
                output += try evaluate(expression, profile: profile).printed
            } catch FormatToolError.templateExecution(let message) {
                throw FormatToolError.templateExecution(
                    "\(line): executing \"tpl\" at <\(text.trimmingSpaces())>: \(message)")
            }
        }
        return output
    }

    /// The value of `expression`; a pipe passes each command's value as the next one's last
    /// argument.
    static func evaluate(
        _ expression: GoTemplateExpression, piped: GoTemplateValue? = nil,
        profile: OutputColorProfile
    ) throws -> GoTemplateValue {
        switch expression {
        case .constant(let value):
            return value
        case .dot:
            return .none
        case .call(let name, let operands):
            var arguments = try operands.map { try evaluate($0, profile: profile) }
            if let piped { arguments.append(piped) }
            return try GoTemplateFunctions.call(name, arguments, profile: profile)
        case .pipeline(let commands):
            var value: GoTemplateValue?
            for command in commands {
                value = try evaluate(command, piped: value, profile: profile)
            }
            return value ?? .none
        }
    }
}

extension String {
    /// The string without spaces, tabs and newlines at either end.
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
