import AlertTestSupport
import Foundation
import Testing

@testable import AlertCommandKit

/// The completions, loaded into bash, zsh and fish (zsh and fish where installed: see
/// `OutsideProgram`; `.ci/run` installs them) and asked
/// what they offer after a command line: the subcommands, each one's options as the parser
/// takes them, and the fixed values of the table.
struct CommandCompletionsTests {
    /// What `shell`'s completions of `program` offer after `line` (the words before the
    /// cursor, then the word being completed), run in `directory`.
    static func offered(
        _ shell: CommandCompletions.Shell, _ line: [String], program: CommandProgram = .terminal,
        in directory: String = "/"
    ) throws -> Set<String> {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-completions-\(UUID().uuidString).\(shell.rawValue)")
        try CommandCompletions.script(for: shell, program: program)
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = line.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let function = "_" + program.name.replacingOccurrences(of: "-", with: "_")
        let run: PipedRun
        switch shell {
        case .bash:
            run = try PipedRun.run(
                path: "/bin/bash",
                arguments: [
                    "-c",
                    """
                    cd "$1" && source "$0" && COMP_WORDS=(\(quoted.joined(separator: " "))) &&
                    COMP_CWORD=\(line.count - 1) && \(function) &&
                    { ((${#COMPREPLY[@]} == 0)) || printf '%s\\n' "${COMPREPLY[@]}"; }
                    """, file.path, directory,
                ])
        case .zsh:
            // Completion widgets' builtins as stubs that print what they are given and the
            // word so far starts, as zsh offers it.
            run = try PipedRun.run(
                path: "/usr/bin/zsh",
                arguments: [
                    "-f", "-c",
                    """
                    compdef() { :; }
                    offer() { local w; for w; do [[ $w == ${words[CURRENT]}* ]] && print -r -- $w; done; }
                    compadd() { [[ $1 == -- ]] && shift; offer "$@"; }
                    _describe() { local -a items=("${(@P)4}"); offer "${items[@]%%:*}"; }
                    _files() { print -- '<files>'; }
                    _command_names() { print -- '<commands>'; }
                    cd "$1" && source "$0" && words=(\(quoted.joined(separator: " "))) &&
                    CURRENT=\(line.count) && \(function)
                    """, file.path, directory,
                ])
        case .fish:
            // The words as typed (the tests' words need no quoting).
            let commandLine = line.joined(separator: " ")
            run = try PipedRun.run(
                path: "/usr/bin/fish",
                arguments: [
                    "--no-config", "-c",
                    "cd $argv[2]; and source $argv[1]; and complete -C $argv[3]", file.path,
                    directory, commandLine,
                ])
        }
        #expect(run.standardError == "", "\(shell): \(run.standardError)")
        // fish prints a description after a tab.
        return Set(
            run.standardOutput.split(separator: "\n").map {
                String($0.prefix { $0 != "\t" })
            })
    }

    /// The shell that runs `shell`'s completions, bash aside (it is always there).
    static func program(for shell: CommandCompletions.Shell) -> OutsideProgram? {
        switch shell {
        case .bash: nil
        case .zsh: .zsh
        case .fish: .fish
        }
    }

    /// The shells the tests below load the completions into: bash, and zsh and fish where
    /// they are installed or required (see `OutsideProgram`).
    static let shells = CommandCompletions.Shell.allCases.filter { shell in
        program(for: shell).map { OutsideProgram.canRun([$0]) } ?? true
    }

    /// Says what to install where zsh or fish is missing (skipped then, unless required).
    @Test(.needs(.zsh, .fish)) func everyShellIsLoaded() throws {
        try OutsideProgram.require([.zsh, .fish])
        #expect(Self.shells == CommandCompletions.Shell.allCases)
    }

    @Test(arguments: shells)
    func theFirstWordIsASubcommandOrAnOption(shell: CommandCompletions.Shell) async throws {
        try await awayFromThePool { try Self.theFirstWordIsASubcommandOrAnOptionWork(shell: shell) }
    }

