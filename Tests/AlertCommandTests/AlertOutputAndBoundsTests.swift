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

    @Test func answersInAFileAreTakenOneLineEachByTheAlertsThatShareIt() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("2\nsecond\n".utf8)))
        defer { unlink(path) }
        let run = try ShellAlert.run(
            "{ \"$0\" choose a b; \"$0\" input; } < '\(path)'")
        #expect(run.standardOutput == "b\nsecond\n")
    }
}
