import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `alert` in plain mode, through pipes: prompts on standard error, answers read
/// from standard input, the answer on standard output.
struct AlertPlainModeTests {
    @Test(
        arguments: [
            ["TERM": "dumb"], ["TERM": "xterm-256color"],
        ] as [[String: String?]])
    func withoutATerminalANumberPicksAnOption(environment: [String: String?]) throws {
        let ending = try PipedAlert.run(
            ["choose", "alpha", "beta", "gamma"], input: "2\n", environment: environment)
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "beta\n")
        #expect(ending.standardError.contains("1. alpha\n2. beta\n3. gamma\n1) Cancel  2) OK"))
        #expect(!ending.standardError.contains("\u{1B}"))
    }

    @Test func confirmFollowsTheDefaultOnAnEmptyLine() throws {
        #expect(try PipedAlert.run(["confirm", "Sure?"], input: "\n").status == 0)
        #expect(
            try PipedAlert.run(["confirm", "Sure?", "--default", "no"], input: "\n").status == 1)
        #expect(try PipedAlert.run(["confirm", "Sure?"], input: "esc\n").status == 1)
    }

    @Test func inputAndDateReadTheirAnswerFromALine() throws {
        let name = try PipedAlert.run(["input", "--title", "Name"], input: "王小明\n")
        #expect(name.standardOutput == "王小明\n")
        let kept = try PipedAlert.run(["input", "--value", "draft"], input: "\n")
        #expect(kept.standardOutput == "draft\n")
        let day = try PipedAlert.run(["date"], input: "2024-02-29\n")
        #expect(day.standardOutput == "2024-02-29\n")
    }

    @Test func aBadLineIsAskedAgainAndTheEndOfInputCancels() throws {
        let retried = try PipedAlert.run(["choose", "a", "b"], input: "9\n1\n")
        #expect(retried.standardOutput == "a\n")
        #expect(retried.standardError.contains("Please try again"))
        let ended = try PipedAlert.run(["choose", "a", "b"], input: "")
        #expect(ended.status == 1)
        #expect(ended.standardOutput == "")
    }

    @Test func statusIsPrintedWithoutWaiting() throws {
        let ending = try PipedAlert.run(["status", "info", "Synced", "--countdown", "30"])
        #expect(ending.status == 0)
        #expect(ending.standardError.contains("Synced"))
        #expect(!ending.standardError.contains("Closes in"), "no countdown promises a wait")
        #expect(!ending.standardError.contains("Type"), "nothing is asked")
    }

    @Test func plainIsForcedByTheFlagOnATerminalToo() throws {
        let run = try AlertExecutable(["--plain", "choose", "alpha", "beta"])
        #expect(run.waitUntilShown("2. beta"))
        run.type("2\r")
        let ending = try run.finish()
        #expect(ending.standardOutput == "beta\n")
        #expect(!ending.screen.contains(AlertExecutable.enterAlternateScreen))
        #expect(ending.restoredTerminal)
    }

    /// `ALERT_PLAIN=1` (for screen readers) asks in plain lines on a terminal, as
    /// `--plain` does, `alert filter` included.
    @Test func alertPlainInTheEnvironmentAsksInPlainLinesOnATerminal() throws {
        let run = try AlertExecutable(
            ["choose", "alpha", "beta"], environment: ["ALERT_PLAIN": "1"])
        #expect(run.waitUntilShown("2. beta"))
        run.type("2\r")
        let ending = try run.finish()
        #expect(ending.standardOutput == "beta\n")
        #expect(!ending.screen.contains(AlertExecutable.takeTerminal), "nothing was drawn")
        let filter = try AlertExecutable(
            [], shell: "printf 'one\\ntwo\\n' | \"$0\" filter", environment: ["ALERT_PLAIN": "1"])
        #expect(filter.waitUntilShown("2. two"))
        filter.type("2\r")
        let filtered = try filter.finish()
        #expect(filtered.standardOutput == "two\n")
        #expect(!filtered.screen.contains(AlertExecutable.takeTerminal), "nothing was drawn")
    }

    @Test(arguments: [(["--plain"], [String: String?]()), ([], ["TERM": "dumb"])])
    func aPasswordTypedInPlainModeIsNeverEchoed(
        flags: [String], environment: [String: String?]
    ) throws {
        let run = try AlertExecutable(
            flags + ["input", "--title", "Password", "--password"], environment: environment)
        #expect(run.waitUntilShown("Type the text"))
        run.type("hunter2\r")
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "hunter2\n", "the answer still goes to the script")
        #expect(!ending.screen.contains("hunter2"), "the terminal never showed the secret")
        #expect(ending.screen.contains("Text field: (hidden)"))
        #expect(ending.restoredTerminal, "the echo is back")
    }

    @Test func aWrongAnswerIsExplainedAndAskedAgain() throws {
        let run = try PipedAlert.run(
            ["input", "--title", "Port", "--validate", "[0-9]+", "--error", "Digits only"],
            input: "abc\n8080\n")
        #expect(run.status == 0)
        #expect(run.standardOutput == "8080\n")
        #expect(run.standardError.contains("Text field: abc — not accepted: Digits only"))
    }

    /// A secret refused by its rule is asked again without ever being written back, and an
    /// answers file gives one without echoing it.
    @Test func aWrongSecretIsAskedAgainAndNeverWrittenBack() throws {
        let run = try PipedAlert.run(
            ["input", "--password", "--validate", ".{8,}", "--error", "At least 8"],
            input: "short\nlongenough\n")
        #expect(run.status == 0 && run.standardOutput == "longenough\n")
        #expect(run.standardError.contains("(hidden) — not accepted: At least 8"))
        #expect(!run.standardError.contains("short") && !run.standardError.contains("longenough"))
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        try "pw=hunter2\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let answered = try PipedAlert.run(
            ["input", "--password", "--id", "pw"], environment: ["ALERT_ANSWERS": file])
        #expect(answered.status == 0 && answered.standardOutput == "hunter2\n")
        #expect(!answered.standardError.contains("hunter2"))
    }

    @Test func withOnlyWrongAnswersTheInputEndsAsACancel() throws {
        let run = try PipedAlert.run(["input", "--validate", "[0-9]+"], input: "abc\n")
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("The answer must match [0-9]+"))
    }

    @Test func severalAreChosenByTheirNumbersNeverButtons() throws {
        let several = try PipedAlert.run(
            ["choose", "a", "b", "c", "d", "--no-limit"], input: "1,3-4\n")
        #expect(several.status == 0)
        #expect(several.standardOutput == "a\nc\nd\n")
        #expect(several.standardError.contains("such as 1,3 or 2-4"))
        let one = try PipedAlert.run(["choose", "a", "b", "--no-limit"], input: "2\n")
        #expect(one.standardOutput == "b\n", "2 is the second row, not the OK button")
        let limited = try PipedAlert.run(
            ["choose", "a", "b", "c", "--limit", "2"], input: "1-3\n2\n")
        #expect(limited.standardOutput == "b\n")
        #expect(limited.standardError.contains("Choose at most 2."))
    }

    /// `alert filter` in plain mode: standard input holds the choices, so the answer is read
    /// from the terminal; without one only ALERT_ANSWERS can give it, else exit 2.
    @Test func filterReadsItsAnswerFromTheTerminalOrFailsWithoutOne() throws {
        let run = try AlertExecutable(
            [], shell: "printf 'alpha\\nbeta\\ngamma\\n' | \"$0\" --plain filter --no-limit")
        #expect(run.waitUntilShown("such as 1,3 or 2-4"))
        run.type("9-12\r")
        #expect(run.waitUntilShown("Nothing matches"))
        run.type("a\r")
        #expect(run.waitUntilShown("— 3 matches: type the numbers"))
        #expect(run.terminal.transcript.firstRange(of: Array("not accepted: 3".utf8)) == nil)
        run.type("1,3\r")
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "alpha\ngamma\n")
        let one = try AlertExecutable([], shell: "printf 'alpha\\nbeta\\n' | \"$0\" --plain filter")
        #expect(one.waitUntilShown("best match is the answer"))
        one.type("bt\r")
        #expect(try one.finish().standardOutput == "beta\n")
        let nobody = try PipedAlert.run(["filter", "--no-limit"], input: "alpha\nbeta\n")
        #expect(nobody.status == 2)
        #expect(nobody.standardError.contains("no terminal to read the answer from"))
        #expect(nobody.standardOutput == "")
    }

    @Test func filterAnswersComeFromTheFileByNumberOrSearch() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        try "files=1,3\nfile=gam\nsecond=2\nbad=zzz\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let choices = "alpha\nbeta\ngamma\n"
        let environment: [String: String?] = ["ALERT_ANSWERS": file]
        let numbered = try PipedAlert.run(
            ["filter", "--id", "second"], input: choices, environment: environment)
        #expect(numbered.status == 0 && numbered.standardOutput == "beta\n", "2 is a match")
        let several = try PipedAlert.run(
            ["filter", "--no-limit", "--id", "files"], input: choices, environment: environment)
        #expect(several.status == 0 && several.standardOutput == "alpha\ngamma\n")
        let one = try PipedAlert.run(
            ["filter", "--id", "file"], input: choices, environment: environment)
        #expect(one.status == 0 && one.standardOutput == "gamma\n")
        for id in ["bad", "missing"] {
            let failed = try PipedAlert.run(
                ["filter", "--no-limit", "--id", id], input: choices, environment: environment)
            #expect(failed.status == 2, "\(id)")
            #expect(failed.standardError.contains(id))
        }
    }

    /// With input that never comes (a fifo opened for reading and writing: no line, no
    /// end), --timeout runs out in plain mode too: exit 124, or the --default answer.
    @Test func aTimeOutInPlainModeExits124OrGivesTheDefault() throws {
        let fifo = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-silent-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let run = try ShellAlert.run(
            """
            "$0" confirm Deploy? --timeout 0.3 <>'\(fifo)'; echo "confirm=$?"
            "$0" input --title Name --timeout 0.3 --default Ada <>'\(fifo)'; echo "input=$?"
            """)
        #expect(run.standardOutput == "confirm=124\nAda\ninput=0\n")
        #expect(run.standardError.contains("Deploy?") && run.standardError.contains("Name"))
    }

    @Test func progressFollowsItsInputToTheEndAndReadsNoAnswer() throws {
        let run = try PipedAlert.run(
            ["progress", "--title", "Copying", "Starting"], input: "10\nXXX\n80\nAlmost\nXXX\n100\n"
        )
        #expect(run.status == 0)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("Copying"))
        #expect(!run.standardError.contains("Type"), "nothing is asked")
    }

    @Test func spinInPlainModeWaitsForItsCommand() throws {
        let run = try PipedAlert.run(
            ["spin", "--show-output", "--", "sh", "-c", "sleep 0.3; echo finished; exit 5"])
        #expect(run.status == 5)
        #expect(run.standardOutput == "finished\n")
    }

    @Test func answersComeFromTheFileByIdWithoutAnyTerminal() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        try "# for CI\ndeploy=no\nname=Ada\nday=2026-12-24\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let environment: [String: String?] = ["ALERT_ANSWERS": file]
        let no = try PipedAlert.run(
            ["confirm", "Deploy?", "--id", "deploy"], environment: environment)
        #expect(no.status == 1)
        let name = try PipedAlert.run(["input", "--id", "name"], environment: environment)
        #expect(name.status == 0 && name.standardOutput == "Ada\n")
        let day = try PipedAlert.run(["date", "--id", "day"], environment: environment)
        #expect(day.standardOutput == "2026-12-24\n")
        let missing = try PipedAlert.run(
            ["confirm", "Other?", "--id", "other"], input: "2\n", environment: environment)
        #expect(missing.status == 2, "no answer and no terminal: not read from the pipe either")
        #expect(missing.standardError.contains("no answer for the alert other in \(file)"))
        // A progress or a spinner asks nothing: the file need not answer it.
        let progress = try PipedAlert.run(
            ["progress", "--title", "Copying"], input: "10\n100\n", environment: environment)
        #expect(progress.status == 0, "\(progress.standardError)")
        let spin = try PipedAlert.run(["spin", "--", "true"], environment: environment)
        #expect(spin.status == 0, "\(spin.standardError)")
        let unreadable = try PipedAlert.run(
            ["confirm", "x"], environment: ["ALERT_ANSWERS": file + ".missing"])
        #expect(unreadable.status == 2)
        #expect(unreadable.standardError.contains("cannot read the answers file"))
    }

    /// Time zones from −11 to +14, with half- and quarter-hour offsets and clock changes.
    static let zones = [
        "UTC", "Pacific/Pago_Pago", "Pacific/Honolulu", "America/New_York", "Europe/London",
        "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham",
        "Pacific/Kiritimati",
    ]

    @Test(arguments: zones)
    func theDayTypedIsTheDayPrintedInEveryTimeZone(_ zone: String) throws {
        // Days when clocks change somewhere, the first and last days, and a day Kiritimati
        // skipped (1994-12-31: every zone still has it as a day of the calendar).
        let days = [
            "2024-03-10", "2024-03-31", "2024-04-07", "2024-10-06", "2024-11-03", "0001-01-01",
            "9999-12-31", "1994-12-31",
        ]
        for day in days {
            let ending = try PipedAlert.run(["date"], input: day + "\n", environment: ["TZ": zone])
            #expect(ending.status == 0, "\(day) in \(zone)")
            #expect(ending.standardOutput == day + "\n", "\(day) in \(zone)")
        }
    }

    @Test(arguments: [
        "99999-01-01", "2024-1-1", "+2024-01-01", "-2024-01-01", "0000-01-01", "2024-02-30",
        "2024-03-10T", "10000-01-01", "2024-03-10 25:00",
    ])
    func aDayOfAnotherShapeIsAskedAgainAndNeverPrinted(_ line: String) throws {
        let ending = try PipedAlert.run(
            ["date"], input: line + "\n", environment: ["TZ": "Asia/Kolkata"])
        #expect(ending.status == 1)
        #expect(ending.standardOutput == "")
        #expect(ending.standardError.contains("Please try again"))
    }

    /// Runs `script` with `sh -c`, the built `alert` as `$A` and a scratch file as `$T`.
    func shell(_ script: String) throws -> PipedRun {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-bytes-\(UUID().uuidString)").path
        defer { unlink(scratch) }
        return try PipedRun.run(
            path: "/bin/sh",
            arguments: [
                "-c", "A=\"$1\"; T=\"$2\"; " + script, "sh",
                BuiltExecutable.url(named: "alert").path, scratch,
            ])
    }

    /// Answers keep their bytes: what is not UTF-8 and a tab come out as they went in,
    /// from the arguments, a typed line, the choices of a filter and the answers file.
    @Test(
        arguments: [
            (#"printf '1\n' | "$A" choose "$(printf 'caf\377')" b"#, "636166ff0a"),
            (#"printf '\n' | "$A" input --value "$(printf 'a\tb\377')""#, "610962ff0a"),
            (#"printf 'a\tb\377\n' | "$A" input"#, "610962ff0a"),
            (
                #"printf 'f=1\n' > "$T"; printf 'x\377\ny\n' | ALERT_ANSWERS="$T" "$A" filter --id f"#,
                "78ff0a"
            ),
            (#"printf 'n=a\tb\377\n' > "$T"; ALERT_ANSWERS="$T" "$A" input --id n"#, "610962ff0a"),
            (#""$A" --plain spin --show-output -- printf 'a\377'"#, "61ff"),
        ])
    func answersKeepTheirBytes(script: String, hex: String) throws {
        let run = try shell("(" + script + ") | od -An -tx1 | tr -d ' \\n'")
        #expect(run.standardOutput == hex, "\(run.standardError)")
    }

    /// `é` as one code point and as `e` with a combining accent are two options.
    @Test func lookAlikeOptionsStayTwo() throws {
        let picked = try shell(
            #"printf '\n' | "$A" choose --default "$(printf 'e\314\201')" "$(printf '\303\251')" "$(printf 'e\314\201')" | od -An -tx1 | tr -d ' \n'"#
        )
        #expect(picked.standardOutput == "65cc810a", "the second option, as --default says")
        let refused = try shell(
            #""$A" choose --default "$(printf 'e\314\201')" "$(printf '\303\251')" b"#)
        #expect(refused.status == 2, "\(refused.standardError)")
    }

    /// An answers file that starts with a byte order mark, a named pipe, /dev/null.
    @Test func anyReadableAnswersFileIsRead() throws {
        let marked = try shell(
            #"printf '\357\273\277c=2\n' > "$T"; ALERT_ANSWERS="$T" "$A" choose --id c a b"#)
        #expect(marked.standardOutput == "b\n", "\(marked.standardError)")
        let piped = try shell(
            #"rm -f "$T"; mkfifo "$T"; printf 'c=2\n' > "$T" & ALERT_ANSWERS="$T" "$A" choose --id c a b"#
        )
        #expect(piped.standardOutput == "b\n", "\(piped.standardError)")
        let empty = try shell(#"ALERT_ANSWERS=/dev/null "$A" choose --id c a b"#)
        #expect(!empty.standardError.contains("cannot read"), "\(empty.standardError)")
        #expect(empty.standardError.contains("no answer for the alert c"))
    }
}
