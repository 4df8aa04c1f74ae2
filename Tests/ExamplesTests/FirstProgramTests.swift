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
    @Test func itShowsItsAlertsAnswersEnterAndExitsByItselfWithTheTerminalRestored() throws {
        let run = try ExampleRun("FirstProgramExample")
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
        let run = try ExampleRun("FirstProgramExample", redirectingOutput: true)
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
        let run = try ExampleRun("FirstProgramExample")
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

    /// An answers file without an entry for the alerts, and no terminal: `run` throws an
    /// `AlertAnswersError` naming what went unanswered, so a missing answer is never taken
    /// for "Maybe later" in silence (the program, which does not catch it, stops there).
    @Test func anAnswersFileThatLacksTheAnswerFailsLoudlyWithoutATerminal() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("other=yes\n".utf8)))
        defer { unlink(path) }
        let run = try PipedRun.run("FirstProgramExample", environment: ["ALERT_ANSWERS": path])
        #expect(run.status != 0)
        #expect(run.standardOutput.isEmpty, "no answer was made up: \(run.standardOutput)")
        #expect(run.standardError.contains("no answer for an alert without an id in \(path)"))
    }
}
