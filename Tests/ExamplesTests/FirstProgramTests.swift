import AlertTestSupport
import Foundation
import TerminalTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The README's first program (`Examples/FirstProgram`, built by `swift build`), run as a
/// newcomer runs it: in a 100×30 pseudo-terminal that is its controlling terminal, and in
/// plain line mode through pipes.
@Suite(.serialized) struct FirstProgramTests {
    /// The program on a pseudo-terminal (standard input, output and error).
    final class Run {
        let terminal: PseudoTerminal
        let child: SpawnedProcess
        let before: termios

        /// Standard output's pipe, when it is not the terminal.
        let outputPipe: Int32?

        /// Starts the program; with `redirectingOutput` its standard output is a pipe (as
        /// in `tool > report.txt`) and only its input and error are the terminal.
        init(redirectingOutput: Bool = false) throws {
            terminal = try PseudoTerminal()
            before = terminal.attributes()
            var output: [Int32] = [-1, -1]
            if redirectingOutput {
                guard let made = closeOnExecPipe() else {
                    throw SpawnedProcess.Failure.system("pipe", errno)
                }
                output = made
            }
            outputPipe = redirectingOutput ? output[0] : nil
            child = try SpawnedProcess.spawn(
                BuiltExecutable.url(named: "FirstProgramExample").path, arguments: [],
                environment: BuiltExecutable.environment(["ALERT_REDUCED_MOTION": "1"]),
                descriptors: (
                    terminal.slave, redirectingOutput ? output[1] : terminal.slave, terminal.slave
                ),
                closing: [terminal.master] + (redirectingOutput ? output : []),
                controllingTerminal: terminal.slavePath)
            if redirectingOutput { close(output[1]) }
        }

        deinit {
            if child.exitStatusIfExited() == nil {
                kill(child.pid, SIGKILL)
                _ = try? child.waitForExit()
            }
        }

        var transcript: String { String(decoding: terminal.transcript, as: UTF8.self) }
        /// The terminal's rows as the user sees them (replayed in the test emulator), with
        /// their trailing blanks and the blank rows at the end left out.
        var lines: [String] {
            var emulator = VirtualTerminal(width: 100, height: 30)
            emulator.feed(terminal.transcript)
            var rows = (0..<emulator.height).map {
                var text = emulator.text(row: $0)
                while text.last == " " { text.removeLast() }
                return text
            }
            while rows.last == "" { rows.removeLast() }
            return rows
        }
        var restored: Bool { sameAttributes(before, terminal.attributes()) }
    }

    @Test func itShowsItsAlertsAnswersEnterAndExitsByItselfWithTheTerminalRestored() throws {
        let run = try Run()
        #expect(run.terminal.waitForOutput(containing: "Saved to your library"))
        run.terminal.type("\r")
        // The status alert closes by itself two seconds after it appears.
        #expect(run.terminal.waitForOutput(containing: "All done"))
        #expect(run.terminal.waitForOutput(containing: "Update available", patience: 5000))
        run.terminal.type("\r")
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 0)
        #expect(!run.transcript.contains("\u{1B}[?1049h"), "inline: no alternate screen")
        #expect(
            run.lines == [
                "✔ Saved to your library · OK", "✔ All done", "✔ Update available · OK",
                "Installing version 2.0…",
            ])
        #expect(run.restored, "termios after the run equals termios before")
    }

    /// `tool > report.txt`: the alerts are still drawn, inline, on the controlling terminal,
    /// and standard output gets only the program's own line.
    @Test func withStandardOutputRedirectedTheAlertsStillShowOnTheTerminal() throws {
        let run = try Run(redirectingOutput: true)
        #expect(run.terminal.waitForOutput(containing: "Saved to your library"))
        run.terminal.type("\r")
        #expect(run.terminal.waitForOutput(containing: "Update available", patience: 5000))
        run.terminal.type("\r")
        let status = try run.child.waitForExit(draining: run.terminal)
        let output = PipedRun.readAll(try #require(run.outputPipe))
        #expect(status == 0)
        #expect(output == "Installing version 2.0…\n", "only the program's line, no UI")
        #expect(run.lines.last == "✔ Update available · OK", "inline on the terminal")
        #expect(!run.transcript.contains("Installing"))
        #expect(run.restored)
    }

    @Test func ctrlCEndsItAsSIGINTWithTheTerminalRestored() throws {
        let run = try Run()
        #expect(run.terminal.waitForOutput(containing: "Saved to your library"))
        run.terminal.type("\u{03}")
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 128 + SIGINT)
        #expect(run.lines == ["✖ Saved to your library · cancelled"])
        #expect(!run.transcript.contains("Installing"))
        #expect(run.restored)
    }

    @Test func withoutATerminalItAsksInPlainLines() throws {
        // Enter on the message, 2 for OK; the status needs no answer and reads no line.
        let run = try PipedRun.run("FirstProgramExample", input: "\n2\n")
        #expect(run.status == 0)
        #expect(run.standardOutput == "Installing version 2.0…\n")
        #expect(run.standardError.contains("1) Cancel  2) OK"), "the prompts go to standard error")
        #expect(!run.standardError.contains("\u{1B}"))
    }
}
