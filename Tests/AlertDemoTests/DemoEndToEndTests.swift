import AlertDemoKit
import Foundation
import Testing

/// The built `alert-demo`, run as a user would: in a pseudo-terminal with `--script`, with
/// keys piped into standard input, in plain mode through pipes, and with `--svg`.
@Suite(.serialized) struct DemoEndToEndTests {
    static let fullTour =
        "enter,right,enter,up,enter,right,enter,text:王小明,enter,enter,"
        + "enter,esc,enter,wait:1500,enter,wait:5000,resize:80x24,click:2:2,tab,enter,"
        + "down,down,space,enter,text:sync,down,enter,wait:3000"

    static let fullTourResults = [
        "1. message: action 0 \"Start\"",
        "2. alert \"Save changes?\": action 1 \"Save\"",
        "3. sheet \"Delete draft?\": action 0 \"Delete\"",
        "4. date \"Pick a day\": date 2026-11-22",
        "5. input \"Your name\": text \"王小明\"",
        "6. media \"Lake at dusk\": action 0 \"Lovely\"",
        "7. alert \"Step 1 of 3\": action 0 \"Next\"",
        "8. alert \"Step 2 of 3\": action 0 \"Next\"",
        "9. alert \"Step 3 of 3\": action 0 \"Next\"",
        "10. status \"Syncing inbox\": dismissed (timeout)",
        "11. grid \"Share to\": dismissed (background tap)",
        "12. own \"Your week\": action 0 \"Close\"",
        "13. critical \"Battery low\": action 0 \"OK\"",
        "14. checklist \"Pack for the trip\": chose \"Passport\", \"Charger\", \"Umbrella\"",
        "15. filter \"Open a file\": chose \"Sources/Sync/Conflict.swift\"",
        "16. progress \"Downloading photos\": completed",
    ]

    /// The result lines at the end of the output (after the terminal was left).
    static func resultLines(_ output: String) -> [String] {
        let tail = output.components(separatedBy: "\u{1B}[?1049l").last ?? output
        return tail.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
            .map(String.init).filter(isResultLine)
    }

    /// Whether `line` looks like `12. kind …: …`.
    static func isResultLine(_ line: String) -> Bool {
        // `3. sheet "Delete draft?": action 0 …`; a plain prompt's numbered option
        // (`1. README.md`) has no colon after its kind.
        let rest = line.drop { $0.isASCII && $0.isNumber }
        return rest.count < line.count && rest.hasPrefix(". ") && rest.contains(": ")
    }

    @Test func scriptDrivesTheWholeTourInATerminalAndRestoresIt() throws {
        let run = try DemoExecutable.runInPseudoTerminal(["--script", Self.fullTour])
        #expect(run.status == 0)
        #expect(run.output.contains("\u{1B}[?1049h"), "the alternate screen was entered")
        #expect(run.output.contains("\u{1B}[?1049l"), "the alternate screen was left")
        #expect(run.output.contains("Battery low"), "the critical alert was drawn")
        #expect(Self.resultLines(run.output) == Self.fullTourResults)
        #expect(run.restoredTerminal, "termios after the run equals termios before")
    }

