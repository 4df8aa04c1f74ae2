import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A shell script run with pipes only (no controlling terminal), with `"$0"` the built
/// `alert`: for redirections such as `> /dev/full` that a plain spawn cannot express.
enum ShellAlert {
    static func run(_ script: String, input: String = "") throws -> PipedRun {
        try PipedRun.run(
            path: "/bin/sh",
            arguments: ["-c", script, try BuiltExecutable.url(named: "alert").path], input: input)
    }
}

/// Failed writes, hostile text in error messages, and inputs and countdowns without end:
/// each ends with a clear word and an exit status, never a crash, an escape sequence on the
/// terminal, or a wait without end.
struct AlertOutputAndBoundsTests {
    /// Ways the output can fail: each runs `alert` with the output broken and echoes its
    /// status on standard output (the script's own, which works).
    @Test(
        arguments: [
            ("\"$0\" --help > /dev/full", "cannot write the help to standard output"),
            ("\"$0\" --help >&-", "cannot write the help to standard output"),
            ("\"$0\" confirm --help > /dev/full", "cannot write the help"),
            ("\"$0\" --version > /dev/full", "cannot write the version to standard output"),
            ("printf '2\\n' | \"$0\" choose a b > /dev/full", "cannot write the answer"),
            ("printf 'typed\\n' | \"$0\" input > /dev/full", "cannot write the answer"),
            ("\"$0\" message hi 2> /dev/full < /dev/null", nil),
            ("\"$0\" choose a b 2> /dev/full < /dev/null", nil),
            ("\"$0\" --bogus 2> /dev/full", nil),
        ] as [(String, String?)])
    func aFailedWriteExits2WithoutACrash(script: String, message: String?) throws {
        let run = try ShellAlert.run(script + "; echo status=$?")
        #expect(run.standardOutput.hasSuffix("status=2\n"), "\(script): \(run.standardOutput)")
        if let message { #expect(run.standardError.contains(message), "\(script)") }
        #expect(!run.standardError.contains("Fatal error"), "\(script)")
        #expect(!run.standardError.contains("Crash"), "\(script)")
    }

    /// Escape sequences and controls in every argument that can reach an error message.
    @Test(arguments: [
        ["confirm", "x", "--default", "\u{1B}]0;PWNED\u{07}"],
        ["confirm", "x", "--default", "\u{1B}]0;PWNED"],
        ["\u{1B}[2J\u{1B}[31mboom"],
        ["--\u{1B}[5m"],
        ["choose", "--\u{9B}31m", "a"],
        ["date", "--initial", "\u{1B}P+q\u{1B}\\"],
        ["status", "\u{1B}[?1049h", "x"],
        ["status", "info", "x", "--countdown", "1\u{07}"],
        ["help", "\u{1B}]52;c;cHduZWQ=\u{07}"],
        ["message", "a", "b\u{1B}[8m"],
    ])
    func usageErrorsNeverEchoControlCharacters(arguments: [String]) throws {
        let run = try PipedAlert.run(arguments)
        #expect(run.status == 2)
        let bytes = Array(run.standardError.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(run.standardError.hasPrefix("alert"))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func aPlainStatusWithAnEndlessCountdownIsPrintedAndDoneAtOnce() throws {
        let run = try ShellAlert.run(
            "timeout 20 \"$0\" status info hi --countdown 9223372036854775807 < /dev/null;"
                + " echo status=$?")
        #expect(run.standardOutput == "status=0\n")
        #expect(run.standardError.contains("hi"))
    }

    @Test(arguments: [
        "timeout 20 \"$0\" input < /dev/zero",
        "head -c 10000000 /dev/zero | tr '\\0' x | timeout 20 \"$0\" input",
        "timeout 20 \"$0\" choose a b < /dev/zero",
    ])
    func anEndlessLineIsRefusedWithExit2(script: String) throws {
        let run = try ShellAlert.run(script + "; echo status=$?")
        #expect(run.standardOutput == "status=2\n", "\(script)")
        #expect(run.standardError.contains("longer than 65536 bytes"), "\(script)")
    }

    /// `alert filter`'s standard input is a stream: a directory or a closed stream is a
    /// clear error, and input without end stops at a bound (lines or bytes) with a message
    /// that names it, never a trap or a memory that grows without end.
    @Test(
        arguments: [
            ("\"$0\" filter < /tmp", "cannot read the choices on standard input: Is a directory"),
            ("\"$0\" filter <&-", "standard input is closed; the choices come on it"),
            ("yes | head -c 20000000 | \"$0\" filter", "more than 1000000 lines"),
            ("timeout -s KILL 20 \"$0\" filter < /dev/zero", "more than 64 MiB"),
        ] as [(String, String)])
    func filterInputThatCannotBeReadOrHasNoEndExits2(script: String, message: String) throws {
        let run = try ShellAlert.run(script + "; echo status=$?")
        #expect(run.standardOutput == "status=2\n", "\(script): \(run.standardError)")
        #expect(run.standardError.contains(message), "\(script): \(run.standardError)")
        #expect(!run.standardError.contains("Fatal error"), "\(script)")
    }

    /// A line is a line: only a line feed ends a choice, so a carriage return, form feed,
    /// NEL or U+2028 inside one keeps it whole (as fzf does), and the first choice is it.
    @Test(arguments: ["a\rb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"])
    func filterKeepsALineWholeWhateverItHolds(line: String) throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("f=1\n".utf8)))
        defer { unlink(path) }
        let run = try PipedAlert.run(
            ["filter", "--id", "f"], input: line + "\nc\n", environment: ["ALERT_ANSWERS": path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == line + "\n")
    }

    /// `--timeout` runs while the choices are still coming: input that never ends times
    /// out (124) at the time asked, not never.
    @Test func filterTimesOutWhileItsInputIsStillComing() throws {
        let run = try ShellAlert.run(
            "while :; do echo y; sleep 0.05; done | timeout -s KILL 20 \"$0\" filter --timeout 1;"
                + " echo status=$?")
        #expect(run.standardOutput == "status=124\n", "\(run.standardError)")
    }

    /// A closed standard output is never the terminal's number: the answer of
    /// `alert input --password >&-` would have gone to the screen. The command says so and
    /// exits 2 before asking anything.
    @Test func aClosedStandardOutputIsRefusedBeforeTheSecretIsTyped() throws {
        let run = try AlertExecutable(
            [], shell: "exec \"$0\" input --title Secret --password >&-")
        if run.terminal.waitForOutput(containing: AlertExecutable.takeTerminal, patience: 3000) {
            run.type("hunter2\r")
        }
        let ending = try run.finish()
        #expect(ending.status == 2)
        #expect(ending.screen.contains("standard output is closed"), "\(ending.screen)")
        #expect(!ending.screen.contains("hunter2"), "the secret never reached the screen")
    }

    /// A closed standard input is never one of `alert`'s own files: plain mode, whose
    /// answers come on it, and `alert progress`, whose percentages do, say it is closed and
    /// exit 2 instead of waiting on the terminal or on a pipe of their own.
    @Test(
        arguments: [
            ("exec \"$0\" --plain confirm x <&-", "in plain mode the answer is read from it"),
            ("exec \"$0\" progress <&-", "the percentages come on it"),
        ] as [(String, String)])
    func aClosedStandardInputIsAClearError(script: String, message: String) throws {
        let run = try AlertExecutable([], shell: script)
        let ending = try run.finish()
        #expect(ending.status == 2, "\(script)")
        #expect(ending.screen.contains(message), "\(script): \(ending.screen)")
    }

    /// Without a terminal too: plain mode with standard input closed exits 2 at once.
    @Test func aClosedStandardInputWithoutATerminalIsAClearError() throws {
        let run = try ShellAlert.run(
            "timeout -s KILL 20 \"$0\" --plain confirm x <&-; echo status=$?")
        #expect(run.standardOutput == "status=2\n")
        #expect(run.standardError.contains("standard input is closed"))
    }

    /// Standard input that cannot be read (a directory) is an error that says so, not the
    /// end of the input (which cancels a question and finishes a gauge).
    @Test(arguments: ["\"$0\" input < /tmp", "\"$0\" confirm x < /tmp", "\"$0\" progress < /tmp"])
    func unreadableInputIsAnErrorNotItsEnd(script: String) throws {
        let run = try ShellAlert.run("timeout 20 " + script + "; echo status=$?")
        #expect(run.standardOutput == "status=2\n", "\(script): \(run.standardError)")
        #expect(run.standardError.contains("Is a directory"), "\(script)")
    }

    @Test func answersInAFileAreTakenOneLineEachByTheAlertsThatShareIt() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("2\nsecond\n".utf8)))
        defer { unlink(path) }
        let run = try ShellAlert.run(
            "{ \"$0\" choose a b; \"$0\" input; } < '\(path)'")
        #expect(run.standardOutput == "b\nsecond\n")
    }

    /// A list height past what any screen holds is "as many as fit", never a crash of the
    /// layout's numbers (`Int.max` rows once stopped the process with SIGILL): the count
    /// line under the rows is in sight.
    @Test(arguments: ["9223372036854775807", "2147483648", "100000"])
    func anEnormousHeightShowsTheListAndAnswers(height: String) throws {
        let run = try AlertExecutable(
            [], shell: "seq 5 | \"$0\" filter --height \(height)")
        #expect(run.waitUntilScreenShows("5/5"))
        run.type(AlertExecutable.Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "1\n")
        #expect(!ending.screen.contains("invalidItem"))
    }

    /// A descriptor table too full for the terminal's needs (`ulimit -n 10`) is a clear
    /// error with exit 2 (255 for whiptail), the terminal untouched: Dispatch, which stops
    /// the process when it cannot open one, is never asked.
    @Test(arguments: [
        ("ulimit -n 10; \"$0\" choose a b c", Int32(2)),
        ("ulimit -n 12; \"$0\" whiptail --yesno hi 8 30", Int32(255)),
    ])
    func aFullDescriptorTableIsAClearError(script: String, status: Int32) throws {
        let ending = try AlertExecutable([], shell: script).finish()
        #expect(ending.status == status, "\(ending.screen)")
        #expect(ending.screen.contains("too few file descriptors are free"))
        #expect(ending.restoredTerminal)
    }
}
