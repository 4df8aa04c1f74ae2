import AlertTestSupport
import Foundation
import Testing

@testable import AlertCommandKit

/// The manual pages: the committed `docs/man/alert.1` and `docs/man/alert-gtk.1` are what the
/// parser's table writes (`ALERT_UPDATE_MAN=1` rewrites them), they name every subcommand,
/// option and variable, and groff reads them without a warning.
struct CommandManualTests {
    /// The programs and their pages' paths in the repository.
    static let pages: [(CommandProgram, String)] = [
        (.terminal, "docs/man/alert.1"), (.desktop, "docs/man/alert-gtk.1"),
    ]

    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: pages.map(\.1))
    func theCommittedPageIsTheOneTheTableWrites(path: String) throws {
        let program = try #require(Self.pages.first { $0.1 == path }?.0)
        let url = Self.root.appendingPathComponent(path)
        let page = CommandManual.page(for: program)
        if ProcessInfo.processInfo.environment["ALERT_UPDATE_MAN"] == "1" {
            try page.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == page,
            "\(path) differs from the table: ALERT_UPDATE_MAN=1 swift test --filter CommandManualTests"
        )
    }

    @Test func thePageNamesEverySubcommandOptionVariableAndTheVersion() {
        for (program, _) in Self.pages {
            let page = CommandManual.page(for: program)
            #expect(page.contains("\"\(program.name) \(CommandVersion.current)\""))
            for subcommand in AlertSubcommands.all {
                #expect(page.contains(".SS \(CommandManual.escaped(subcommand.synopsis))\n"))
                let (values, flags) = CommandLineParser.options(for: subcommand.name)
                for option in values.union(flags)
                where !program.isDesktop || !["plain", "fullscreen", "no-summary"].contains(option)
                {
                    #expect(
                        page.contains(CommandManual.escaped("--" + option)),
                        "\(program.name)(1) never names --\(option)")
                }
            }
            for variable in CommandEnvironment.variables(for: program) {
                #expect(
                    page.contains(CommandManual.escaped(variable.names.joined(separator: ", "))))
            }
        }
    }

    @Test func theDesktopPageLeavesTheTerminalOut() {
        let page = CommandManual.page(for: .desktop)
        #expect(!page.contains("ALERT\\_PLAIN") && !page.contains("ALERT_PLAIN"))
        #expect(!page.contains(".B \\-\\-fullscreen"))
        #expect(page.contains("DISPLAY, WAYLAND_DISPLAY"))
        #expect(!CommandManual.page(for: .terminal).contains("DISPLAY, WAYLAND_DISPLAY"))
    }

    @Test func roffControlCharactersAreEscaped() {
        #expect(CommandManual.escaped(".x") == "\\&.x")
        #expect(CommandManual.escaped("'x") == "\\&'x")
        #expect(CommandManual.escaped("a\\b-c") == "a\\eb\\-c")
        #expect(CommandManual.escaped("`a` b") == "\\fBa\\fR b")
    }

    @Test func helpTextsBecomeUsageBlocksTaggedOptionsAndExamples() {
        let text = """
            USAGE: alert x [--y Y]
                     [--z]

            Does x. For example:
              alert x --y 1
            --y Y: the y
              of it.
            """
        #expect(
            CommandManual.roff(text) == """
                .nf
                USAGE: alert x [\\-\\-y Y]
                         [\\-\\-z]
                .fi
                .PP
                Does x. For example:
                .in +4n
                .nf
                alert x \\-\\-y 1
                .fi
                .in
                .TP
                .B \\-\\-y Y
                the y
                of it.

                """)
    }

    @Test func aSentenceWithAColonIsNoOption() {
        #expect(CommandManual.isOptionTag("--ok-label L, --cancel-label L"))
        #expect(CommandManual.isOptionTag("--tagged"))
        #expect(!CommandManual.isOptionTag("--id ID (every subcommand) names the alert"))
    }

    /// groff formats each page with every warning on and prints none (groff-base, which
    /// `.ci/run` installs).
    @Test(.needs(.groff), arguments: pages.map(\.1))
    func groffReadsThePageWithoutAWarning(path: String) async throws {
        try OutsideProgram.require([.groff])
        try await awayFromThePool { try Self.groffReadsThePageWithoutAWarningWork(path: path) }
    }

    /// The body of ``groffReadsThePageWithoutAWarning(path:)``, away from the cooperative pool.
    static func groffReadsThePageWithoutAWarningWork(path: String) throws {
        let url = Self.root.appendingPathComponent(path)
        let run = try PipedRun.run(
            path: "/bin/sh",
            arguments: [
                "-c", "groff -man -Tutf8 -ww -z \"$0\" && groff -man -Tutf8 \"$0\"", url.path,
            ])
        #expect(run.status == 0)
        #expect(run.standardError == "", "\(path): \(run.standardError)")
        #expect(run.standardOutput.contains("User Commands"))
    }
}
