import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two `alert` processes started together on one terminal take turns: the second waits
/// (without touching the terminal) until the first is answered.
struct AlertQueueAcrossProcessesTests {
    static let script = """
        "$0" message First-alert & first=$!
        "$0" message Second-alert; second=$?
        wait $first; echo "first=$? second=$second"
        """

    @Test func twoMessagesAreShownOneAtATimeAndBothAnswered() throws {
        let run = try AlertExecutable([], shell: Self.script)
        #expect(run.waitUntilShown("-alert"))
        let screen = String(decoding: run.terminal.transcript, as: UTF8.self)
        let firstShown = screen.contains("First-alert") ? "First-alert" : "Second-alert"
        let secondShown = firstShown == "First-alert" ? "Second-alert" : "First-alert"
        run.terminal.collectTranscript(patience: 300)
        let beforeAnswer = run.terminal.transcript.count
        #expect(!String(decoding: run.terminal.transcript, as: UTF8.self).contains(secondShown))
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown(AlertExecutable.giveTerminalBack, after: beforeAnswer))
        #expect(run.waitUntilShown(secondShown, after: beforeAnswer))
        let secondOffset = run.terminal.transcript.count
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown(AlertExecutable.giveTerminalBack, after: secondOffset))
        let ending = try run.finish()
        #expect(ending.standardOutput == "first=0 second=0\n")
        #expect(ending.restoredTerminal)
        // The first gave the terminal back before the second took it.
        let tail = ending.screen.components(separatedBy: firstShown).last ?? ""
        let left = try #require(tail.range(of: AlertExecutable.giveTerminalBack))
        let entered = try #require(tail.range(of: AlertExecutable.takeTerminal))
        #expect(left.lowerBound < entered.lowerBound)
    }

    @Test func aWaitingAlertNeverTouchesTheTerminal() throws {
        // The waiter starts once the holder is on screen (the test writes to the fifo),
        // so the holder has the lock; the waiter is then terminated while it waits.
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let script = """
            "$0" message Holder & holder=$!
            cat "$GO" >/dev/null
            "$0" message Waiter & waiter=$!
            sleep 0.3; kill -TERM $waiter; wait $waiter; echo "waiter=$?"
            wait $holder; echo "holder=$?"
            """
        let run = try AlertExecutable([], shell: script, environment: ["GO": fifo])
        #expect(run.waitUntilShown("Holder"))
        let holderAttributes = run.terminal.attributes()
        let go = open(fifo, O_WRONLY)
        close(go)
        #expect(run.readOutputLine() == "waiter=143\n")
        #expect(sameAttributes(run.terminal.attributes(), holderAttributes))
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput == "holder=0\n")
        #expect(!ending.screen.contains("Waiter"))
        #expect(
            ending.screen.components(separatedBy: AlertExecutable.takeTerminal).count == 2)
        #expect(ending.restoredTerminal)
    }

    /// A waiter says nothing over the alert that holds the terminal: the holder's box stays
    /// whole, and what it draws next lands inside it.
    @Test(arguments: ["", "--fullscreen"])
    func aWaiterWritesNothingOverTheAlertOnScreen(display: String) throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let script = """
            "$0" input $DISPLAY_FLAG --title Holder & holder=$!
            cat "$GO" >/dev/null
            "$0" message $DISPLAY_FLAG Waiter; echo "waiter=$?"
            wait $holder; echo "holder=$?"
            """
        let run = try AlertExecutable(
            [], shell: script, environment: ["GO": fifo, "DISPLAY_FLAG": display])
        #expect(run.waitUntilShown("Holder"))
        close(open(fifo, O_WRONLY))
        // The waiter's notice would come after a second of waiting.
        usleep(1_600_000)
        run.terminal.collectTranscript(patience: 100)
        let offset = run.screenOffset
        #expect(!String(decoding: run.terminal.transcript, as: UTF8.self).contains("waiting"))
        run.type("typed")
        #expect(run.waitUntilScreenShows("│ typed"), "the text lands in the holder's field")
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("Waiter", after: offset))
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput.contains("waiter=0"))
        #expect(ending.restoredTerminal)
    }

    /// The script feeding `alert progress` asks a question with `alert confirm`: the gauge,
    /// which holds the terminal's turn, steps aside (no summary line), the question is asked,
    /// and the gauge comes back under the question's summary with the text fed meanwhile.
    @Test(arguments: ["", "--fullscreen"])
    func aGaugeStepsAsideForAQuestionOfItsScriptAndComesBack(display: String) throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let script = """
            {
              echo 30
              cat "$GO" >/dev/null
              if "$0" confirm "Overwrite a.txt?"; then printf 'XXX\\n60\\nOverwritten\\nXXX\\n'; fi
              cat "$GO" >/dev/null
              echo 100
            } | "$0" progress $DISPLAY_FLAG --title Copying Starting; echo "gauge=$?"
            """
        let run = try AlertExecutable(
            [], shell: script, environment: ["GO": fifo, "DISPLAY_FLAG": display])
        #expect(run.waitUntilShown("Starting"))
        close(open(fifo, O_WRONLY))
        #expect(run.waitUntilShown("Overwrite a.txt?"))
        let asked = run.screenOffset
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown(AlertExecutable.takeTerminal, after: asked), "the bar is back")
        #expect(run.waitUntilScreenShows("Overwritten"), "with the text fed meanwhile")
        close(open(fifo, O_WRONLY))
        let ending = try run.finish()
        #expect(ending.standardOutput == "gauge=0\n")
        if display.isEmpty {
            let summaries = ending.lines.filter { $0.hasPrefix("✔") || $0.hasPrefix("✖") }
            #expect(summaries == ["✔ Overwrite a.txt? · Yes", "✔ Copying · done"])
        } else {
            // Full screen leaves the alternate screen for the question, which is drawn (and
            // answered) inline in the normal screen, then takes it again. (The test
            // emulator has no alternate screen, so the transcript is read instead.)
            let screen = ending.screen
            let left = try #require(screen.range(of: AlertExecutable.leaveAlternateScreen))
            let question = try #require(screen.range(of: "Overwrite a.txt?"))
            let back = try #require(
                screen.range(
                    of: AlertExecutable.enterAlternateScreen,
                    range: question.upperBound..<screen.endIndex))
            let answered = try #require(
                screen.range(of: "Yes", range: question.upperBound..<back.lowerBound))
            #expect(left.lowerBound < question.lowerBound && answered.upperBound <= back.lowerBound)
        }
        #expect(ending.restoredTerminal)
    }

    /// The gauge's input ends while it has stepped aside for a question: once the question
    /// is answered the bar comes back finished, so its summary line is left all the same (it
    /// was lost: the gauge ended without drawing again).
    @Test func aGaugeWhoseInputEndedWhileAsideStillLeavesItsSummary() throws {
        let script = """
            {
              echo 30
              "$0" confirm "Keep going?" >/dev/null &
              sleep 1
            } | "$0" progress --title Copying Starting; echo "gauge=$?"; wait
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("Keep going?"))
        // The gauge's input has ended (its writer is done) while the question is up.
        Thread.sleep(forTimeInterval: 1.5)
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput == "gauge=0\n")
        let summaries = ending.lines.filter { $0.hasPrefix("✔") || $0.hasPrefix("✖") }
        #expect(summaries == ["✔ Keep going? · Yes", "✔ Copying · done"])
        #expect(ending.restoredTerminal)
    }

    /// Two gauges on one terminal: the second waits for the first, which does not step
    /// aside for it (a gauge steps aside for questions only); both leave their summaries.
    /// The second taking its ticket while the first looked for waiters counted as a waiter
    /// (its mark was not read yet), and the first gave its turn away for good.
    @Test func twoGaugesTakeTurnsAndBothLeaveTheirSummaries() throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let script = """
            { echo 30; cat "$GO" >/dev/null; echo 100; } | "$0" progress --title First &
            sleep 1
            for i in 1 2 3 4 5 6; do echo $((i * 16)); sleep 0.2; done \\
              | "$0" progress --title Second
            wait
            """
        let run = try AlertExecutable([], shell: script, environment: ["GO": fifo])
        #expect(run.waitUntilShown("First"))
        // The second gauge queues and reads its whole input meanwhile; it must not take
        // the turn from the first.
        Thread.sleep(forTimeInterval: 2.5)
        close(open(fifo, O_WRONLY))
        let ending = try run.finish()
        let summaries = ending.lines.filter { $0.hasPrefix("✔") || $0.hasPrefix("✖") }
        #expect(summaries == ["✔ First · done", "✔ Second · done"])
        #expect(ending.restoredTerminal)
    }

    @Test func anAnswerPrintedOnTheTerminalLandsBeforeTheNextAlert() throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-go-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let script = """
            "$0" choose Picked Other >/dev/tty & chooser=$!
            cat "$GO" >/dev/null
            "$0" message Next; wait $chooser; echo "chooser=$?"
            """
        let run = try AlertExecutable([], shell: script, environment: ["GO": fifo])
        #expect(run.waitUntilShown("Other"))
        close(open(fifo, O_WRONLY))
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("Next"))
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput == "chooser=0\n")
        // After the chooser gives the terminal back: its answer, then the next alert.
        let afterChooser = try #require(
            ending.screen.components(separatedBy: AlertExecutable.giveTerminalBack)
                .dropFirst().first)
        let answer = try #require(afterChooser.range(of: "Picked"))
        let next = try #require(afterChooser.range(of: AlertExecutable.takeTerminal))
        #expect(answer.lowerBound < next.lowerBound)
        #expect(ending.restoredTerminal)
    }

    @Test func threeAlertsAreShownInTheOrderTheyStarted() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let go = [1, 2].map { directory.appendingPathComponent("go\($0)").path }
        for fifo in go { #expect(mkfifo(fifo, 0o600) == 0) }
        let script = """
            "$0" message First-in-line & cat "$GO1" >/dev/null
            "$0" message Second-in-line & cat "$GO2" >/dev/null
            "$0" message Third-in-line; wait; echo done
            """
        let run = try AlertExecutable(
            [], shell: script,
            environment: ["GO1": go[0], "GO2": go[1], "XDG_RUNTIME_DIR": directory.path])
        var device = stat()
        fstat(run.terminal.slave, &device)
        let tickets = directory.appendingPathComponent(
            "alert-\(getuid())-tty-\(UInt64(device.st_rdev)).lock.tickets"
        ).path
        #expect(run.waitUntilShown("First-in-line"))
        // Each next alert starts once the one before has taken its ticket.
        for (fifo, taken) in zip(go, [2, 3] as [UInt64]) {
            close(open(fifo, O_WRONLY))
            #expect(Self.waitForTickets(taken, in: tickets))
        }
        for (next, later) in [("Second-in-line", "Third-in-line"), ("Third-in-line", "")] {
            let offset = run.terminal.transcript.count
            run.type(AlertExecutable.Key.enter)
            #expect(run.waitUntilShown(next, after: offset))
            let shown = String(decoding: run.terminal.transcript[offset...], as: UTF8.self)
            #expect(later.isEmpty || !shown.contains(later))
        }
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.standardOutput == "done\n")
        #expect(ending.restoredTerminal)
    }

    /// Waits until the ticket counter at `path` reaches `count` (a safety limit of 10 s
    /// keeps a broken run from hanging; it is not a timing assertion).
    static func waitForTickets(_ count: UInt64, in path: String) -> Bool {
        for _ in 0..<1000 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= count
            {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    /// Links planted where the lock files go (another user could do it in a shared
    /// directory) are never followed: the file they point to keeps its bytes, the alert is
    /// still asked, and it says that it will not take turns.
    @Test func linksPlantedAtTheLockFilesAreNeverFollowed() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
        defer { try? FileManager.default.removeItem(at: directory) }
        let precious = directory.appendingPathComponent("precious").path
        #expect(FileManager.default.createFile(atPath: precious, contents: Data("keep me".utf8)))
        let run = try AlertExecutable(
            [], shell: "\"$0\" message Linked; echo status=$? >&2",
            environment: ["XDG_RUNTIME_DIR": directory.path],
            beforeStart: { terminal in
                var device = stat()
                fstat(terminal.slave, &device)
                let name = "alert-\(getuid())-tty-\(UInt64(device.st_rdev)).lock"
                for suffix in ["", ".tickets", ".0"] {
                    _ = symlink(precious, directory.appendingPathComponent(name + suffix).path)
                }
            })
        #expect(run.waitUntilShown("Linked"))
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("status=0"))
        let ending = try run.finish()
        #expect(ending.screen.contains("will not take turns"))
        #expect(FileManager.default.contents(atPath: precious) == Data("keep me".utf8))
    }
}
