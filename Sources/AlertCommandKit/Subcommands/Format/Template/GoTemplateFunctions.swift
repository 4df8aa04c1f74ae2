/// gum's template functions (format/formats.go `templateFuncs`), each rendering its last
/// argument with a lipgloss style: `Bold`, `Faint`, `Italic`, `Underline`, `CrossOut`,
/// `Blink`, `Reverse`, `Overline` (no style in lipgloss v2) on their first argument;
/// `Color fg [bg] text`, `Foreground fg text`, `Background bg text`.
enum GoTemplateFunctions {
    /// The names.
    static let names: Set<String> = [
        "Bold", "Faint", "Italic", "Underline", "Overline", "Blink", "Reverse", "CrossOut",
        "Color", "Foreground", "Background",
    ]

    /// `name` applied to `arguments`, as gum's function and lipgloss's `Render` give it
    /// (tabs as four spaces, each line styled), for `profile`. Throws Go's error when an
    /// argument is missing or is no string, as gum's functions panic then.
    static func call(
        _ name: String, _ arguments: [GoTemplateValue], profile: OutputColorProfile
    ) throws -> GoTemplateValue {
        func string(_ index: Int) throws -> String {
            guard index >= 0, index < arguments.count else {
                throw FormatToolError.templateExecution(
                    "error calling \(name): runtime error: index out of range [\(index)] with length \(arguments.count)"
                )
            }
            guard case .string(let text) = arguments[index] else {
                throw FormatToolError.templateExecution(
                    "error calling \(name): interface conversion: interface {} is \(arguments[index].typeName), not string"
                )
            }
            return text
        }
        var style = TextToolStyle()
        var extra: String?
        let text: String
        switch name {
        case "Color":
            if arguments.count == 2 || arguments.count == 3 {
                style.foreground = TextToolColor(parsing: try string(0))
            }
            if arguments.count == 3 { style.background = TextToolColor(parsing: try string(1)) }
            text = try string(arguments.count - 1)
        case "Foreground", "Background":
            if arguments.count == 2 {
                let color = TextToolColor(parsing: try string(0))
                if name == "Foreground" {
                    style.foreground = color
                } else {
                    style.background = color
                }
            }
            text = try string(arguments.count - 1)
        default:
            text = try string(0)
            switch name {
            case "Bold": style.bold = true
            case "Faint": style.faint = true
            case "Italic": style.italic = true
            case "Underline": style.underline = true
            case "CrossOut": style.strikethrough = true
            case "Blink": extra = "5"
            case "Reverse": extra = "7"
            default: break
            }
        }
        let flat = text.replacingTabs(width: 4).replacingCRLF()
        if let extra {
            // TextToolStyle has no blink or reverse: lipgloss writes SGR 5 and 7 alone.
            let attributes = SGRAttributes(parameters: [extra])
            let lines = flat.lineSplit().map { attributes.styled($0) }
            return .string(profile.adapting(lines.joined(separator: "\n")))
        }
        return .string(style.apply(to: flat, profile: profile))
    }
}
