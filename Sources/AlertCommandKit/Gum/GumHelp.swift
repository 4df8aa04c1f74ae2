/// gum's words about its subcommands, which gum mode and `alert`'s own gum-style tools
/// (`alert style --help`) share.
package enum GumHelp {
    /// The version of gum whose command line gum mode and the tools take.
    package static let gumVersion = "2.0.0"

    /// `gum NAME --help` (or `program NAME --help`): its usage and every flag with its
    /// default and variable.
    package static func help(
        for subcommand: any GumSubcommand.Type, program: String = "gum"
    ) -> String {
        var lines = [
            "Usage: \(program) \(subcommand.name)\(subcommand.arguments.isEmpty ? "" : " ")"
                + "\(subcommand.arguments) [flags]", "", subcommand.summary, "", "Flags:",
            "  -h, --help  Show context-sensitive help.",
        ]
        for flag in subcommand.flags {
            var line = "  " + (flag.short.map { "-\($0), " } ?? "    ") + "--\(flag.name)"
            if !flag.isBool { line += "=" + (flag.kind == .duration ? "DURATION" : "VALUE") }
            if flag.kind == .bool(negatable: true) { line = "  --[no-]\(flag.name)" }
            if !flag.defaultValue.isEmpty, flag.defaultValue != "false" {
                line += "  (default: \(flag.defaultValue.debugDescription))"
            }
            if let variable = flag.environment { line += "  ($\(variable))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
