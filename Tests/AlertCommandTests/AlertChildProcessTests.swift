import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `alert spin` and `alert progress` do with the work they follow: the command runs
/// away from the terminal and ends with `alert`, the output is bounded, `--timeout` and
/// `ALERT_ANSWERS` hold for them as for every subcommand, and the summary line tells how
/// the run ended.
struct AlertChildProcessTests {
    /// A fresh path in the temporary directory.
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-child-\(UUID().uuidString)").path
    }

    /// Whether a process whose whole command line is `commandLine` runs, looked for a
    /// moment (a process sent a signal takes a moment to end).
    private static func isRunning(_ commandLine: String) throws -> Bool {
        let pattern = "^" + commandLine.replacingOccurrences(of: ".", with: "[.]") + "$"
        let script =
            "i=0; while pgrep -f '\(pattern)' >/dev/null && [ $i -lt 60 ]; do sleep 0.05;"
            + " i=$((i+1)); done; pgrep -f '\(pattern)' >/dev/null && echo running || echo gone"
        return try PipedRun.run(path: "/bin/sh", arguments: ["-c", script]).standardOutput
            == "running\n"
    }

    /// Waits (bounded) until `path` exists.
    private static func waitForFile(_ path: String) -> Bool {
        for _ in 0..<500 {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        }
        return false
    }

    /// A command that reads the terminal, as a password prompt does, no longer stops in the
    /// background while the spinner spins on: it has no terminal, fails at once and says
    /// why.
    @Test func aCommandThatReadsTheTerminalFailsAtOnce() throws {
        let run = try AlertExecutable([
            "spin", "--title", "Asking", "--show-output", "--", "sh", "-c",
            "read x </dev/tty && echo read",
        ])
        let ending = try run.finish()
        #expect(ending.status == 2)
        #expect(ending.standardOutput.contains("/dev/tty"))
        #expect(!ending.standardOutput.contains("read\n"))
        #expect(ending.lines.first == "✔ Asking · done")
        #expect(ending.restoredTerminal)
    }

    /// SIGTERM, SIGHUP or SIGINT sent to `alert` from outside ends its command too, and
    /// `alert` itself ends of the signal.
    @Test(arguments: [(SIGTERM, 1), (SIGHUP, 2), (SIGINT, 3)] as [(Int32, Int)])
    func aSignalToAlertEndsItsCommand(signal: Int32, tag: Int) throws {
        let marker = Self.temporaryPath()
        defer { unlink(marker) }
        let sleeper = "sleep 29.6\(tag)"
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(devNull) }
        let child = try SpawnedProcess.spawn(
            try BuiltExecutable.url(named: "alert").path,
            arguments: [
                "spin", "--", "sh", "-c", "touch \"$1\"; exec \(sleeper)", "sh", marker,
            ],
            environment: BuiltExecutable.environment(), descriptors: (devNull, devNull, devNull),
            newSession: true)
        #expect(Self.waitForFile(marker))
        kill(child.pid, signal)
        #expect(try child.waitForExit() == 128 + signal)
        #expect(try !Self.isRunning(sleeper), "the command was left running")
    }

    /// The same on the terminal, where the terminal session's own handler restores the
    /// terminal on the way out.
    @Test func sigtermOnTheTerminalEndsTheCommandAndRestoresTheTerminal() throws {
        let sleeper = "sleep 29.64"
        let run = try AlertExecutable(["spin", "--title", "Waiting", "--", "sh", "-c", sleeper])
        #expect(run.waitUntilShown("Waiting"))
        kill(run.child.pid, SIGTERM)
        let ending = try run.finish()
        #expect(ending.status == 128 + SIGTERM)
        #expect(ending.restoredTerminal)
        #expect(try !Self.isRunning(sleeper), "the command was left running")
    }

    /// `--timeout` is taken by spin and progress: the command is ended, the exit status is
    /// 124 and the summary says it timed out.
    @Test func spinAndProgressTakeTheTimeout() throws {
        let sleeper = "sleep 29.65"
        let spin = try AlertExecutable([
            "spin", "--title", "Waiting", "--timeout", "0.5", "--", "sh", "-c", sleeper,
        ]).finish()
        #expect(spin.status == 124)
        #expect(spin.lines.first == "✖ Waiting · timed out")
        #expect(try !Self.isRunning(sleeper), "the command was left running")
        let progress = try AlertExecutable(
            [],
            shell:
                "while echo 10; do sleep 0.1; done | \"$0\" progress --title Copying --timeout 0.5"
        ).finish()
        #expect(progress.status == 124)
        #expect(progress.lines.first == "✖ Copying · timed out")
    }

    /// An ALERT_ANSWERS entry for a spinner's or a progress's id answers nothing: the work
    /// runs and is reported exactly as without the file.
    @Test func anAnswersEntryLeavesSpinAndProgressAsTheyAre() throws {
        let file = Self.temporaryPath()
        defer { unlink(file) }
        try "b=yes\np=yes\n".write(toFile: file, atomically: true, encoding: .utf8)
        let environment: [String: String?] = ["ALERT_ANSWERS": file]
        let spin = try PipedAlert.run(
            ["spin", "--show-output", "--id", "b", "--", "sh", "-c", "echo built; exit 3"],
            environment: environment)
        #expect(spin.status == 3, "\(spin.standardError)")
        #expect(spin.standardOutput == "built\n")
        let progress = try PipedAlert.run(
            ["progress", "--id", "p"], input: "10\n100\n", environment: environment)
        #expect(progress.status == 0, "\(progress.standardError)")
    }

    /// A gauge line over the bound (64 KiB) is skipped and the input read on to its end:
    /// the feeding script is not killed by SIGPIPE half-way.
    @Test func aProgressLineTooLongIsSkippedAndTheFeederRunsToItsEnd() throws {
        let run = try ShellAlert.run(
            "{ echo 10; head -c 70000 /dev/zero | tr '\\0' a; echo; sleep 0.3; echo 60;"
                + " echo 100; echo fed >&2; } | \"$0\" progress; echo status=$?")
        #expect(run.standardOutput == "status=0\n")
        #expect(run.standardError.contains("fed"), "the feeder was killed: \(run.standardError)")
    }

    /// The command's output is not held in memory: `alert`'s peak resident size stays far
    /// below the 200 MB the command writes, with or without --show-output.
    @Test(arguments: [[], ["--show-output"]])
    func theOutputIsNotHeldInMemory(flags: [String]) throws {
        let marker = Self.temporaryPath()
        defer { unlink(marker) }
        let script = """
            "$0" spin \(flags.joined(separator: " ")) -- sh -c \\
              'head -c 200000000 /dev/zero; touch "$1"; exec sleep 29.67' sh "\(marker)" \\
              >/dev/null 2>&1 &
            p=$!
            i=0; while [ ! -e "\(marker)" ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done
            sleep 0.2
            awk '/^VmHWM/ { print $2 }' /proc/$p/status
            kill -TERM $p; wait $p
            """
        let run = try ShellAlert.run(script)
        let peak = Int(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        #expect(peak > 0, "\(run.standardOutput) \(run.standardError)")
        #expect(peak < 100_000, "peak resident size \(peak) kB")
    }

    /// Ctrl+C on a status answers nothing: its line says it was interrupted (a cross), as
    /// its exit status 130 does.
    @Test func ctrlCOnAStatusLeavesACross() throws {
        let run = try AlertExecutable(["status", "success", "hi", "--countdown", "5"])
        #expect(run.waitUntilShown("hi"))
        run.type(AlertExecutable.Key.controlC)
        let ending = try run.finish()
        #expect(ending.status == 130)
        #expect(ending.lines.first == "✖ hi · interrupted")
    }

    /// A time-out onto --default answers: the line shows that answer, as the exit status
    /// does (a tick and 0; confirm's no a cross and 1), where it said "✖ · timed out".
    @Test func aTimeoutOntoTheDefaultLeavesTheDefaultsLine() throws {
        let input = try AlertExecutable([
            "input", "--title", "Name", "--timeout", "0.3", "--default", "x",
        ]).finish()
        #expect(input.status == 0 && input.standardOutput == "x\n")
        #expect(input.lines.first == "✔ Name · x")
        let secret = try AlertExecutable([
            "input", "--title", "Key", "--password", "--timeout", "0.3", "--default", "k",
        ]).finish()
        #expect(secret.status == 0 && secret.standardOutput == "k\n")
        #expect(secret.lines.first == "✔ Key · ••••••")
        let refused = try AlertExecutable([
            "confirm", "Sure?", "--timeout", "0.3", "--default", "no",
        ]).finish()
        #expect(refused.status == 1)
        #expect(refused.lines.first == "✖ Sure? · No")
        let chosen = try AlertExecutable([
            "choose", "--title", "Pick", "a", "b", "--timeout", "0.3", "--default", "b",
        ]).finish()
        #expect(chosen.status == 0 && chosen.standardOutput == "b\n")
        #expect(chosen.lines.first == "✔ Pick · b")
    }
}
