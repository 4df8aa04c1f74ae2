import AlertCommandKit
import Foundation
import Testing

@testable import AlertGum

/// gum mode's table of subcommands and options, against gum.go's list and the page that
/// documents it.
struct GumCommandAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyOptionOfEverySubcommandIsInTheGumPage() throws {
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("docs/gum.md"), encoding: .utf8)
        for subcommand in GumSubcommands.all {
            #expect(
                page.contains("### \(subcommand.name)")
                    || page.contains("and \(subcommand.name) ("), "\(subcommand.name)")
            for flag in subcommand.flags {
                let dot = flag.name.firstIndex(of: ".")
                let group = dot.map { "`--" + flag.name[..<$0] + ".*`" }
                let spelled = [
                    "`--\(flag.name)`", "`--[no-]\(flag.name)`", "`--\(flag.name)` (",
                ]
                let found =
                    spelled.contains { page.contains($0) } || group.map(page.contains) == true
                    || (flag.short.map { page.contains("`--\(flag.name)` (`-\($0)`)") } ?? false)
                    || subcommand.name == "pager" && dot == nil
                        && GumFlag.style("", env: "")
                            .contains { $0.name == flag.name }
                #expect(found, "gum \(subcommand.name) --\(flag.name) is not in docs/gum.md")
            }
        }
    }

    @Test func theOverviewListsEverySubcommandAndTheHelpEveryFlag() {
        let overview = GumCommandApp.overview
        for subcommand in GumSubcommands.all {
            #expect(overview.contains("  \(subcommand.name) "))
            let help = GumHelp.help(for: subcommand)
            #expect(help.hasPrefix("Usage: gum \(subcommand.name)"))
            for flag in subcommand.flags {
                #expect(
                    help.contains("--\(flag.name)") || help.contains("--[no-]\(flag.name)"),
                    "\(subcommand.name) --\(flag.name)")
            }
        }
    }

    @Test func anUnknownFirstArgumentGetsKongsHint() {
        // kong's context.go: a command among the ones gum.go shows, a flag among the root's.
        let cases = [
            ("chose", "unexpected argument chose, did you mean \"choose\"?"),
            ("fil", "unexpected argument fil, did you mean one of \"file\", \"filter\"?"),
            // gum.go declares log after write: kong offers "pager" before it.
            ("pag", "unexpected argument pag, did you mean one of \"pager\", \"log\"?"),
            ("nope", "unexpected argument nope"),
            ("--verison", "unknown flag --verison, did you mean \"--version\"?"),
            ("--hlep=1", "unknown flag --hlep, did you mean \"--help\"?"),
            ("-xy", "unknown flag -x, did you mean one of \"-h\", \"-v\"?"),
        ]
        for (first, problem) in cases {
            #expect(GumCommandApp.unknownFirst(first) == GumUsageError(problem), "\(first)")
        }
    }

    @Test func theLinksNameIsGum() {
        #expect(GumCommandApp.isGum(programName: "/usr/local/bin/gum"))
        #expect(GumCommandApp.isGum(programName: "gum"))
        #expect(!GumCommandApp.isGum(programName: "gummy"))
        #expect(!GumCommandApp.isGum(programName: "/opt/gum/alert"))
    }
}
