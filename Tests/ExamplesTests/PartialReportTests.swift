import AlertTestSupport
import Foundation
import TerminalTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `Examples/PartialReport`, the README's program that takes Ctrl+C as an error it catches
/// (`interruption: .throwsError`), run in a pseudo-terminal.
@Suite(.serialized) struct PartialReportTests {
    @Test func ctrlCLetsTheProgramWriteItsPartialReportAndRestoresTheTerminal() throws {
        let run = try ExampleRun("PartialReportExample")
        #expect(run.terminal.waitForOutput(containing: "build.log"))
        run.terminal.type("\r")
        #expect(run.terminal.waitForOutput(containing: "cache.db"))
        run.terminal.type("\u{03}")
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 130, "the program chose its own exit status")
        #expect(
            run.lines == [
                "✔ Move build.log to the trash? · OK",
                "✖ Move cache.db to the trash? · cancelled",
                // asked after Ctrl+C: answered "no" at once, never waiting
                "✖ Move notes.txt to the trash? · cancelled",
                // the progress after Ctrl+C: cancelled at once, its work never started
                "✖ Moving to the trash · cancelled",
                "Interrupted. Moved to the trash:",
            ])
        #expect(!run.transcript.contains("\u{1B}[?1049h"), "inline: no alternate screen")
        #expect(run.restored, "termios after the run equals termios before")
    }

    /// Ctrl+C while `withProgress` works: the work's task is cancelled (its sleep throws
    /// `CancellationError`), and `run` still throws `.interrupted`, so the program writes its
    /// report (the cancellation used to reach the top level and stop the program with a
    /// fatal error).
    @Test func ctrlCDuringTheProgressIsStillAnInterruptionTheProgramCatches() throws {
        let run = try ExampleRun("PartialReportExample")
        for file in ["build.log", "cache.db", "notes.txt"] {
            #expect(run.terminal.waitForOutput(containing: file))
            run.terminal.type("\r")
        }
        #expect(run.terminal.waitForOutput(containing: "33%"))
        run.terminal.type("\u{03}")
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 130, "the program chose its own exit status")
        #expect(run.lines.contains("✖ Moving to the trash · cancelled"))
        #expect(run.lines.last?.hasPrefix("Interrupted. Moved to the trash: build.log") == true)
        #expect(!run.transcript.contains("Fatal error"))
        #expect(run.restored, "termios after the run equals termios before")
    }

    /// In plain lines (`ALERT_PLAIN=1`) Ctrl+C is the terminal's SIGINT: with
    /// `interruption: .throwsError` it is handed to the program there too.
    @Test func ctrlCInPlainLinesLetsTheProgramWriteItsPartialReport() throws {
        let run = try ExampleRun("PartialReportExample", environment: ["ALERT_PLAIN": "1"])
        #expect(run.terminal.waitForOutput(containing: "build.log"))
        run.terminal.type("\r")
        #expect(run.terminal.waitForOutput(containing: "cache.db"))
        run.terminal.type("\u{03}")
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 130, "the program chose its own exit status")
        // Nothing moved: the progress after Ctrl+C was cancelled before its work began.
        #expect(run.transcript.contains("Interrupted. Moved to the trash:"))
        #expect(!run.transcript.contains("Moved to the trash: build.log"))
        #expect(!run.transcript.contains("Fatal error"))
        #expect(run.restored, "termios after the run equals termios before")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalFromOutsideEndsItWithTheTerminalRestored(signal: Int32) throws {
        let run = try ExampleRun("PartialReportExample")
        #expect(run.terminal.waitForOutput(containing: "build.log"))
        kill(run.child.pid, signal)
        let status = try run.child.waitForExit(draining: run.terminal)
        #expect(status == 128 + signal, "a signal from outside ends the process as it would")
        #expect(!run.transcript.contains("Interrupted."))
        #expect(run.restored, "termios after the run equals termios before")
    }
}
