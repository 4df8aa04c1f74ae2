import Testing

@testable import AlertCommandKit

struct CommandProgramTests {
    @Test func alertsHelpIsTheTextAsItIs() throws {
        #expect(CommandProgram.terminal.help(CommandHelp.overview) == CommandHelp.overview)
        let confirm = try #require(CommandHelp.text(for: "confirm"))
        #expect(CommandProgram.terminal.help(confirm) == confirm)
    }

    @Test func theDesktopOverviewNamesItsProgramAndLeavesTheTerminalOut() {
        let help = CommandProgram.desktop.help(CommandHelp.overview)
        #expect(
            help.hasPrefix("alert-gtk: ask a question from a shell script, in a desktop window.\n"))
        #expect(help.contains("USAGE: alert-gtk SUBCOMMAND [OPTIONS] ARGUMENTS"))
        #expect(help.contains("`alert-gtk SUBCOMMAND --help`"))
        // The subcommands and the exit statuses are alert's.
        #expect(help.contains("  confirm TEXT       yes or no"))
        #expect(help.contains("Exit status: 0 OK or yes"))
        for terminalOnly in [
            "--plain", "--fullscreen", "--no-summary", "/dev/tty", "inline", "whiptail",
        ] {
            #expect(!help.contains(terminalOnly), "\(terminalOnly)")
        }
        #expect(help.contains("ALERT_ANSWERS=FILE"))
        #expect(help.hasSuffix("\n"))
    }

    @Test func aDesktopUsageKeepsItsContinuationLinesAligned() throws {
        let confirm = try #require(CommandHelp.text(for: "confirm"))
        let lines = CommandProgram.desktop.help(confirm).split(separator: "\n")
        #expect(lines[0].hasPrefix("USAGE: alert-gtk confirm TEXT"))
        let column = try #require(lines[0].range(of: "TEXT")).lowerBound
        let next = try #require(lines[1].firstIndex { $0 != " " })
        #expect(
            lines[0].distance(from: lines[0].startIndex, to: column)
                == lines[1].distance(from: lines[1].startIndex, to: next))
    }
}
