/// `gum join TEXT...`: blocks of text side by side, or one above the other.
/// join/options.go, join/command.go.
package enum GumJoin: GumSubcommand {
    package static let name = "join"
    package static let summary = "Join text vertically or horizontally"
    package static let arguments = "<text> ..."
    package static let flags: [GumFlag] = [
        GumFlag(
            "align", default: "left",
            allowed: ["left", "center", "right", "bottom", "middle", "top"]),
        GumFlag("horizontal", .bool(negatable: false), default: "false"),
        GumFlag("vertical", .bool(negatable: false), default: "false"),
    ]

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        guard !scan.positionals.isEmpty else {
            return GumPrompt.refuse("expected \"<text> ...\"")
        }
        let align = TextBlockStyle.Position(rawValue: scan.string("align")) ?? .left
        let joined =
            scan.bool("vertical")
            ? TextBlockJoin.vertical(scan.positionals, align: align)
            : TextBlockJoin.horizontal(scan.positionals, align: align)
        return GumText.print(GumText.profile(context).adapting(joined) + "\n")
    }
}