    /// The body of ``theFirstWordIsASubcommandOrAnOption(shell:)``, away from the cooperative pool.
    static func theFirstWordIsASubcommandOrAnOptionWork(shell: CommandCompletions.Shell) throws {
        let names = Set(
            AlertSubcommands.all.map { $0.name } + AlertGumSubcommands.all.map { $0.name })
        #expect(
            try Self.offered(shell, ["alert", ""])
                == names.union(["help", "gum", "whiptail", "dialog"]))
        #expect(
            try Self.offered(shell, ["alert", "--"])
                == [
                    "--plain", "--fullscreen", "--no-summary", "--help", "--version",
                    "--completions",
                ])
        #expect(
            try Self.offered(shell, ["alert", "--completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.offered(shell, ["alert", "--plain", "con"]) == ["confirm"])
        #expect(try Self.offered(shell, ["alert", "style", "--bor"]).contains("--border"))
        #expect(try Self.offered(shell, ["alert", "help", ""]) == names)
    }

    @Test(arguments: shells)
    func everySubcommandOffersTheOptionsTheParserTakes(shell: CommandCompletions.Shell) async throws
    {
        try await awayFromThePool {
            try Self.everySubcommandOffersTheOptionsTheParserTakesWork(shell: shell)
        }
    }

    /// The body of ``everySubcommandOffersTheOptionsTheParserTakes(shell:)``, away from the cooperative pool.
    static func everySubcommandOffersTheOptionsTheParserTakesWork(shell: CommandCompletions.Shell)
        throws
    {
        for subcommand in AlertSubcommands.all {
            let (values, flags) = CommandLineParser.options(for: subcommand.name)
            let options = Set(values.union(flags).map { "--" + $0 }).union(["--help"])
            #expect(try Self.offered(shell, ["alert", subcommand.name, "--"]) == options)
        }
    }

    @Test(arguments: shells)
    func theFixedValuesAreOffered(shell: CommandCompletions.Shell) async throws {
        try await awayFromThePool { try Self.theFixedValuesAreOfferedWork(shell: shell) }
    }

    /// The body of ``theFixedValuesAreOffered(shell:)``, away from the cooperative pool.
    static func theFixedValuesAreOfferedWork(shell: CommandCompletions.Shell) throws {
        #expect(try Self.offered(shell, ["alert", "confirm", "--default", ""]) == ["yes", "no"])
        #expect(try Self.offered(shell, ["alert", "confirm", "Sure?", "--title", ""]) == [])
        #expect(
            try Self.offered(shell, ["alert", "status", ""]) == ["success", "failure", "info"])
        #expect(
            try Self.offered(shell, ["alert", "status", "--countdown", "3", "f"]) == ["failure"])
        #expect(try Self.offered(shell, ["alert", "status", "info", ""]) == [])
        // The same table: every value offered parses, and the parser says which.
        for subcommand in AlertSubcommands.all {
            for (option, values) in subcommand.optionValues {
                let offered = try Self.offered(
                    shell, ["alert", subcommand.name, "--" + option, ""])
                #expect(offered == Set(values))
            }
        }
    }

    @Test func theFixedValuesAreTheParsersOwn() async throws {
        try await awayFromThePool { try Self.theFixedValuesAreTheParsersOwnWork() }
    }

    /// The body of ``theFixedValuesAreTheParsersOwn()``, away from the cooperative pool.
    static func theFixedValuesAreTheParsersOwnWork() throws {
        for value in ["yes", "no"] {
            _ = try CommandLineParser.parse(["confirm", "?", "--default", value])
        }
        #expect(throws: CommandUsageError.self) {
            try CommandLineParser.parse(["confirm", "?", "--default", "maybe"])
        }
        guard case .words(let kinds) = StatusSubcommand.arguments else {
            Issue.record("status's arguments are no words")
            return
        }
        for kind in kinds { _ = try CommandLineParser.parse(["status", kind, "done"]) }
        #expect(throws: CommandUsageError.self) {
            try CommandLineParser.parse(["status", "warning", "done"])
        }
    }

    @Test(arguments: shells)
    func aPagerTakesAFileAndSpinACommand(shell: CommandCompletions.Shell) async throws {
        try await awayFromThePool { try Self.aPagerTakesAFileAndSpinACommandWork(shell: shell) }
    }

    /// The body of ``aPagerTakesAFileAndSpinACommand(shell:)``, away from the cooperative pool.
    static func aPagerTakesAFileAndSpinACommandWork(shell: CommandCompletions.Shell) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-completions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "x".write(
            to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let files = try Self.offered(shell, ["alert", "pager", "no"], in: directory.path)
        let commands = try Self.offered(shell, ["alert", "spin", "--", "ech"])
        let before = try Self.offered(shell, ["alert", "spin", "ech"])
        switch shell {
        case .zsh:
            // The stubs stand for zsh's own file and command completion.
            #expect(files == ["<files>"] && commands == ["<commands>"])
        default:
            #expect(files == ["notes.txt"])
            #expect(commands.contains("echo"))
        }
        #expect(before == [])
    }

    @Test(arguments: shells)
    func alertGtkOffersNoDisplayFlags(shell: CommandCompletions.Shell) async throws {
        try await awayFromThePool { try Self.alertGtkOffersNoDisplayFlagsWork(shell: shell) }
    }

    /// The body of ``alertGtkOffersNoDisplayFlags(shell:)``, away from the cooperative pool.
    static func alertGtkOffersNoDisplayFlagsWork(shell: CommandCompletions.Shell) throws {
        let offered = try Self.offered(shell, ["alert-gtk", "--"], program: .desktop)
        #expect(offered == ["--help", "--version", "--completions"])
        let confirm = try Self.offered(shell, ["alert-gtk", "confirm", "--"], program: .desktop)
        #expect(!confirm.contains("--plain") && confirm.contains("--default"))
        #expect(
            !(try Self.offered(shell, ["alert-gtk", ""], program: .desktop)).contains("whiptail"))
    }

    @Test func theParserPrintsThemForEachShellAndNoOther() async throws {
        try await awayFromThePool { try Self.theParserPrintsThemForEachShellAndNoOtherWork() }
    }

    /// The body of ``theParserPrintsThemForEachShellAndNoOther()``, away from the cooperative pool.
    static func theParserPrintsThemForEachShellAndNoOtherWork() throws {
        for shell in CommandCompletions.Shell.allCases {
            #expect(
                try CommandLineParser.parse(["--completions", shell.rawValue])
                    == .completions(shell))
        }
        #expect(throws: CommandUsageError.self) { try CommandLineParser.parse(["--completions"]) }
        #expect(throws: CommandUsageError.self) {
            try CommandLineParser.parse(["--completions", "tcsh"])
        }
        #expect(throws: CommandUsageError.self) {
            try CommandLineParser.parse(["--completions", "bash", "zsh"])
        }
    }
}
