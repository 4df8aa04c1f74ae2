import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `alert` drawn inline, as it is by default, in a pseudo-terminal replayed in the test
/// emulator: the lines above the alert stay, each answered alert leaves its summary line,
/// the alternate screen is never entered, a resize leaves no fragments, and every way out
/// gives the terminal back as it was.
@Suite(.serialized) struct AlertInlineTests {
    typealias Key = AlertExecutable.Key

    @Test func linesPrintedBeforeStayAndEachAlertLeavesItsSummaryLine() throws {
        let script = """
            printf 'before 1\\nbefore 2\\n' >&2
            "$0" confirm "Move 3 files to the trash?"
            "$0" input --title Name
            echo after >&2
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("trash?"))
        let offset = run.screenOffset
        run.type(Key.enter)
        #expect(run.waitUntilShown("Name", after: offset))
        run.type("Ada" + Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "Ada\n")
        #expect(
            Array(ending.lines.prefix(6)) == [
                "before 1", "before 2", "✔ Move 3 files to the trash? · Yes", "✔ Name · Ada",
                "after", "",
            ])
        #expect(ending.lines.dropFirst(5).allSatisfy { $0.isEmpty })
        #expect(!ending.screen.contains(AlertExecutable.enterAlternateScreen))
        #expect(ending.restoredTerminal)
    }

    @Test func aFullTerminalScrollsUpForTheAlertAndKeepsTheLinesAboveIt() throws {
        // 30 numbered lines fill the 30-row terminal: the alert needs rows it can only get
        // by scrolling, and the lines it pushes up stay in order above it.
        let script = """
            i=1; while [ $i -le 30 ]; do echo "line $i" >&2; i=$((i+1)); done
            "$0" confirm "Scroll?"
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("Scroll?"))
        run.type(Key.escape)
        let ending = try run.finish()
        #expect(ending.status == 1)
        let summary = try #require(ending.lines.firstIndex(of: "✖ Scroll? · No"))
        #expect(summary > 0)
        #expect(ending.lines[summary - 1] == "line 30")
        #expect(ending.lines[summary - 2] == "line 29")
        #expect(ending.lines[(summary + 1)...].allSatisfy { $0.isEmpty })
        #expect(ending.restoredTerminal)
    }

    /// A confirm below a line "above", resized by `resize` while it is up and then answered:
    /// only that line and the summary line are left on the screen.
    func expectNoFragmentsAfter(_ resize: (AlertExecutable) -> Void) throws {
        let script = """
            echo above >&2
            "$0" confirm "Delete /var/backups/2026-11-23/database-dump.sql.gz now?"
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("now?"))
        resize(run)
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.lines.first == "above")
        #expect(ending.lines[1].hasPrefix("✔ Delete /var/backups/2026-11-23/database-dump"))
        #expect(ending.lines.dropFirst(2).allSatisfy { $0.isEmpty }, "\(ending.lines)")
        #expect(ending.restoredTerminal)
    }

    @Test func aResizeMidAlertLeavesNoFragments() throws {
        try expectNoFragmentsAfter { run in
            var offset = run.screenOffset
            run.resize(columns: 40, rows: 20)
            #expect(run.waitUntilShown("No", after: offset))
            offset = run.screenOffset
            run.resize(columns: 100, rows: 30)
            #expect(run.waitUntilShown("No", after: offset))
        }
    }

    /// Five widths within a quarter of a second: frames composed for a width the terminal
    /// had already left are cut at its margin instead of running on into the rows below, so
    /// the region stays where the renderer counts from and no fragment is left above the
    /// summary line.
    @Test func rapidResizesLeaveNoFragments() throws {
        try expectNoFragmentsAfter { run in
            for columns in [60, 40, 80, 50, 100] as [UInt16] {
                // The frame drawn for the last width is read after this resize: it was on
                // its way when the terminal took the new width.
                run.resize(columns: columns, rows: 30, settling: false)
                run.terminal.collectTranscript(patience: 10)
                usleep(50_000)
            }
            run.terminal.collectTranscript(patience: 300)
        }
    }

    @Test func aPasswordShowsAsBulletsAndItsSummaryAsAMask() throws {
        let run = try AlertExecutable(["input", "--title", "Password", "--password"])
        #expect(run.waitUntilShown("Password"))
        run.type("hunter2")
        #expect(run.waitUntilShown("•"), "what is typed shows as bullets")
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "hunter2\n")
        #expect(!ending.screen.contains("hunter2"))
        #expect(ending.lines.first == "✔ Password · ••••••")
        #expect(ending.restoredTerminal)
    }

    @Test func aWrongAnswerKeepsTheAlertUpWithItsMessageUnderTheField() throws {
        let run = try AlertExecutable([
            "input", "--title", "Port", "--validate", "[0-9]+", "--error", "Digits only",
        ])
        #expect(run.waitUntilShown("Port"))
        run.type("abc" + Key.enter)
        #expect(run.waitUntilShown("Digits only"))
        run.type("\u{7F}\u{7F}\u{7F}8080" + Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "8080\n")
        #expect(ending.lines.first == "✔ Port · 8080")
        #expect(ending.restoredTerminal)
    }

    @Test func aTimeOutExits124OrGivesTheDefault() throws {
        let late = try AlertExecutable(["confirm", "Deploy?", "--timeout", "0.3"]).finish()
        #expect(late.status == 124)
        #expect(late.standardOutput == "")
        #expect(late.lines.first == "✖ Deploy? · timed out")
        #expect(late.restoredTerminal)
        let defaulted = try AlertExecutable([
            "choose", "--title", "Format", "zip", "tar", "--timeout", "0.3", "--default", "tar",
        ]).finish()
        #expect(defaulted.status == 0)
        #expect(defaulted.standardOutput == "tar\n")
        #expect(defaulted.restoredTerminal)
    }

    /// On a terminal, ALERT_ANSWERS answers the alerts it names without drawing them (each
    /// leaves only its summary line, a secret's masked), and the others are asked on the
    /// terminal as usual.
    @Test func answersFromTheFileAreGivenWithoutDrawingAndTheOthersAsked() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        try "name=Ada\npw=hunter2\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try AlertExecutable(
            [],
            shell: """
                "$0" input --title Name --id name; "$0" input --title Secret --password --id pw
                "$0" confirm Other? --id other; echo "other=$?"
                """,
            environment: ["ALERT_ANSWERS": file])
        #expect(run.waitUntilShown("Other?"))
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput == "Ada\nhunter2\nother=0\n")
        #expect(ending.screen.components(separatedBy: "╭").count == 2, "one box: Other?'s")
        #expect(!ending.screen.contains("hunter2"))
        #expect(
            Array(ending.lines.prefix(3)) == [
                "✔ Name · Ada", "✔ Secret · ••••••", "✔ Other? · Yes",
            ])
        #expect(ending.restoredTerminal)
    }

    @Test func aClickAnswersOnceTheTerminalSaysWhereTheRegionIs() throws {
        // Two lines above: the region starts on the third row (1-based 3), and the buttons
        // are on its fourth row (No at columns 11-12).
        let run = try AlertExecutable([], shell: "printf 'a\\nb\\n' >&2; \"$0\" confirm Sure?")
        #expect(run.waitUntilShown("\u{1B}[6n"), "the runtime asks where the cursor is")
        #expect(run.waitUntilShown("Sure?"))
        // Before the answer, where the region is is not known: this click, on Yes were the
        // region at the top of the screen, is left out.
        run.type("\u{1B}[<0;33;4M\u{1B}[<0;33;4m")
        // The first two reports answer the probe (column 2: REP ignored; column 3: the em dash
        // drawn narrow), the third the question where the region is: row 3, column 1.
        run.type("\u{1B}[3;2R\u{1B}[3;3R\u{1B}[3;1R")
        run.terminal.collectTranscript(patience: 200)
        run.type("\u{1B}[<0;11;6M\u{1B}[<0;11;6m")  // No, on the region's fourth row
        let ending = try run.finish()
        #expect(ending.status == 1, "No was clicked")
        #expect(ending.lines[2] == "✖ Sure? · No")
        #expect(ending.restoredTerminal)
    }

    /// A terminal that answers the cursor position request after the last frame late: the
    /// alert reads the answer before it lets the terminal go, so the next program (here the
    /// shell's `read`) gets only what the user typed.
    @Test func aLateAnswerToAQueryIsNotLeftForTheNextProgram() throws {
        let run = try AlertExecutable(
            [],
            shell: """
                "$0" status success Saved --countdown 0
                echo ready >&2
                read -r name; echo "name=$name"
                """)
        // The first two requests are the probe's, answered at once (REP ignored, the em
        // dash narrow); each later one is answered 150 ms late.
        var answered = 0
        var rounds = 0
        while rounds < 200 {
            rounds += 1
            run.terminal.collectTranscript(patience: 20)
            let screen = String(decoding: run.terminal.transcript, as: UTF8.self)
            let asked = screen.components(separatedBy: "\u{1B}[6n").count - 1
            if answered < asked {
                if answered >= 2 { usleep(150_000) }
                run.type("\u{1B}[3;\(answered == 1 ? 3 : answered == 0 ? 2 : 1)R")
                answered += 1
            } else if screen.contains("ready") {
                break
            }
        }
        #expect(answered >= 3, "the terminal was asked where the region is")
        run.type("bob\n")
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "name=bob\n")
        #expect(!ending.screen.contains("3;1R"), "no answer echoed by the cooked terminal")
        #expect(ending.restoredTerminal)
    }

    @Test func spaceTicksRowsAndEnterAnswersThemOnePerLine() throws {
        let run = try AlertExecutable([
            "choose", "--title", "Files to move", "--no-limit", "a.txt", "b.txt", "c.txt",
        ])
        #expect(run.waitUntilShown("c.txt"))
        run.type(" " + Key.down + Key.down + " ")
        #expect(run.waitUntilShown("[x]"))
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "a.txt\nc.txt\n")
        #expect(ending.lines.first == "✔ Files to move · a.txt, c.txt")
        #expect(ending.restoredTerminal)
    }

    /// `alert filter` reads its choices from a pipe and its keys from the terminal; with
    /// --no-limit, Tab and Space tick, and Enter prints the ticked ones in input order.
    @Test(arguments: [100, 30] as [UInt16])
    func filterPicksSeveralFromChoicesPipedIn(columns: UInt16) throws {
        let run = try AlertExecutable(
            [],
            shell:
                "printf 'alpha\\nbeta\\ngamma\\ndelta\\n' | \"$0\" filter --title Pick --no-limit",
            columns: columns)
        #expect(run.waitUntilShown("delta"))
        // Keys are taken in order: the frame drawn before Enter need not be waited for.
        run.type("gm" + Key.tab + "\u{7F}\u{7F}" + " " + Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "alpha\ngamma\n")
        #expect(ending.lines.first == "✔ Pick · alpha, gamma")
        #expect(ending.restoredTerminal)
        let one = try AlertExecutable(
            [], shell: "printf 'alpha\\nbeta\\n' | \"$0\" filter", columns: columns)
        #expect(one.waitUntilShown("beta"))
        one.type("bt" + Key.enter)
        let picked = try one.finish()
        #expect(picked.status == 0 && picked.standardOutput == "beta\n")
    }

    /// `alert filter` draws its first frame while the program writing its choices still
    /// holds the pipe open (the count ends in an ellipsis), filters the lines that come
    /// later with the query typed before them, and Enter answers before the input ends:
    /// the writer, which writes blank lines (left out) until its reader goes, is not
    /// waited for.
    @Test func filterIsShownAndAnswersWhileItsInputStillComes() throws {
        let gate = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-gate-\(UUID().uuidString)").path
        #expect(mkfifo(gate, 0o600) == 0)
        defer { unlink(gate) }
        let writer =
            "{ printf 'alpha\\nbeta\\n'; read go < '\(gate)'; printf 'gamma\\n';"
            + " while printf '\\n'; do sleep 0.1; done; }"
        let run = try AlertExecutable([], shell: writer + " | \"$0\" filter --title Pick")
        #expect(run.waitUntilScreenShows("2/2…"), "drawn while the input still comes")
        run.type("gm")
        #expect(run.waitUntilScreenShows("0/2…"))
        // The gate lets gamma through only now, after the query was typed.
        let opened = open(gate, O_WRONLY)
        #expect(opened >= 0)
        _ = write(opened, "go\n", 3)
        close(opened)
        #expect(run.waitUntilScreenShows("1/3…"), "the new line was filtered with the query")
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "gamma\n")
        #expect(ending.restoredTerminal)
    }

    /// Input that ends with no choice takes the alert shown meanwhile away, and fails the
    /// run as it does when the choices are read first (exit status 2).
    @Test func filterShownBeforeItsInputFailsWhenNoChoiceCame() throws {
        let run = try AlertExecutable(
            [], shell: "{ sleep 0.3; printf '\\n  \\n'; } | \"$0\" filter --title Pick")
        let ending = try run.finish()
        #expect(ending.status == 2)
        #expect(ending.screen.contains("no choice came on standard input"))
        #expect(ending.restoredTerminal)
    }

    /// `alert choose` of piped lines draws its menu while the program writing them still
    /// holds the pipe open (a count ending in an ellipsis under the title), with the focus
    /// on the first row; a line that comes later joins the menu, and Enter answers before
    /// the input ends.
    @Test func chooseIsShownAndAnswersWhileItsOptionsStillCome() throws {
        let gate = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-gate-\(UUID().uuidString)").path
        #expect(mkfifo(gate, 0o600) == 0)
        defer { unlink(gate) }
        let writer =
            "{ printf 'alpha\\nbeta\\n'; read go < '\(gate)'; printf 'gamma\\n';"
            + " while printf '\\n'; do sleep 0.1; done; }"
        let run = try AlertExecutable([], shell: writer + " | \"$0\" choose --title Pick")
        #expect(run.waitUntilScreenShows("2…"), "drawn while the options still come")
        #expect(run.waitUntilScreenShows("beta"))
        // The gate lets gamma through only now, with the menu on screen.
        let opened = open(gate, O_WRONLY)
        #expect(opened >= 0)
        _ = write(opened, "go\n", 3)
        close(opened)
        #expect(run.waitUntilScreenShows("3…"), "the new line joined the menu")
        run.type(Key.down)
        run.type(Key.down)
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "gamma\n")
        #expect(ending.restoredTerminal)
    }

    /// Piped options that end with none take the menu shown meanwhile away and fail the run
    /// (exit status 2), as when the options are read first.
    @Test func chooseShownBeforeItsOptionsFailsWhenNoneCame() throws {
        let run = try AlertExecutable(
            [], shell: "{ sleep 0.3; printf '\\n  \\n'; } | \"$0\" choose --title Pick")
        let ending = try run.finish()
        #expect(ending.status == 2)
        #expect(ending.screen.contains("no choice came on standard input"))
        #expect(ending.restoredTerminal)
    }

    @Test func spinExitsWithTheCommandsStatusAndCtrlCStopsIt() throws {
        let done = try AlertExecutable(
            [
                "spin", "--title", "Building", "--show-output", "--", "sh", "-c",
                "echo built; exit 4",
            ]
        ).finish()
        #expect(done.status == 4)
        #expect(done.standardOutput == "built\n")
        #expect(done.lines.first == "✔ Building · done")
        #expect(done.restoredTerminal)
        let marker = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-spin-\(UUID().uuidString)").path
        let run = try AlertExecutable([
            "spin", "--title", "Waiting", "--", "sh", "-c", "sleep 29.5; touch \(marker)",
        ])
        #expect(run.waitUntilShown("Waiting"))
        run.type(Key.controlC)
        let stopped = try run.finish()
        #expect(stopped.status == 130)
        #expect(stopped.lines.first == "✖ Waiting · cancelled")
        #expect(stopped.restoredTerminal)
        #expect(!FileManager.default.fileExists(atPath: marker), "the command was stopped")
        let left = try PipedRun.run(
            path: "/bin/sh", arguments: ["-c", "pgrep -f '^sleep 29[.]5$' || true"])
        #expect(left.standardOutput.isEmpty, "nothing it started is left running")
    }

    @Test func ctrlCCancelsWithALineAndExits130() throws {
        let run = try AlertExecutable(["confirm", "Wait?"])
        #expect(run.waitUntilShown("Wait?"))
        run.type(Key.controlC)
        let ending = try run.finish()
        #expect(ending.status == 130)
        #expect(ending.lines.first == "✖ Wait? · cancelled")
        #expect(ending.restoredTerminal)
    }

    @Test func noSummaryLeavesNothingAndFullScreenTakesTheAlternateScreen() throws {
        let quiet = try AlertExecutable.answer(
            ["confirm", "Quiet?", "--no-summary"], shown: "Quiet?", keys: [Key.enter])
        #expect(quiet.status == 0)
        #expect(quiet.lines.allSatisfy { $0.isEmpty }, "\(quiet.lines)")
        #expect(quiet.restoredTerminal)
        let full = try AlertExecutable.answer(
            ["confirm", "Full?", "--fullscreen"], shown: "Full?", keys: [Key.enter])
        #expect(full.status == 0)
        #expect(full.screen.contains(AlertExecutable.enterAlternateScreen))
        #expect(full.screen.contains(AlertExecutable.leaveAlternateScreen))
        #expect(full.restoredTerminal)
    }
}
