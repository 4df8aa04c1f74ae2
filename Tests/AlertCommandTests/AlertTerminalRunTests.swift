import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every subcommand of the built `alert` in a pseudo-terminal that is its controlling
/// terminal, with standard output a pipe: the keys a user types, the exit status, the answer
/// on standard output, and the terminal's attributes restored.
@Suite(.serialized) struct AlertTerminalRunTests {
    typealias Key = AlertExecutable.Key

    @Test func chooseStartsOnTheFirstOptionAndDownEnterPicksTheSecond() throws {
        let ending = try AlertExecutable.answer(
            ["choose", "--title", "Pick", "alpha", "beta", "gamma"], shown: "gamma",
            keys: [Key.down + Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "beta\n")
        #expect(ending.restoredTerminal)
        // Inline: the choice is left as a summary line where the alert was.
        #expect(!ending.screen.contains(AlertExecutable.enterAlternateScreen))
        #expect(ending.lines.first == "✔ Pick · beta")
    }

    /// Desktop keys through a terminal: Space presses the focused button, Alt+letter (Esc
    /// then the letter) the button whose mnemonic it is (an underscore marks it in a label,
    /// else a unique first letter), and a plain letter jumps in a menu.
    @Test(
        arguments: [
            (["confirm", "Reboot?"], [" "], 0, ""),
            (["confirm", "Reboot?"], [Key.tab, " "], 1, ""),
            (["confirm", "Reboot?"], ["\u{1B}n"], 1, ""),
            (["confirm", "Reboot?"], ["\u{1B}Y"], 0, ""),
            (
                ["confirm", "--affirmative", "_Sure", "--negative", "Ne_ver", "Reboot?"],
                ["\u{1B}v"], 1, ""
            ),
            (["choose", "red", "green", "blue"], ["b", Key.enter], 0, "blue\n"),
        ] as [([String], [String], Int32, String)])
    func spaceAltLettersAndLettersPressAndJump(
        _ arguments: [String], _ keys: [String], _ status: Int32, _ output: String
    ) throws {
        let ending = try AlertExecutable.answer(arguments, shown: "e", keys: keys)
        #expect(ending.status == status)
        #expect(ending.standardOutput == output)
        #expect(!ending.screen.contains("_"), "the underscore marker is not drawn")
    }

    /// In a text field Alt+B and Alt+D stay readline's word edits: nothing is pressed.
    @Test func altBAndAltDEditATextFieldRatherThanPressAButton() throws {
        let ending = try AlertExecutable.answer(
            ["input", "--title", "Greeting"], shown: "Greeting",
            keys: ["hello big world", "\u{1B}b", "\u{1B}b", "\u{1B}d", Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "hello  world\n")
    }

    @Test func longOptionsThatDifferOnlyAtTheEndShowTheirEndings() throws {
        // Wider than a 100-column terminal has room for, so the card cannot show them whole.
        let x = String(repeating: "x", count: 100)
        let ending = try AlertExecutable.answer(
            ["choose", x + "-delete-all", x + "-keep-all"], shown: "-keep-all",
            keys: [Key.down + Key.enter])
        // Cut in the middle, so the two stay apart (they were both a run of x).
        #expect(ending.screen.contains("xxxxxxxx-delete-all"))
        #expect(ending.screen.contains("xxxxxxxxxx-keep-all"))
        #expect(ending.screen.contains("…"))
        #expect(ending.status == 0)
        #expect(ending.standardOutput == x + "-keep-all\n")
        #expect(ending.restoredTerminal)
    }

    @Test(arguments: [[], ["--fullscreen"]])
    func aLongOptionShowsWholeOnAWideTerminal(mode: [String]) throws {
        // A raspi-config menu row: 81 columns, twice the theme's 40.
        let system =
            "1 System Options      Configure system settings such as the hostname and password"
        let display = "2 Display Options     Configure display settings"
        let run = try AlertExecutable(
            mode + ["choose", "--title", "Raspberry Pi Software Configuration Tool"]
                + [system, display], columns: 160, rows: 30)
        #expect(run.waitUntilScreenShows(system), "the whole row, not cut in the middle")
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == system + "\n")
        #expect(!ending.screen.contains("C…"))
        #expect(ending.restoredTerminal)
    }

    @Test func chooseAsASheetAndCancelledWithEsc() throws {
        let sheet = try AlertExecutable.answer(
            ["choose", "--sheet", "alpha", "beta"], shown: "beta", keys: [Key.enter])
        #expect(sheet.status == 0)
        #expect(sheet.standardOutput == "alpha\n")
        let cancelled = try AlertExecutable.answer(
            ["choose", "alpha", "beta"], shown: "beta", keys: [Key.escape])
        #expect(cancelled.status == 1)
        #expect(cancelled.standardOutput == "")
        #expect(sheet.restoredTerminal && cancelled.restoredTerminal)
    }

    static let confirmAnswers: [(options: [String], key: String, status: Int32)] = [
        ([], Key.enter, 0),
        ([], Key.escape, 1),
        ([], Key.controlC, 130),
        (["--default", "no"], Key.enter, 1),
        (["--default", "no", "--affirmative", "Delete"], Key.tab + Key.enter, 0),
    ]

    @Test(arguments: confirmAnswers)
    func confirmExitsWithTheAnswer(options: [String], key: String, status: Int32) throws {
        let ending = try AlertExecutable.answer(
            ["confirm", "Delete 3 files?"] + options, shown: "Delete 3 files?", keys: [key])
        #expect(ending.status == status)
        #expect(ending.standardOutput == "")
        #expect(ending.restoredTerminal)
    }

    @Test func messageIsDismissedWithEnter() throws {
        let ending = try AlertExecutable.answer(
            ["message", "Backup done", "--title", "Backup"], shown: "Backup done",
            keys: [Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "")
        #expect(ending.restoredTerminal)
    }

    @Test func inputPrintsWhatWasTyped() throws {
        let ending = try AlertExecutable.answer(
            ["input", "--title", "Name", "--placeholder", "Your name"], shown: "Name",
            keys: ["王小明" + Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "王小明\n")
        #expect(ending.restoredTerminal)
    }

    /// Readline's word delete: Ctrl+W twice takes `world` then `big ` away.
    @Test func ctrlWDeletesWordsInAnInput() throws {
        let ending = try AlertExecutable.answer(
            ["input", "--title", "Greeting"], shown: "Greeting",
            keys: ["hello big world", "\u{17}", "\u{17}", "there", Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "hello there\n")
    }

    /// A pattern that backtracks without end is given up on after its time limit: the
    /// answer is refused with a word that says so, and Esc still leaves (the match used to
    /// hold the terminal for minutes).
    @Test func aValidationThatRunsAwayIsStoppedAndEscStillLeaves() throws {
        let run = try AlertExecutable([
            "input", "--validate", "([a-zA-Z0-9]+ ?)*",
            "--value", "hello world this is a long sentence typed by me!",
        ])
        #expect(run.waitUntilShown("typed by me"))
        run.type(Key.enter)
        #expect(run.waitUntilScreenShows("could not be checked"))
        run.type(Key.escape)
        let ending = try run.finish()
        #expect(ending.status == 1)
        #expect(ending.standardOutput.isEmpty)
    }

    /// A bracketed paste whose end marker never comes is ended once the input pauses: the
    /// keys after it are keys again (Enter answers), not more pasted text.
    @Test func aPasteWithoutItsEndMarkerDoesNotSwallowTheKeysAfterIt() throws {
        let run = try AlertExecutable(["input", "--title", "Name"])
        #expect(run.waitUntilShown("Name"))
        run.type("\u{1B}[200~pasted")
        #expect(run.waitUntilScreenShows("pasted"))
        // The pause that ends it: more than the stall time of a paste (one second).
        Thread.sleep(forTimeInterval: 1.5)
        run.type("X")
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "pastedX\n")
    }

    @Test func inputKeepsTheGivenValue() throws {
        let ending = try AlertExecutable.answer(
            ["input", "--value", "draft"], shown: "draft", keys: ["-2" + Key.enter])
        #expect(ending.standardOutput == "draft-2\n")
    }

    @Test func datePrintsTheDayChosenOnItsFields() throws {
        let ending = try AlertExecutable.answer(
            ["date", "--fields", "--title", "When", "--initial", "2024-02-28"], shown: "When",
            keys: [Key.up, Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "2024-02-29\n")
        #expect(ending.restoredTerminal)
    }

    /// The month calendar `alert date` shows by default: Page Down a month (31 January to
    /// 29 February), Down a week, Left and Right a day, Enter answers; the grid is drawn
    /// three cells a day under the weekday initials.
    @Test func dateMovesOnAMonthCalendar() throws {
        let (right, left, pageDown) = ("\u{1B}[C", "\u{1B}[D", "\u{1B}[6~")
        let run = try AlertExecutable(["date", "--title", "When", "--initial", "2024-01-31"])
        #expect(run.waitUntilScreenShows("January 2024"))
        #expect(run.waitUntilScreenShows("28 29 30 31"))
        for key in [pageDown, Key.down, left, left, right] { run.type(key) }
        #expect(run.waitUntilScreenShows("March 2024"))
        let screen = run.screen
        let rows = (0..<screen.height).map { screen.text(row: $0) }
        /// The row and column where `text` starts, in characters.
        func place(_ text: String) -> (row: Int, column: Int)? {
            for (index, row) in rows.enumerated() {
                if let range = row.range(of: text) {
                    return (index, row.distance(from: row.startIndex, to: range.lowerBound))
                }
            }
            return nil
        }
        let initials = try #require(place("Su Mo Tu We Th Fr Sa"))
        // March 2024 starts on a Friday: the 1st under Fr, the 3rd to the 9th a full week
        // on the next row, the 31st alone under Su on the sixth.
        #expect(place(" 1  2")?.row == initials.row + 1)
        #expect(place(" 1  2")?.column == initials.column + 15)
        #expect(place(" 3  4  5  6  7  8  9")?.column == initials.column)
        #expect(place("31   ")?.row == initials.row + 6)
        #expect(place("31   ")?.column == initials.column)
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "2024-03-06\n")
        #expect(ending.restoredTerminal)
    }

    /// `screen` without its colours and text attributes (`ESC [ … m`), so text drawn in
    /// several colours reads as one.
    static func withoutAttributes(_ screen: String) -> String {
        screen.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    }

    @Test func theDayShownIsTheDayPrintedAcrossLondonsClockChange() throws {
        // London's clocks go forward on 2024-03-31, the day between the two moves.
        let ending = try AlertExecutable.answer(
            ["date", "--fields", "--title", "When", "--initial", "2024-03-30"], shown: "When",
            keys: [Key.up, Key.up, Key.enter], environment: ["TZ": "Europe/London"])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "2024-04-01\n")
        #expect(Self.withoutAttributes(ending.screen).contains("2024-03-30 +"))
        #expect(ending.restoredTerminal)
    }

    @Test(arguments: ["America/New_York", "Pacific/Pago_Pago", "Pacific/Kiritimati"])
    func thePickerOpensOnTheInitialDayAndStopsAtTheLastDay(_ zone: String) throws {
        let ending = try AlertExecutable.answer(
            ["date", "--fields", "--title", "When", "--initial", "9999-12-31"], shown: "When",
            keys: [Key.up, Key.enter], environment: ["TZ": zone])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "9999-12-31\n")
        #expect(Self.withoutAttributes(ending.screen).contains("9999-12-31 +"))
        #expect(!ending.screen.contains("10000"))
    }

    @Test func statusClosesByItself() throws {
        let run = try AlertExecutable(["status", "success", "Saved", "--countdown", "1"])
        #expect(run.waitUntilShown("Saved"))
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.restoredTerminal)
    }

