import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The `alert` program: parses the command line, asks, prints the answer and returns the
/// exit status. `main.swift` secures the standard streams (``StandardStreams/secure()``)
/// and calls ``main(arguments:environment:streams:programName:dialects:)`` with the
/// dialects it links.
///
/// Every byte it writes goes through `TextOutput`: error messages and prompts are
/// sanitised (an argument can never put an escape sequence on the terminal), and a write
/// that fails (`/dev/full`, a closed pipe) is an error with exit status 2, never a crash.
@MainActor
package enum AlertCommandApp {
    /// Runs `alert` with `arguments` (without the program name) and returns its exit status
    /// (see ``CommandOutcome/exitStatus``; 2 for a bad command line, with one line on
    /// standard error, and when the answer cannot be written). `streams` says which
    /// standard streams were closed at start (``StandardStreams/secure()``). Run as one of
    /// `dialects` (`programName`, a link's name), or with its name first, it takes that
    /// dialect's command line (``CommandDialect``).
    package static func main(
        arguments: [String], environment: [String: String],
        streams: StandardStreams = StandardStreams(), programName: String = "alert",
        dialects: [any CommandDialect.Type] = []
    ) async -> Int32 {
        for dialect in dialects {
            if let status = await dialect.run(
                programName: programName, arguments: arguments, environment: environment,
                streams: streams)
            {
                return status
            }
        }
        // One of gum's (alert file, table, style, join): display flags before it mean nothing.
        let tool = arguments.drop { ["--plain", "--fullscreen", "--no-summary"].contains($0) }
        if let name = tool.first, AlertGumSubcommands.isTool(name) {
            return await AlertGumSubcommands.run(
                name, arguments: Array(tool.dropFirst()), environment: environment,
                streams: streams)
        }
        switch start(arguments, streams: streams, environment: environment) {
        case .exit(let status):
            return status
        case .run(let command, let display, let timeout, let id, let choicesCameOnInput):
            let outcome = await CommandPresenter.present(
                command, display: display, timeout: timeout, id: id, environment: environment,
                streams: streams, choicesCameOnInput: choicesCameOnInput, today: .today(),
                deliver: { deliver($0) })
            return outcome.exitStatus
        }
    }

    /// The process's arguments without the program name, read as the bytes they are
    /// (`CommandLine.unsafeArgv`) and decoded with `LosslessUTF8`: an option or a `--value`
    /// that is not UTF-8 comes back as its own bytes, never as U+FFFD
    /// (`CommandLine.arguments` replaces such bytes).
    nonisolated package static func processArguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                let count = strlen(argument)
                return UnsafeRawPointer(argument).withMemoryRebound(to: UInt8.self, capacity: count)
                {
                    LosslessUTF8.decode(UnsafeBufferPointer(start: $0, count: count))
                }
            }
        }
    }

    /// What a command line comes to before anything is asked.
    package enum Start {
        /// Exit with this status: the help was printed (0), the command line or the choices
        /// on standard input were wrong or a stream it needs is closed (2, said on standard
        /// error), or `--timeout` ran out while the choices were read (124).
        case exit(Int32)
        /// Ask this command (its choices read), as the command line says.
        /// `choicesCameOnInput`: standard input held the choices (filter, or choose
        /// without OPTION), so plain mode reads the answer from the terminal.
        case run(
            AlertCommand, display: CommandDisplay, timeout: CommandTimeout?, id: String?,
            choicesCameOnInput: Bool)
    }

    /// Writes `text` (help or the version) on standard output and ends with 0, or with 2
    /// and a warning naming `what` when it cannot be written.
    static func printed(
        _ text: String, named what: String, program: CommandProgram, _ streams: StandardStreams
    ) -> Start {
        do throws(TerminalSessionError) {
            guard !streams.outputIsClosed else { throw .outputClosed }
            try TextOutput.write(text, to: STDOUT_FILENO)
            return .exit(0)
        } catch {
            CommandDiagnostics.warn(
                "cannot write \(what) to standard output: \(TextOutput.describe(error))",
                program: program)
            return .exit(2)
        }
    }

    /// The steps every program of the command shares: parses `arguments`, prints the help
    /// it asks for (named for `program`), reads the choices a command takes from standard
    /// input. A desktop `program` refuses the terminal's display flags (`--plain`,
    /// `--fullscreen`, `--no-summary`), which would mean nothing there. A command that needs
    /// a stream `streams` says was closed is refused. The `--timeout` starts here: the
    /// choices are read until it runs out, and the command is left the rest of it. When
    /// the alert will be drawn on a terminal (`environment` given, and
    /// `CommandPresenter.drawsOnTerminal(display:environment:)`), `alert filter` and a menu
    /// of `alert choose` read their choices while shown instead
    /// (``AlertCommand/streamingChoices(from:)``).
    package static func start(
        _ arguments: [String], program: CommandProgram = .terminal,
        streams: StandardStreams = StandardStreams(), environment: [String: String]? = nil
    ) -> Start {
        let started = ContinuousClock.now
        let invocation: CommandInvocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            TextOutput.writeToStandardError(error.description(for: program) + "\n")
            return .exit(2)
        }
        switch invocation {
        case .help(let text):
            return printed(program.help(text), named: "the help", program: program, streams)
        case .version:
            return printed(
                CommandVersion.line(for: program), named: "the version", program: program,
                streams)
        case .completions(let shell):
            return printed(
                CommandCompletions.script(for: shell, program: program),
                named: "the completions", program: program, streams)
        case .run(let parsed, let display, let timeout, let id):
            return prepare(
                parsed, display: display, timeout: timeout, id: id, program: program,
                streams: streams, environment: environment, started: started)
        }
    }

    /// The steps between a parsed command and its alert, shared by every command line that
    /// comes to an ``AlertCommand`` (`alert`'s own, gum's): refuses the terminal's display
    /// flags on the desktop and a command whose stream `streams` says is closed, runs what a
    /// question runs instead of an alert off a terminal (a pager copies its text), and reads the choices a command takes from
    /// standard input — while shown when it is drawn on a terminal — within `timeout`,
    /// counted from `started`.
    package static func prepare(
        _ parsed: AlertCommand, display: CommandDisplay, timeout: CommandTimeout?,
        id: String?, program: CommandProgram = .terminal,
        streams: StandardStreams = StandardStreams(), environment: [String: String]? = nil,
        started: ContinuousClock.Instant = .now
    ) -> Start {
        if program.isDesktop, display != .inline(summary: true) {
            let error = CommandUsageError(
                "--plain, --fullscreen and --no-summary say how a terminal shows the alert;"
                    + " use alert for them")
            TextOutput.writeToStandardError(error.description(for: program) + "\n")
            return .exit(2)
        }
        if let refusal = streams.refusal(for: parsed) {
            CommandDiagnostics.warn(refusal, program: program)
            return .exit(2)
        }
        if !program.isDesktop, isatty(STDOUT_FILENO) != 1,
            let start = parsed.question.startWithoutAlert(
                program: program, streams: streams, until: timeout.map { started + $0.duration },
                drawsOnTerminal: {
                    environment.map {
                        CommandPresenter.drawsOnTerminal(display: display, environment: $0)
                    } ?? false
                })
        {
            return start
        }
        let command: AlertCommand?
        do {
            if let environment,
                CommandPresenter.drawsOnTerminal(display: display, environment: environment),
                let streamed = try parsed.streamingChoices(from: STDIN_FILENO)
            {
                command = streamed
            } else {
                command = try parsed.withChoices(
                    from: STDIN_FILENO, until: timeout.map { started + $0.duration })
            }
        } catch {
            TextOutput.writeToStandardError(error.description(for: program) + "\n")
            return .exit(2)
        }
        // The time the reading took is the alert's no longer.
        var left = timeout
        let spent = ContinuousClock.now - started
        left?.milliseconds -= Int(spent / .milliseconds(1))
        guard let command, (left?.milliseconds ?? 1) > 0 else {
            return .exit(CommandOutcome.timedOut.exitStatus)
        }
        return .run(
            command, display: display, timeout: left, id: id,
            choicesCameOnInput: parsed.takesChoicesFromInput)
    }

    /// Prints the outcome: a failure on standard error, an answer on standard output (as it
    /// is into a pipe or a file; sanitised when standard output is a terminal). An answer
    /// that cannot be written makes the run a failure.
    package static func deliver(_ outcome: CommandOutcome, program: CommandProgram = .terminal)
        -> CommandOutcome
    {
        if case .failed(let message) = outcome {
            CommandDiagnostics.warn(message, program: program)
        }
        let answer = outcome.standardOutput
        var kept: CommandOutputFile?
        if case .finished(_, let output?) = outcome { kept = output }
        guard !answer.isEmpty || kept != nil else { return outcome }
        do {
            let sanitizing = isatty(STDOUT_FILENO) == 1
            try TextOutput.write(answer, to: STDOUT_FILENO, sanitizing: sanitizing)
            try kept?.write(to: STDOUT_FILENO, sanitizing: sanitizing)
            if let reason = kept?.lostReason {
                CommandDiagnostics.warn(
                    "the command's output was cut short: it could not be kept (\(reason))",
                    program: program)
            }
            return outcome
        } catch {
            let failure = "cannot write the answer: \(TextOutput.describe(error))"
            CommandDiagnostics.warn(failure, program: program)
            return .failed(failure)
        }
    }
}
