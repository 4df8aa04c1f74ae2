import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `alert write` and `alert pager`, the built binary in a pseudo-terminal (and with pipes
/// only, for plain mode): the keys a user types, the exit status and what is printed.
@Suite(.serialized) struct AlertWriteAndPagerTests {
    typealias Key = AlertExecutable.Key
    /// Alt+Enter as a terminal sends it: Esc and CR in one write.
    static let altEnter = "\u{1B}\r"
    static let controlD = "\u{04}"

    /// A file of `count` numbered lines; the caller removes it.
    static func numberedFile(_ count: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-pager-\(UUID().uuidString).txt").path
        let text = (1...count).map { "entry \($0)" }.joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func writePrintsEveryLineTypedOnceAltEnterEndsIt() throws {
        let ending = try AlertExecutable.answer(
            ["write", "--title", "Notes", "--placeholder", "Say it"], shown: "Notes",
            keys: ["one", Key.enter, "two", Key.enter, "three", Self.altEnter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "one\ntwo\nthree\n")
        #expect(ending.restoredTerminal)
        #expect(ending.lines.first == "✔ Notes · one two three")
    }

    @Test func writeStartsWithItsValueAndCtrlDEndsIt() throws {
        let ending = try AlertExecutable.answer(
            ["write", "--value", "feat: x", "--height", "3"], shown: "feat",
            keys: [Key.enter, "body", Self.controlD])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "feat: x\nbody\n")
    }

    static let leavings: [(key: String, status: Int32)] = [
        (Key.escape, 1), (Key.controlC, 130),
    ]

    @Test(arguments: leavings)
    func writeLeftWithEscOrCtrlCPrintsNothing(key: String, status: Int32) throws {
        let ending = try AlertExecutable.answer(
            ["write", "--value", "draft"], shown: "draft", keys: ["more", key])
        #expect(ending.status == status)
        #expect(ending.standardOutput == "")
        #expect(ending.restoredTerminal)
    }

    @Test func writeRefusesAHeightThatIsNoWholeNumber() throws {
        let run = try PipedAlert.run(["write", "--height", "0"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--height must be a whole number from 1, not 0"))
    }

    /// Plain mode: the lines up to a lone `.`; `esc` on the first line cancels; the end
    /// of the input ends the text too.
    @Test func writeInPlainModeReadsLinesUpToALoneDot() throws {
        let run = try PipedAlert.run(["write", "--title", "Notes"], input: "a\n  b\n.\nnot read\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "a\n  b\n")
        #expect(run.standardError.contains("a line with a single . to end it"))
        let cancelled = try PipedAlert.run(["write"], input: "esc\n")
        #expect(cancelled.status == 1)
        let ended = try PipedAlert.run(["write"], input: "last\nlines")
        #expect(ended.status == 0)
        #expect(ended.standardOutput == "last\nlines\n")
    }

    @Test func writeIsAnsweredFromAnAnswersFileWithBackslashN() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-answers-\(UUID().uuidString)").path
        defer { unlink(file) }
        try #"body=first\nsecond \\n"#.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try PipedAlert.run(
            ["write", "--id", "body"], environment: ["ALERT_ANSWERS": file])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "first\nsecond \\n\n")
    }

    /// The pager scrolls to the end with G, finds a line with a search, and q closes it
    /// with exit status 0 and nothing printed.
    @Test func pagerScrollsSearchesAndClosesWithQ() throws {
        let path = try Self.numberedFile(300)
        defer { unlink(path) }
        let run = try AlertExecutable(["pager", "--title", "Entries", path])
        #expect(run.waitUntilShown(AlertExecutable.takeTerminal))
        #expect(run.waitUntilScreenShows("entry 1"))
        #expect(run.waitUntilScreenShows("of 300"))
        run.type("G")
        #expect(run.waitUntilScreenShows("entry 300"))
        run.type("/entry 123")
        run.type(Key.enter)
        #expect(run.waitUntilScreenShows("entry 123"))
        #expect(run.waitUntilScreenShows("Search went on from the top"))
        run.type("/no such entry")
        run.type(Key.enter)
        #expect(run.waitUntilScreenShows("Not found: no such entry"))
        run.type("q")
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "")
        #expect(ending.restoredTerminal)
    }

    /// Without FILE the text comes on standard input (the terminal stays the keys' way in),
    /// and Esc closes the pager with exit status 0.
    @Test func pagerReadsStandardInputAndEscClosesIt() throws {
        let run = try AlertExecutable(
            [], shell: "printf 'piped\\tin\\n\\033[2Jclear\\n' | \"$0\" pager")
        #expect(run.waitUntilScreenShows("piped   in"))
        run.type(Key.escape)
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.screen.contains("clear"))
        #expect(!ending.screen.contains("\u{1B}[2Jclear"), "the escape sequence was removed")
    }

    /// Without a terminal the pager is `cat`, as `less` is: its text byte for byte (tabs,
    /// controls, a CR before a line feed, bytes that are no UTF-8), and it waits for
    /// nothing; a file that cannot be read is exit status 2.
    @Test func pagerWithoutATerminalCopiesItsTextByteForByte() throws {
        let run = try PipedAlert.run(["pager"], input: "a\tb\r\nc\u{07}d\u{1B}[2J\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "a\tb\r\nc\u{07}d\u{1B}[2J\n")
        let binary = try ShellAlert.run(
            "f=$(mktemp); head -c 65536 /dev/urandom > \"$f\"; \"$0\" pager < \"$f\" | cmp - \"$f\""
                + " && \"$0\" pager \"$f\" | cmp - \"$f\"; echo status=$?; rm -f \"$f\"")
        #expect(binary.standardOutput == "status=0\n", "\(binary.standardError)")
        let missing = try PipedAlert.run(["pager", "/nonexistent/file"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("cannot open /nonexistent/file"))
        let directory = try PipedAlert.run(["pager", "/"])
        #expect(directory.status == 2)
        #expect(directory.standardError.contains("cannot read /"))
    }

    /// On a terminal the pager shows standard input's lines as they come: the first line
    /// is there while the input is still open, and `q` closes the pager without waiting
    /// for the input's end.
    @Test func pagerShowsLinesAsTheyComeAndQClosesItBeforeTheInputEnds() throws {
        let run = try AlertExecutable(
            [],
            shell:
                "f=$(mktemp -u); mkfifo \"$f\"; (printf 'first line\\n'; exec sleep 60) > \"$f\" &"
                + " exec \"$0\" pager < \"$f\"")
        #expect(run.waitUntilScreenShows("first line"))
        run.type("q")
        let ending = try run.finish()
        #expect(ending.status == 0)
        #expect(ending.restoredTerminal)
    }
}
