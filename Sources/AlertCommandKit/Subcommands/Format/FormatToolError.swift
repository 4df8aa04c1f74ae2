/// Why `gum format` fails, with gum's message where it has one.
package enum FormatToolError: Error, Equatable, CustomStringConvertible {
    /// `--theme` names no built-in glamour style (gum would then read it as a style file,
    /// which alert does not).
    case unknownTheme(String)
    /// The template does not parse: Go's `template: tpl:LINE: …` message.
    case templateParse(String)
    /// The template calls a function or uses an action alert does not support.
    case templateUnsupported(String)
    /// A template function failed while running (Go's `error calling Bold: …`).
    case templateExecution(String)

    /// The message gum prints.
    package var description: String {
        switch self {
        case .unknownTheme(let name):
            "unable to render: glamour: error reading file: open \(name): no such file or directory"
        case .templateParse(let message):
            "unable to parse template: template: tpl:" + message
        case .templateUnsupported(let what):
            "unable to parse template: \(what) is not supported by alert's gum format"
        case .templateExecution(let message):
            "template: tpl:" + message
        }
    }
}
