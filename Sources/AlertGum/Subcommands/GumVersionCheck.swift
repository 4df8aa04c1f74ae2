import AlertCommandKit

/// `gum version-check CONSTRAINT`: exit 0 when the gum version this mode takes
/// (``GumHelp/gumVersion``) is within the range, else 1 with gum's words.
/// version/options.go, version/command.go.
enum GumVersionCheck: GumSubcommand {
    static let name = "version-check"
    static let summary = "Semver check current gum version"
    static let arguments = "<constraint>"
    static let flags: [GumFlag] = []

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        guard let constraint = scan.positionals.first else {
            return GumPrompt.refuse("expected \"<constraint>\"")
        }
        if scan.positionals.count > 1 {
            return GumPrompt.refuse("unexpected argument \(scan.positionals[1])")
        }
        let current = GumHelp.gumVersion
        guard let range = GumVersionConstraint(constraint) else {
            return GumPrompt.fail(
                "could not parse range \(constraint): improper constraint: \(constraint)")
        }
        let parts = current.split(separator: ".").compactMap { Int($0) }
        guard range.contains((parts[0], parts[1], parts[2])) else {
            return GumPrompt.fail(
                "gum version \"\(current)\" is not within given range \"\(constraint)\"")
        }
        return 0
    }
}
