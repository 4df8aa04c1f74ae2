import AlertEngine
import Foundation
import TerminalKit
import Testing

@testable import AlertCommandKit

struct CommandLineParserTests {
    func parse(_ arguments: String...) throws(CommandUsageError) -> CommandInvocation {
        try CommandLineParser.parse(arguments)
    }

    @Test func readsEverySubcommandWithItsOptions() throws {
        #expect(
            try parse("message", "Hi", "--title", "T")
                == .run(.message(text: "Hi", title: "T"), display: .inline(summary: true)))
        #expect(
            try parse(
                "confirm", "Sure?", "--affirmative=Delete", "--negative", "Keep", "--default", "no")
                == .run(
                    .confirm(
                        text: "Sure?", title: nil, affirmative: "Delete", negative: "Keep",
                        defaultsToYes: false), display: .inline(summary: true)))
        #expect(
            try parse("confirm", "Sure?")
                == .run(
                    .confirm(
                        text: "Sure?", title: nil, affirmative: "Yes", negative: "No",
                        defaultsToYes: true), display: .inline(summary: true)))
        #expect(
            try parse("choose", "--sheet", "a", "--title", "Pick", "b", "--", "--c")
                == .run(
                    .choose(options: ["a", "b", "--c"], title: "Pick", asSheet: true),
                    display: .inline(summary: true)))
        #expect(
            try parse("input", "--placeholder", "you", "--value", "王小明")
                == .run(
                    .input(title: nil, placeholder: "you", value: "王小明"),
                    display: .inline(summary: true)))
        #expect(
            try parse("date", "--initial", "2024-02-29")
                == .run(
                    .date(title: nil, initial: CalendarDay(parsing: "2024-02-29")),
                    display: .inline(summary: true)))
        #expect(
            try parse("date")
                == .run(.date(title: nil, initial: nil), display: .inline(summary: true)))
        #expect(
            try parse("date", "--fields")
                == .run(
                    .date(title: nil, initial: nil, fields: true),
                    display: .inline(summary: true)))
        #expect(
            try parse("status", "failure", "Disk full", "--countdown", "5")
                == .run(
                    .status(kind: .failure, text: "Disk full", countdown: 5),
                    display: .inline(summary: true)))
        #expect(
            try parse("status", "info", "Hi")
                == .run(
                    .status(kind: .info, text: "Hi", countdown: nil),
                    display: .inline(summary: true)))
    }

    @Test func theDefaultOfChooseIsOneOfTheOptionsExactly() throws {
        #expect(throws: CommandUsageError.self) {
            try parse("choose", "--default", "e\u{301}", "\u{E9}", "b")
        }
        #expect(
            try parse("choose", "--default", "e\u{301}", "\u{E9}", "e\u{301}")
                == .run(
                    .choose(
                        options: ["\u{E9}", "e\u{301}"], title: nil, asSheet: false,
                        preselected: "e\u{301}"),
                    display: .inline(summary: true)))
    }

    @Test func plainMayComeBeforeOrAfterTheSubcommand() throws {
        #expect(
            try parse("--plain", "message", "x")
                == .run(.message(text: "x", title: nil), display: .plain))
        #expect(
            try parse("message", "x", "--plain")
                == .run(.message(text: "x", title: nil), display: .plain))
    }

    @Test func passwordMasksTheInput() throws {
        #expect(
            try parse("input", "--password", "--title", "Password")
                == .run(
                    .input(title: "Password", placeholder: "", value: "", isSecure: true),
                    display: .inline(summary: true)))
        #expect(throws: CommandUsageError.self) { try parse("confirm", "x", "--password") }
    }

    @Test func validateTakesARegularExpressionAndAnErrorText() throws {
        let rule = try CommandTextRule(pattern: "[0-9]+", message: "Digits only")
        #expect(
            try parse("input", "--validate", "[0-9]+", "--error", "Digits only")
                == .run(
                    .input(title: nil, placeholder: "", value: "", rule: rule),
                    display: .inline(summary: true)))
        #expect(throws: CommandUsageError.self) { try parse("input", "--validate", "[") }
        #expect(throws: CommandUsageError.self) { try parse("input", "--error", "x") }
    }

    @Test func timeoutAndItsDefault() throws {
        let confirm = try parse("confirm", "x", "--timeout", "2.5", "--default", "no")
        #expect(
            confirm
                == .run(
                    .confirm(
                        text: "x", title: nil, affirmative: "Yes", negative: "No",
                        defaultsToYes: false), display: .inline(summary: true),
                    timeout: try CommandTimeout(seconds: "2.5", answer: "no")))
        #expect(try CommandTimeout(seconds: "2.5", answer: nil).milliseconds == 2500)
        #expect(
            try parse("choose", "a", "b", "--default", "b", "--timeout", "1")
                == .run(
                    .choose(options: ["a", "b"], title: nil, asSheet: false, preselected: "b"),
                    display: .inline(summary: true),
                    timeout: try CommandTimeout(seconds: "1", answer: "b")))
        for bad in [
            ["confirm", "x", "--timeout", "0"], ["confirm", "x", "--timeout", "-1"],
            ["confirm", "x", "--timeout", "soon"], ["confirm", "x", "--timeout", "1e9"],
            ["choose", "a", "--default", "z"], ["input", "--default", "x"],
            ["date", "--default", "2025-02-30", "--timeout", "1"],
            ["status", "info", "x", "--timeout", "1"],
        ] {
            #expect(throws: CommandUsageError.self, "\(bad)") {
                try CommandLineParser.parse(bad)
            }
        }
    }

    /// The help says every subcommand but status takes --timeout: spin and progress too,
    /// without a --default (they have no answer to give).
    @Test func spinAndProgressTakeATimeout() throws {
        #expect(
            try parse("spin", "--timeout", "3", "--", "make")
                == .run(
                    .spin(title: "make", command: ["make"], shown: .nothing),
                    display: .inline(summary: true),
                    timeout: try CommandTimeout(seconds: "3", answer: nil)))
        #expect(
            try parse("progress", "--timeout", "0.5")
                == .run(
                    .progress(title: nil, text: nil), display: .inline(summary: true),
                    timeout: try CommandTimeout(seconds: "0.5", answer: nil)))
        for bad in [
            ["spin", "--timeout", "1", "--default", "x", "--", "make"],
            ["progress", "--timeout", "1", "--default", "x"],
        ] {
            #expect(throws: CommandUsageError.self, "\(bad)") {
                try CommandLineParser.parse(bad)
            }
        }
    }

    @Test func everySubcommandTakesAnId() throws {
        #expect(
            try parse("status", "info", "Hi", "--id", "greet")
                == .run(
                    .status(kind: .info, text: "Hi", countdown: nil),
                    display: .inline(summary: true), id: "greet"))
        #expect(throws: CommandUsageError.self) { try parse("message", "x", "--id", "a=b") }
        #expect(throws: CommandUsageError.self) { try parse("message", "x", "--id", "") }
    }

    @Test func limitAndNoLimitChooseSeveral() throws {
        #expect(
            try parse("choose", "a", "b", "c", "--limit", "2")
                == .run(
                    .choose(options: ["a", "b", "c"], title: nil, asSheet: false, limit: 2),
                    display: .inline(summary: true)))
        #expect(
            try parse("choose", "a", "b", "--no-limit")
                == .run(
                    .choose(options: ["a", "b"], title: nil, asSheet: false, limit: 2),
                    display: .inline(summary: true)))
        #expect(
            try parse("choose", "a", "b", "--limit", "1")
                == .run(
                    .choose(options: ["a", "b"], title: nil, asSheet: false),
                    display: .inline(summary: true)), "one is the single choice")
        for bad in [
            ["choose", "a", "--limit", "0"], ["choose", "a", "--limit", "x"],
            ["choose", "a", "--limit", "2", "--no-limit"],
            ["choose", "a", "--sheet", "--no-limit"],
        ] {
            #expect(throws: CommandUsageError.self, "\(bad)") {
                try CommandLineParser.parse(bad)
            }
        }
    }

    @Test func spinRunsTheCommandAfterTheDoubleDash() throws {
        #expect(
            try parse("spin", "--show-output", "--", "make", "-j", "4")
                == .run(
                    .spin(title: "make -j 4", command: ["make", "-j", "4"], shown: .everything),
                    display: .inline(summary: true)))
        #expect(
            try parse("spin", "--title", "Building", "--", "make")
                == .run(
                    .spin(title: "Building", command: ["make"], shown: .nothing),
                    display: .inline(summary: true)))
        #expect(throws: CommandUsageError.self) { try parse("spin", "--title", "x") }
    }

    @Test func fullScreenAndNoSummaryChooseTheDisplay() throws {
        #expect(
            try parse("--fullscreen", "message", "x")
                == .run(.message(text: "x", title: nil), display: .fullScreen))
        #expect(
            try parse("message", "x", "--fullscreen")
                == .run(.message(text: "x", title: nil), display: .fullScreen))
        #expect(
            try parse("--no-summary", "message", "x")
                == .run(.message(text: "x", title: nil), display: .inline(summary: false)))
        #expect(
            try parse("confirm", "x", "--no-summary")
                == .run(
                    .confirm(
                        text: "x", title: nil, affirmative: "Yes", negative: "No",
                        defaultsToYes: true), display: .inline(summary: false)))
        #expect(throws: CommandUsageError.self) {
            try parse("--plain", "message", "x", "--fullscreen")
        }
    }

    @Test func helpForTheProgramAndEachSubcommand() throws {
        #expect(try parse("--help") == .help(CommandHelp.overview))
        #expect(try parse("-h") == .help(CommandHelp.overview))
        #expect(try parse("help") == .help(CommandHelp.overview))
        #expect(try parse("--version") == .version)
        for name in CommandLineParser.subcommands {
            let text = try #require(CommandHelp.text(for: name))
            #expect(text.contains("USAGE: alert \(name)"))
            #expect(try parse(name, "--help") == .help(text))
            #expect(try parse("help", name) == .help(text))
            #expect(CommandHelp.overview.contains("\n  \(name) "), "the overview lists \(name)")
        }
        // Help wins over what is missing.
        #expect(try parse("choose", "-h") == .help(CommandHelp.text(for: "choose")!))
    }

    @Test func badCommandLinesGiveOneLineErrors() {
        let cases: [(String, [String])] = [
            ("alert: a subcommand is missing", []),
            ("alert: unknown subcommand frobnicate", ["frobnicate"]),
            ("alert: unknown option --loud before the subcommand", ["--loud", "message", "x"]),
            ("alert choose: unknown option --bogus", ["choose", "--bogus", "a"]),
            ("alert choose: unknown option -x", ["choose", "-x", "a"]),
            ("alert choose: an OPTION is empty", ["choose", "a", ""]),
            ("alert message: TEXT is missing", ["message"]),
            ("alert message: unexpected argument b", ["message", "a", "b"]),
            ("alert message: --title needs a value", ["message", "a", "--title"]),
            (
                "alert message: --title is given twice",
                ["message", "a", "--title", "1", "--title=2"]
            ),
            ("alert choose: --sheet takes no value", ["choose", "--sheet=yes", "a"]),
            (
                "alert confirm: --default must be yes or no, not maybe",
                ["confirm", "x", "--default", "maybe"]
            ),
            ("alert confirm: --negative must not be empty", ["confirm", "x", "--negative", ""]),
            ("alert input: unexpected argument x", ["input", "x"]),
            (
                "alert date: --initial must be a real day as YYYY-MM-DD, not 2025-02-30",
                ["date", "--initial", "2025-02-30"]
            ),
            (
                "alert status: KIND must be success, failure or info, not warning",
                ["status", "warning", "x"]
            ),
            ("alert status: the KIND", ["status"]),
            ("alert status: TEXT is missing", ["status", "info"]),
            (
                "alert status: --countdown must be a whole number of seconds, not -1",
                ["status", "info", "x", "--countdown", "-1"]
            ),
            (
                "alert status: --countdown must be a whole number of seconds, not soon",
                ["status", "info", "x", "--countdown=soon"]
            ),
            ("alert: no help for nothing", ["help", "nothing"]),
        ]
        for (expected, arguments) in cases {
            let problem = self.problem(for: arguments)
            #expect(problem?.hasPrefix(expected) == true, "\(arguments): \(problem ?? "parsed")")
            #expect(problem?.contains("\n") == false)
        }
    }

    func problem(for arguments: [String]) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func filterTakesNoArgumentsAndReadsItsChoicesFromStandardInput() throws {
        #expect(
            try parse("filter", "--title", "Open", "--placeholder", "file")
                == .run(
                    .filter(title: "Open", placeholder: "file", choices: []),
                    display: .inline(summary: true)))
        #expect(throws: CommandUsageError.self) { try parse("filter", "a") }
        let fds = closeOnExecPipe() ?? [-1, -1]
        #expect(fds[0] >= 0)
        let lines = "alpha\r\n\n  \nbeta\n"
        _ = lines.withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        defer { close(fds[0]) }
        let command = try AlertCommand.filter(title: nil, placeholder: "p", choices: [])
            .withChoices(from: fds[0])
        #expect(command == .filter(title: nil, placeholder: "p", choices: ["alpha", "beta"]))
        let empty = closeOnExecPipe() ?? [-1, -1]
        #expect(empty[0] >= 0)
        close(empty[1])
        defer { close(empty[0]) }
        #expect(throws: CommandUsageError.self) {
            try AlertCommand.filter(title: nil, placeholder: "p", choices: [])
                .withChoices(from: empty[0])
        }
        let message = AlertCommand.message(text: "m", title: nil)
        #expect(try message.withChoices(from: empty[0]) == message, "no read for the others")
    }

    /// Every option the parser accepts for a subcommand (from its own table) is named in
    /// that subcommand's help, and so are its exit statuses.
    @Test func eachSubcommandsHelpNamesEveryOptionItAcceptsAndItsExitStatuses() throws {
        #expect(CommandLineParser.subcommands.contains("confirm"), "the list is read")
        for name in CommandLineParser.subcommands {
            let text = try #require(CommandHelp.text(for: name))
            let (values, flags) = CommandLineParser.options(for: name)
            for option in values.union(flags) {
                #expect(text.contains("--\(option)"), "alert \(name) --help names --\(option)")
            }
            #expect(text.contains("EXIT STATUS") && text.contains("130 Ctrl+C"))
            for line in text.split(separator: "\n") {
                #expect(line.count <= 88, "alert \(name) --help: \(line)")
            }
            // Each option the table names is one the parser really takes.
            for option in values where option != "id" {
                let accepted = (try? parse(name, "--help", "--\(option)", "x")) != nil
                #expect(accepted, "alert \(name) takes --\(option)")
            }
        }
        #expect(throws: CommandUsageError.self) { try parse("status", "--bogus") }
    }

    @Test func filterPicksSeveralWithALimitOrWithout() throws {
        let several = { (selection: FilterItem.Selection) in
            CommandInvocation.run(
                .filter(
                    title: nil, placeholder: "Type to filter", choices: [], selection: selection),
                display: .inline(summary: true))
        }
        #expect(try parse("filter", "--no-limit") == several(.several(maximum: nil)))
        #expect(try parse("filter", "--limit", "3") == several(.several(maximum: 3)))
        #expect(try parse("filter", "--limit", "1") == several(.one))
        #expect(throws: CommandUsageError.self) { try parse("filter", "--limit", "0") }
        #expect(throws: CommandUsageError.self) {
            try parse("filter", "--limit", "2", "--no-limit")
        }
        let fds = closeOnExecPipe() ?? [-1, -1]
        #expect(fds[0] >= 0)
        _ = "a\nb\n".withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        defer { close(fds[0]) }
        let command = try AlertCommand.filter(
            title: nil, placeholder: "p", choices: [], selection: .several(maximum: nil)
        ).withChoices(from: fds[0])
        #expect(
            command
                == .filter(
                    title: nil, placeholder: "p", choices: ["a", "b"],
                    selection: .several(maximum: nil)))
    }
}
