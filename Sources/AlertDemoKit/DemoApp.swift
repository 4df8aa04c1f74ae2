import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The `alert-demo` program: reads the command line and the environment, picks a mode and
/// runs it. `main.swift` only calls ``main(arguments:environment:)``.
@MainActor
package enum DemoApp {
    /// The text of `--help`.
    package static let help = """
        alert-demo: every alert of AlertEngine, live in the terminal.

        USAGE: alert-demo [--plain | --script KEYS | --svg DIR] [--size COLSxROWS]

          (no option)       full screen in this terminal, keyboard and mouse
          --script KEYS     drive the tour with KEYS (below) instead of a person: the
                            clock moves only with wait:MS, so a run is deterministic; when
                            the keys run out the demo quits as q would
          --plain           numbered line prompts, answers read from standard input, no
                            escape sequences (pipes, logs, screen readers); automatic when
                            TERM=dumb or standard output is not a terminal
          --svg DIR         draw each alert of the tour off screen (truecolor, reduced
                            motion) and write DIR/NN-name.svg, then exit
          --size COLSxROWS  screen size for --svg and off-screen scripts (default 100x30)
          -h, --help        this help

        When standard input is not a terminal but standard output is, keys are read from
        standard input in the KEYS language.

        In the tour: Tab/Shift-Tab and the arrows move the focus, Enter chooses, Esc
        cancels, a click outside closes a sheet, q or Ctrl+C quits. On exit one line per
        alert tells how it ended, e.g.  3. sheet "Delete draft?": action 0 "Delete"

        Environment: NO_COLOR, COLORTERM=truecolor, TERM, ALERT_REDUCED_MOTION=1,
        ALERT_IMAGES=kitty|iterm2|blocks.


        """ + DemoScript.help + "\n"

    /// Runs the program and returns its exit status: 0 after a run, 1 when the terminal or
    /// the file system failed, 2 for a bad command line or script, 130 after Ctrl+C.
    package static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        let parsed: DemoArguments
        do {
            parsed = try DemoArguments.parse(arguments)
        } catch {
            return fail("alert-demo: \(error)", status: 2)
        }
        let size = parsed.size ?? DemoArguments.defaultSize
        let inputIsTerminal = isatty(0) == 1
        let outputIsTerminal = isatty(1) == 1
        let isDumb = environment["TERM"] == "dumb"
        do {
            switch parsed.mode {
            case .help:
                return report(help)
            case .svg(let directory):
                let names = try DemoSVGExporter.export(to: directory, size: size)
                return report("alert-demo: wrote \(names.count) pictures to \(directory)\n")
            case .plain:
                return runPlain()
            case .script(let text):
                let steps = try DemoScript.parse(text)
                let tour = try DemoTerminalRunner.runScript(
                    steps, onTerminal: outputIsTerminal && !isDumb, environment: environment,
                    size: size)
                return report(tour)
            case .interactive:
                if isDumb || !outputIsTerminal { return runPlain() }
                if !inputIsTerminal {
                    let text = String(
                        decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                    let steps = try DemoScript.parse(text)
                    let tour = try DemoTerminalRunner.runScript(
                        steps, onTerminal: true, environment: environment, size: size)
                    return report(tour)
                }
                let tour = try await DemoTerminalRunner.runInteractive(environment: environment)
                return report(tour)
            }
        } catch let interruption as DemoInterruption {
            // Ctrl+C, as for any program: exit status 130, after the tour's last words.
            let status = report(interruption.resultLines.map { $0 + "\n" }.joined())
            return status == 0 ? 128 + SIGINT : status
        } catch let error as DemoScriptError {
            return fail("alert-demo: \(error)", status: 2)
        } catch {
            return fail("alert-demo: \(error)", status: 1)
        }
    }

    private static func runPlain() -> Int32 {
        let tour = DemoPlainRunner(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: emit
        ).run()
        return report(tour)
    }

    private static func report(_ tour: DemoTour) -> Int32 {
        report(tour.resultLines.map { $0 + "\n" }.joined())
    }

    /// Writes the run's last words to standard output: 0, or 1 when they cannot be written.
    private static func report(_ text: String) -> Int32 {
        do {
            try TextOutput.write(text, to: STDOUT_FILENO)
            return 0
        } catch {
            return fail(
                "alert-demo: cannot write to standard output: \(TextOutput.describe(error))",
                status: 1)
        }
    }

    /// Writes to standard output at once (unbuffered, so prompts appear before a read),
    /// sanitised by `TextOutput`, the one door to standard output: no escape sequence or
    /// control character from a script, a path or an answer reaches the terminal (line
    /// feeds stay). A failure shows in the last write, ``report(_:)``'s.
    private static func emit(_ text: String) {
        try? TextOutput.write(text, to: STDOUT_FILENO)
    }

    /// Writes `message` and a line feed to standard error, sanitised like ``emit(_:)``, and
    /// returns `status`.
    private static func fail(_ message: String, status: Int32) -> Int32 {
        TextOutput.writeToStandardError(message + "\n")
        return status
    }
}