    /// `alert progress` shows a Cancel button, and Esc presses it: the bar stops with exit
    /// status 1 while its input is still open; Ctrl+C stays 130; `--no-cancel` shows no
    /// button.
    static let progressStops: [([String], String, Int32)] = [
        ([], Key.escape, 1), ([], Key.enter, 1), ([], Key.controlC, 130),
        (["--no-cancel"], Key.controlC, 130),
    ]

    @Test(arguments: progressStops)
    func progressHasACancelButtonThatEscPresses(
        _ options: [String], _ key: String, _ status: Int32
    ) throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        // (`true` keeps the group's shell from becoming `cat` by exec: fed by an exec'd
        // `cat` of a FIFO, the bar was seen to end at once, before any key.)
        let script = """
            { echo 30; cat "$GO" >/dev/null; true; } | "$0" progress --title Copying $OPTIONS Starting
            echo "gauge=$?"
            """
        let run = try AlertExecutable(
            [], shell: script,
            environment: ["GO": fifo, "OPTIONS": options.joined(separator: " ")])
        #expect(run.waitUntilShown("Starting"))
        let screen = run.screen
        let rows = (0..<screen.height).map { screen.text(row: $0) }
        #expect(rows.contains { $0.contains("Cancel") } == options.isEmpty, "\(rows)")
        let shown = run.screenOffset
        run.type(key)
        // The feeding side is still open: the key alone ended the bar.
        #expect(run.waitUntilShown(AlertExecutable.giveTerminalBack, after: shown))
        close(open(fifo, O_WRONLY))
        let ending = try run.finish()
        #expect(ending.standardOutput == "gauge=\(status)\n")
        #expect(ending.restoredTerminal)
    }

    @Test func anInterruptSignalRestoresTheTerminal() throws {
        let run = try AlertExecutable(["confirm", "Wait?"])
        #expect(run.waitUntilShown("Wait?"))
        kill(run.child.pid, SIGINT)
        let ending = try run.finish()
        #expect(ending.status == 130)
        #expect(ending.restoredTerminal)
    }

    /// A terminal too small for the card (a thin pane, a serial console) shows the alert
    /// in compact lines, and its keys work: Enter takes the default, typing edits.
    @Test(
        arguments: [
            (["confirm", "Delete everything?"], [Key.enter], 0, ""),
            (["confirm", "Delete everything?"], [Key.escape], 1, ""),
            (["input", "--title", "Name"], ["ab", Key.enter], 0, "ab\n"),
            (["choose", "a", "b", "c"], ["\u{1B}[B", Key.enter], 0, "b\n"),
        ] as [([String], [String], Int32, String)])
    func aTerminalTooSmallForTheCardStillAnswers(
        _ arguments: [String], _ keys: [String], _ status: Int32, _ output: String
    ) throws {
        for (columns, rows) in [(10, 3), (20, 5)] {
            let run = try AlertExecutable(arguments, columns: UInt16(columns), rows: UInt16(rows))
            #expect(run.waitUntilShown(AlertExecutable.takeTerminal))
            #expect(run.waitUntilShown("⏎"))
            for key in keys { run.type(key) }
            let ending = try run.finish()
            #expect(ending.status == status, "\(arguments) at \(columns)×\(rows)")
            #expect(ending.standardOutput == output)
            #expect(ending.restoredTerminal)
        }
    }

    @Test func aShrinkToOneCellAndBackLeavesTheAlertUpAndAnswering() throws {
        let run = try AlertExecutable(["confirm", "Delete everything?"])
        #expect(run.waitUntilShown("Delete everything?"))
        var offset = run.screenOffset
        run.resize(columns: 1, rows: 1)
        #expect(run.waitUntilShown("…", after: offset))
        offset = run.screenOffset
        run.resize(columns: 100, rows: 30)
        #expect(run.waitUntilShown("Delete everything?", after: offset))
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(!ending.screen.contains("invalidContainer"))
        #expect(ending.restoredTerminal)
    }

    @Test(arguments: [
        (["choose", "--bogus", "a"], "alert choose: unknown option --bogus"),
        (["confirm"], "alert confirm: TEXT is missing"),
        (["date", "--initial", "2025-02-30"], "alert date: --initial must be a real day"),
    ])
    func badCommandLinesExit2WithOneLineAndNeverTouchTheTerminal(
        arguments: [String], message: String
    ) throws {
        let ending = try AlertExecutable(arguments).finish()
        #expect(ending.status == 2)
        let lines = ending.screen.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1)
        #expect(ending.screen.hasPrefix(message))
        #expect(!ending.screen.contains(AlertExecutable.takeTerminal))
        #expect(ending.restoredTerminal)
    }

    @Test func helpGoesToStandardOutput() throws {
        let ending = try AlertExecutable(["choose", "--help"]).finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput.hasPrefix("USAGE: alert choose"))
        let overview = try AlertExecutable(["--help"]).finish()
        #expect(overview.standardOutput.contains("confirm TEXT"))
    }

    @Test func theVersionGoesToStandardOutput() throws {
        let ending = try AlertExecutable(["--version"]).finish()
        #expect(ending.status == 0)
        let words = ending.standardOutput.split(separator: " ")
        #expect(words.first == "alert")
        #expect(words.count == 2 && words.last?.hasSuffix("\n") == true)
        #expect(words.last.map { $0.dropLast().split(separator: ".").count } == 3)
    }
}
