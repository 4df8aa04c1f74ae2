import AlertCommandKit
import AlertEngine
import AlertStyles

/// `gum input`: a line of text. input/options.go, input/command.go.
enum GumInput: GumSubcommand {
    static let name = "input"
    static let summary = "Prompt for some input"
    static let arguments = ""
    static let flags: [GumFlag] =
        [
            GumFlag("placeholder", default: "Type something...", env: "GUM_INPUT_PLACEHOLDER"),
            GumFlag("prompt", default: "> ", env: "GUM_INPUT_PROMPT"),
        ]
        + GumFlag.style("prompt.", env: "GUM_INPUT_PROMPT_")
        + GumFlag.style(
            "placeholder.", env: "GUM_INPUT_PLACEHOLDER_", defaults: ["foreground": "240"])
        + GumFlag.style("cursor.", env: "GUM_INPUT_CURSOR_", defaults: ["foreground": "212"])
        + [
            GumFlag(
                "cursor.mode", default: "blink", env: "GUM_INPUT_CURSOR_MODE",
                allowed: ["blink", "hide", "static"]),
            GumFlag("value"), GumFlag("char-limit", .int, default: "400"),
            GumFlag("width", .int, default: "0", env: "GUM_INPUT_WIDTH"),
            GumFlag("password", .bool(negatable: false), default: "false"),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_INPUT_SHOW_HELP"),
            GumFlag("header", env: "GUM_INPUT_HEADER"),
        ]
        + GumFlag.style("header.", env: "GUM_INPUT_HEADER_", defaults: ["foreground": "240"])
        + [
            GumFlag("timeout", .duration, default: "0s", env: "GUM_INPUT_TIMEOUT"),
            GumFlag(
                "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_INPUT_STRIP_ANSI"),
            GumFlag("padding", default: "0 0", env: "GUM_INPUT_PADDING"),
        ]

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if let extra = scan.positionals.first {
            return GumPrompt.refuse("unexpected argument \(extra)")
        }
        var value = scan.string("value")
        var readInput = false
        // Without --value, a pipe on standard input gives it.
        if value.isEmpty,
            let piped = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi"))
        {
            value = piped
            readInput = true
        }
        let title = GumPrompt.title(header: scan.string("header"), prompt: scan.string("prompt"))
        let command = AlertCommand.input(
            title: title, placeholder: scan.string("placeholder"), value: value,
            isSecure: scan.bool("password"))
        // --char-limit bounds what may be typed (0: no bound).
        let limit = scan.int("char-limit")
        let bound: @MainActor (AlertView) -> Void = { view in
            guard limit > 0 else { return }
            for case let field as TextFieldItem in view.items { field.limitLength(to: limit) }
            view.setNeedsDisplay()
        }
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(),
            id: title ?? scan.string("placeholder"), readInput: readInput,
            keys: GumTextKeys(),
            showsHelp: scan.bool("show-help"), adjusting: bound, context
        ) { outcome in
            guard case .accepted(let answer) = outcome else {
                return GumPrompt.fail("not submitted")
            }
            return GumPrompt.print((answer ?? "") + "\n")
        }
    }
}
