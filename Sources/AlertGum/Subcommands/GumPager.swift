import AlertCommandKit

/// `gum pager [CONTENT]`: a long text to scroll. pager/options.go, pager/command.go.
enum GumPager: GumSubcommand {
    static let name = "pager"
    static let summary = "Scroll through a file"
    static let arguments = "[<content>]"
    static let flags: [GumFlag] =
        GumFlag.style(
            "", env: "GUM_PAGER_",
            defaults: ["border": "rounded", "padding": "0 1", "border-foreground": "212"])
        + [GumFlag("show-line-numbers", .bool(negatable: false), default: "true")]
        + GumFlag.style(
            "line-number.", env: "GUM_PAGER_LINE_NUMBER_", defaults: ["foreground": "237"])
        + [GumFlag("soft-wrap", .bool(negatable: true), default: "true")]
        + GumFlag.style(
            "match.", env: "GUM_PAGER_MATCH_", defaults: ["foreground": "212", "bold": "true"])
        + GumFlag.style(
            "match-highlight.", env: "GUM_PAGER_MATCH_HIGH_",
            defaults: ["foreground": "235", "background": "225", "bold": "true"])
        + [GumFlag("timeout", .duration, default: "0s", env: "GUM_PAGER_TIMEOUT")]
        + GumFlag.style("help.", env: "GUM_PAGER_HELP_", defaults: ["foreground": "241"])

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if scan.positionals.count > 1 {
            return GumPrompt.refuse("unexpected argument \(scan.positionals[1])")
        }
        var content = scan.positionals.first ?? ""
        var readInput = false
        if content.isEmpty {
            guard let piped = try GumPrompt.standardInput(strippingEscapes: false), !piped.isEmpty
            else { return GumPrompt.fail("provide some content to display") }
            // Backspace overstrikes (man's bold) are dropped, as gum drops them.
            content = GumPager.droppingOverstrikes(piped)
            readInput = true
        }
        return await GumPrompt.ask(
            .pager(title: nil, file: nil, text: content), timeout: scan.timeoutMilliseconds(),
            id: nil, readInput: readInput, context
        ) { _ in 0 }
    }

    /// `text` without each character (a line feed aside) followed by a backspace, pairs
    /// taken from the left without overlap, as gum's regular expression `.\x08` removes
    /// them.
    static func droppingOverstrikes(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + 1 < scalars.count, scalars[index + 1] == "\u{8}", scalars[index] != "\n" {
                index += 2
            } else {
                kept.append(scalars[index])
                index += 1
            }
        }
        return String(kept)
    }
}
