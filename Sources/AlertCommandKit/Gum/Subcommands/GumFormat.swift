/// `gum format [TEMPLATE...]`: markdown, code, emoji or a template rendered for the
/// terminal and printed. format/options.go, format/command.go, format/formats.go.
package enum GumFormat: GumSubcommand {
    package static let name = "format"
    package static let summary = "Format a string using a template"
    package static let arguments = "[<template> ...]"
    package static let flags: [GumFlag] = [
        GumFlag("theme", default: "pink", env: "GUM_FORMAT_THEME"),
        GumFlag("language", short: "l", env: "GUM_FORMAT_LANGUAGE"),
        GumFlag(
            "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_FORMAT_STRIP_ANSI"),
        GumFlag(
            "type", short: "t", default: "markdown", env: "GUM_FORMAT_TYPE",
            allowed: ["markdown", "template", "code", "emoji"]),
    ]

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        var text = scan.positionals.joined(separator: "\n")
        if scan.positionals.isEmpty {
            text = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi")) ?? ""
        }
        let kind = FormatTool.Kind(rawValue: scan.string("type")) ?? .markdown
        // Code takes its style from GLAMOUR_STYLE, as gum's code() does; markdown --theme.
        let theme =
            kind == .code ? context.environment["GLAMOUR_STYLE"] ?? "dark" : scan.string("theme")
        do {
            let output = try FormatTool.render(
                text, kind: kind, theme: theme, language: scan.string("language"), width: 0,
                profile: GumText.profile(context))
            return GumText.print(output)
        } catch {
            return GumPrompt.fail("\(error)")
        }
    }
}