    @Test func qQuitsAndEveryRemainingAlertResolvesProgrammatic() throws {
        let run = try DemoExecutable.runInPseudoTerminal(["--script", "enter,q"])
        #expect(run.status == 0)
        let lines = Self.resultLines(run.output)
        #expect(lines.count == 16)
        #expect(lines.first == "1. message: action 0 \"Start\"")
        let critical = DemoTour.criticalIndex
        #expect(
            lines.indices.dropFirst().filter { $0 != critical }
                .allSatisfy { lines[$0].hasSuffix(": dismissed (programmatic)") })
        #expect(
            lines.indices.contains(critical)
                && lines[critical]
                    == "13. critical \"Battery low\": not shown (the tour ended first)"
        )
        #expect(run.restoredTerminal)
    }

    @Test func ctrlCQuitsCleanlyToo() throws {
        let run = try DemoExecutable.runInPseudoTerminal(["--script", "tab,ctrl-c"])
        #expect(run.status == 0)
        #expect(Self.resultLines(run.output).first == "1. message: dismissed (programmatic)")
        #expect(run.restoredTerminal)
    }

    @Test func ctrlCInTheInteractiveDemoEndsItWithStatus130AndItsResults() throws {
        // A person at the terminal (no script): Ctrl+C dismisses every alert, the terminal
        // is restored, the results are printed, and the status is Ctrl+C's.
        let run = try DemoExecutable.runInPseudoTerminal([], typing: ["\u{03}"])
        #expect(run.status == 128 + SIGINT)
        #expect(Self.resultLines(run.output).first == "1. message: dismissed (programmatic)")
        #expect(run.output.contains("\u{1B}[?1049l"), "the alternate screen was left")
        #expect(run.restoredTerminal)
    }

    @Test func qInTheInteractiveDemoEndsItWithStatus0() throws {
        let run = try DemoExecutable.runInPseudoTerminal([], typing: ["q"])
        #expect(run.status == 0)
        #expect(Self.resultLines(run.output).count == DemoTour.plan.count)
        #expect(run.restoredTerminal)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalRestoresTheTerminalAndEndsTheDemo(signal: Int32) throws {
        // Interactive mode (no script): the demo is in raw mode on the alternate screen,
        // waiting for a person, when the signal comes.
        let run = try DemoExecutable.runInPseudoTerminal([], signal: signal)
        #expect(run.status == 128 + signal, "the demo dies of the signal, as it should")
        #expect(run.output.contains("\u{1B}[?1049l"), "the alternate screen was left")
        #expect(run.restoredTerminal, "termios after the signal equals termios before")
    }

    @Test func keysPipedIntoStandardInputDriveTheTerminalRun() throws {
        let run = try DemoExecutable.runInPseudoTerminal(
            [], pipedInput: "# a comment line\nenter\nright, enter\nq\n")
        #expect(run.status == 0)
        let lines = Self.resultLines(run.output)
        #expect(
            lines.prefix(3) == [
                "1. message: action 0 \"Start\"",
                "2. alert \"Save changes?\": action 1 \"Save\"",
                "3. sheet \"Delete draft?\": dismissed (programmatic)",
            ])
        #expect(run.restoredTerminal)
    }

    @Test func plainModeCompletesTheTourFromStandardInputLines() throws {
        let answers = [
            "", "2", "1", "2026-11-22", "王小明", "", "", "esc", "",
            "",  // the critical alert, which interrupts the status (the status reads no line)
            "3",
            "2",  // the app's own alert: 1) Close  2) Share
            "1,3",  // the checklist's rows
            "conflict",  // the filter's query: its best match is the answer
            // the progress alert reads no line; it fills on the clock and completes
        ]
        let run = try DemoExecutable.runWithPipes([], input: answers.joined(separator: "\n") + "\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("\u{1B}"), "plain mode writes no escape sequence")
        let lines = run.output.split(separator: "\n").map(String.init).filter(Self.isResultLine)
        #expect(
            lines == [
                "1. message: action 0 \"Start\"",
                "2. alert \"Save changes?\": action 1 \"Save\"",
                "3. sheet \"Delete draft?\": action 0 \"Delete\"",
                "4. date \"Pick a day\": date 2026-11-22",
                "5. input \"Your name\": text \"王小明\"",
                "6. media \"Lake at dusk\": action 0 \"Lovely\"",
                "7. alert \"Step 1 of 3\": action 0 \"Next\"",
                "8. alert \"Step 2 of 3\": action 0 \"Next\"",
                "9. alert \"Step 3 of 3\": action 0 \"Next\"",
                "10. status \"Syncing inbox\": dismissed (timeout)",
                "11. grid \"Share to\": action 2 \"Notes\"",
                "12. own \"Your week\": action 1 \"Share\"",
                "13. critical \"Battery low\": action 0 \"OK\"",
                "14. checklist \"Pack for the trip\": chose \"Passport\", \"Umbrella\"",
                "15. filter \"Open a file\": chose \"Sources/Sync/Conflict.swift\"",
                "16. progress \"Downloading photos\": completed",
            ])
    }

    @Test func svgWritesOnePicturePerAlert() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-demo-svg-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try DemoExecutable.runWithPipes(["--svg", directory.path, "--size", "80x24"])
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count == DemoTour.plan.count + 3)
        #expect(files.first == "00-app.svg")
        #expect(files.contains("12-own.svg"))
        #expect(files.contains("13-critical.svg"))
        #expect(
            files.contains("16-progress.svg") && files.contains("17-inline.svg")
                && files.last == "18-secret.svg")
        let svg = try String(
            contentsOf: directory.appendingPathComponent("03-sheet.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("Delete draft?"))
    }

    @Test func helpAndBadArguments() throws {
        let help = try DemoExecutable.runWithPipes(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--script KEYS") && help.output.contains("click:COL:ROW"))
        let bad = try DemoExecutable.runWithPipes(["--frobnicate"])
        #expect(bad.status == 2)
        #expect(bad.output.contains("unknown option '--frobnicate'"))
        let badScript = try DemoExecutable.runWithPipes(["--script", "enter,jump"])
        #expect(badScript.status == 2)
        #expect(badScript.output.contains("'jump'"))
    }
}
