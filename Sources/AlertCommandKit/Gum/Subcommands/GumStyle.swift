#if canImport(Glibc)
    import Glibc
#endif

/// `gum style [TEXT...]`: text with colours, a border and spacing, printed.
/// style/options.go, style/command.go, style/lipgloss.go.
package enum GumStyle: GumSubcommand {
    package static let name = "style"
    package static let summary = "Apply coloring, borders, spacing to text"
    package static let arguments = "[<text> ...]"
    /// `style.StylesNotHidden` is embedded without a prefix: its variables are
    /// `FOREGROUND`, `BORDER`, `WIDTH`… as gum reads them.
    package static let flags: [GumFlag] =
        [
            GumFlag("trim", .bool(negatable: false), default: "false"),
            GumFlag(
                "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_STYLE_STRIP_ANSI"),
        ] + GumFlag.style("", env: "")

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        var text = scan.positionals.joined(separator: "\n")
        if scan.positionals.isEmpty {
            text = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi")) ?? ""
            guard !text.isEmpty else {
                return GumPrompt.fail("no input provided, see `gum style --help`")
            }
        }
        if scan.bool("trim") {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.goTrimmingSpace() }.joined(separator: "\n")
        }
        let profile = GumText.profile(context)
        return GumText.print(scan.blockStyle().render(text, profile: profile) + "\n")
    }
}
