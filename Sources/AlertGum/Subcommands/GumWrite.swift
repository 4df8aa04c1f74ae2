import AlertCommandKit
import AlertEngine
import AlertStyles
import AlertTerminal

/// `gum write`: text of several lines. write/options.go, write/command.go.
enum GumWrite: GumSubcommand {
    static let name = "write"
    static let summary = "Prompt for long-form text"
    static let arguments = ""
    static let flags: [GumFlag] =
        [
            GumFlag("width", .int, default: "0", env: "GUM_WRITE_WIDTH"),
            GumFlag("height", .int, default: "5", env: "GUM_WRITE_HEIGHT"),
            GumFlag("header", env: "GUM_WRITE_HEADER"),
            GumFlag("placeholder", default: "Write something...", env: "GUM_WRITE_PLACEHOLDER"),
            GumFlag("prompt", default: "┃ ", env: "GUM_WRITE_PROMPT"),
            GumFlag(
                "show-cursor-line", .bool(negatable: false), default: "false",
                env: "GUM_WRITE_SHOW_CURSOR_LINE"),
            GumFlag(
                "show-line-numbers", .bool(negatable: false), default: "false",
                env: "GUM_WRITE_SHOW_LINE_NUMBERS"),
            GumFlag("value", env: "GUM_WRITE_VALUE"),
            GumFlag("char-limit", .int, default: "0"), GumFlag("max-lines", .int, default: "0"),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_WRITE_SHOW_HELP"),
            GumFlag(
                "cursor.mode", default: "blink", env: "GUM_WRITE_CURSOR_MODE",
                allowed: ["blink", "hide", "static"]),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_WRITE_TIMEOUT"),
            GumFlag(
                "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_WRITE_STRIP_ANSI"),
        ]
        + GumFlag.style("base.", env: "GUM_WRITE_BASE_")
        + GumFlag.style(
            "cursor-line-number.", env: "GUM_WRITE_CURSOR_LINE_NUMBER_",
            defaults: ["foreground": "7"])
        + GumFlag.style("cursor-line.", env: "GUM_WRITE_CURSOR_LINE_")
        + GumFlag.style("cursor.", env: "GUM_WRITE_CURSOR_", defaults: ["foreground": "212"])
        + GumFlag.style(
            "end-of-buffer.", env: "GUM_WRITE_END_OF_BUFFER_", defaults: ["foreground": "0"])
        + GumFlag.style(
            "line-number.", env: "GUM_WRITE_LINE_NUMBER_", defaults: ["foreground": "7"])
        + GumFlag.style("header.", env: "GUM_WRITE_HEADER_", defaults: ["foreground": "240"])
        + GumFlag.style(
            "placeholder.", env: "GUM_WRITE_PLACEHOLDER_", defaults: ["foreground": "240"])
        + GumFlag.style("prompt.", env: "GUM_WRITE_PROMPT_", defaults: ["foreground": "7"])
        + [GumFlag("padding", default: "0 0", env: "GUM_WRITE_PADDING")]

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if let extra = scan.positionals.first {
            return GumPrompt.refuse("unexpected argument \(extra)")
        }
        var value = scan.string("value")
        // Standard input gives the text when --value does not; carriage returns dropped.
        let piped = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi"))
        if let piped, !piped.isEmpty, value.isEmpty {
            value = piped.replacing("\r", with: "")
        }
        let header = scan.string("header")
        let command = AlertCommand.write(
            title: header.isEmpty ? nil : header, placeholder: scan.string("placeholder"),
            value: value, height: max(scan.int("height"), 1))
        // --char-limit and --max-lines bound what may be typed (0: no bound).
        let (limit, lines) = (scan.int("char-limit"), scan.int("max-lines"))
        // Ctrl+E edits the text in $EDITOR; an editor that fails ends the run, 130.
        let keys = GumWriteKeys()
        var editorFailed = false
        let bound: @MainActor (AlertView) -> Void = { view in
            for case let area as TextAreaItem in view.items {
                if limit > 0 { area.limitLength(to: limit) }
                if lines > 0 { area.maxLines = lines }
                keys.opensEditor = { [weak view, weak area] in
                    guard let view, let area else { return }
                    let controller = view.eventHandler as? AlertController
                    guard let window = controller?.window as? TerminalAlertWindow else { return }
                    let edited = GumEditor.edit(
                        area.text, atLine: area.cursorLineAndColumn.line + 1,
                        environment: context.environment, window: window
                    ) { text in
                        _ = area.replaceText(with: text)
                        view.setNeedsDisplay()
                    }
                    if !edited {
                        editorFailed = true
                        controller?.dismiss(view, reason: .programmatic)
                    }
                }
            }
            view.setNeedsDisplay()
        }
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(),
            id: header.isEmpty ? scan.string("placeholder") : header, readInput: piped != nil,
            keys: keys, showsHelp: scan.bool("show-help"),
            adjusting: bound, context
        ) { outcome in
            if editorFailed { return 130 }
            guard case .accepted(let answer) = outcome else {
                return GumPrompt.fail("not submitted")
            }
            return GumPrompt.print((answer ?? "") + "\n")
        }
    }
}
