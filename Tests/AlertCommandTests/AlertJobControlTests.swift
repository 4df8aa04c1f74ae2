import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Signals and job control around the built `alert` in a pseudo-terminal: every signal
/// that ends it leaves the terminal as it was, Ctrl+Z stops the whole job, a stopped alert
/// that holds the terminal is named by the one waiting for it, and a terminal left raw by a
/// killed program is not taken as the original.
struct AlertJobControlTests {
    /// Signals whose default action ends the process, sent from outside while an alert is up.
    @Test(arguments: [
        SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR, SIGIO,
        SIGTERM, SIGHUP, SIGABRT, SIGSEGV, SIGBUS, SIGTRAP,
    ])
    func aSignalThatEndsTheAlertRestoresTheTerminal(signal: Int32) throws {
        let run = try AlertExecutable(["confirm", "Wait?"])
        #expect(run.waitUntilShown("Wait?"))
        kill(run.child.pid, signal)
        let ending = try run.finish()
        #expect(ending.status == 128 + signal, "signal \(signal)")
        #expect(ending.restoredTerminal, "signal \(signal)")
        let left = ending.screen.range(of: AlertExecutable.eraseInlineRegion)
        #expect(left != nil, "signal \(signal): the inline region was erased")
        #expect(!ending.screen.contains(AlertExecutable.enterAlternateScreen))
    }

    /// The same, full screen: the alternate screen is left.
    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalThatEndsAFullScreenAlertRestoresTheTerminal(signal: Int32) throws {
        let run = try AlertExecutable(["confirm", "Wait?", "--fullscreen"])
        #expect(run.waitUntilShown("Wait?"))
        kill(run.child.pid, signal)
        let ending = try run.finish()
        #expect(ending.status == 128 + signal, "signal \(signal)")
        #expect(ending.restoredTerminal, "signal \(signal)")
        #expect(ending.screen.contains(AlertExecutable.leaveAlternateScreen))
    }

    /// A timer the kernel fires (`alarm`, kept across `exec`) ends the alert as a signal
    /// sent by a process does: the kernel's own signals are no faults to return to.
    @Test func anAlarmFromTheKernelEndsTheAlertAndRestoresTheTerminal() throws {
        let run = try AlertExecutable(
            [], shell: "exec perl -e 'alarm 2; exec @ARGV' \"$0\" confirm Timed")
        #expect(run.waitUntilShown("Timed"))
        let ending = try run.finish()
        #expect(ending.status == 128 + SIGALRM)
        #expect(ending.restoredTerminal)
        #expect(ending.screen.contains(AlertExecutable.eraseInlineRegion))
    }

    /// `alert` inside a script run from an interactive shell: Ctrl+Z stops the script with
    /// it (the shell sees the job stop), and `fg` brings both back.
    @Test func controlZInsideAScriptStopsTheWholeJobAndFgResumesIt() throws {
        // An interactive bash, as in a terminal: it runs the script's shell as a job.
        let script = """
            exec bash --norc --noprofile -i -c '
            sh -c "\\"\\$0\\" confirm Deploy?; echo rc=\\$? >&2" "$0"
            echo "job stopped with $?" >&2
            fg >/dev/null
            echo back >&2
            ' "$0"
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("Deploy?"))
        run.type("\u{1A}")
        #expect(
            run.terminal.waitForOutput(containing: "job stopped with 148", patience: 5_000),
            "the script's shell stopped too, so the job did")
        let stopped = Array("job stopped with 148".utf8)
        let offset = run.terminal.transcript.firstRange(of: stopped)?.upperBound ?? 0
        // fg echoes the job's command line, which names Deploy? too: wait for the alert to
        // take the terminal again (raw mode, the cursor hidden) before typing.
        #expect(
            run.waitUntilShown(AlertExecutable.takeTerminal, after: offset),
            "fg sets the alert up again")
        #expect(run.waitUntilShown("Deploy?", after: offset), "fg redraws the alert")
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("rc=0", after: offset))
        #expect(run.waitUntilShown("back", after: offset))
        let ending = try run.finish()
        #expect(ending.status == 0)
    }

    /// An alert stopped from outside keeps its turn on the terminal; the next one waits,
    /// and says on screen whom it waits for and that it is stopped.
    @Test func aWaiterSaysThatTheAlertAheadOfItIsStopped() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-stopped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let go = directory.appendingPathComponent("go").path
        #expect(mkfifo(go, 0o600) == 0)
        let script = """
            "$0" message First & echo "holder:$!:" >&2
            cat "$GO" >/dev/null
            "$0" message Second; echo "second=$?" >&2
            wait
            """
        let run = try AlertExecutable(
            [], shell: script, environment: ["GO": go, "XDG_RUNTIME_DIR": directory.path])
        #expect(run.waitUntilShown("First"))
        let transcript = String(decoding: run.terminal.transcript, as: UTF8.self)
        let holder = try #require(
            transcript.split(separator: "holder:").last?.split(separator: ":").first
                .flatMap { pid_t($0) })
        kill(holder, SIGSTOP)
        close(open(go, O_WRONLY))
        #expect(
            run.waitUntilShown("process \(holder), which is stopped"),
            "the waiting alert names the stopped holder")
        let notice = String(decoding: run.terminal.transcript, as: UTF8.self)
        #expect(notice.contains("\r\u{1B}[Kalert: waiting"), "written over its own line")
        #expect(!notice.contains("\u{FFFD}"), "no control byte of ours was sanitised away")
        kill(holder, SIGCONT)
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("Second"))
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("second=0"))
        _ = try run.finish()
    }

    /// A terminal left raw (as `kill -9` of a full-screen program leaves it) is put back in a
    /// sane state when the alert ends, not in the raw one it found.
    @Test func aTerminalLeftRawIsRestoredSane() throws {
        let script = """
            stty raw -echo
            "$0" confirm Sane?
            stty -a >&2
            """
        let run = try AlertExecutable([], shell: script)
        #expect(run.waitUntilShown("Sane?"))
        run.type(AlertExecutable.Key.enter)
        #expect(run.waitUntilShown("speed"))
        let ending = try run.finish()
        let settings = ending.screen.split(separator: "speed").last.map(String.init) ?? ""
        #expect(settings.contains(" icanon"), "\(settings)")
        #expect(settings.contains(" echo "), "\(settings)")
        #expect(!settings.contains("-icanon"), "\(settings)")
    }
}
