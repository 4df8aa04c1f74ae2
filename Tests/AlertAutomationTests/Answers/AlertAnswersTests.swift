import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertAutomation
@testable import TerminalKit

@MainActor
@Suite struct AlertAnswersTests {
    @Test func readsIdEqualsAnswerLinesWithCommentsAndBlankLines() throws {
        let answers = try AlertAnswers(
            text: "# a comment\n\n deploy = yes\r\nname=Ada Lovelace\nempty=\nformula=a=b\n")
        #expect(answers["deploy"] == " yes", "the answer is kept as written")
        #expect(answers["name"] == "Ada Lovelace")
        #expect(answers["empty"] == "")
        #expect(answers["formula"] == "a=b", "only the first = separates")
        #expect(answers["missing"] == nil)
    }

    @Test func aLineThatIsNoAnswerOrAnIdGivenTwiceIsAnError() throws {
        #expect(throws: AlertAnswers.ReadError.malformed(line: 2, text: "oops")) {
            try AlertAnswers(text: "a=1\noops\n")
        }
        #expect(throws: AlertAnswers.ReadError.malformed(line: 1, text: "=x")) {
            try AlertAnswers(text: "=x")
        }
        #expect(throws: AlertAnswers.ReadError.duplicate(id: "a", line: 3)) {
            try AlertAnswers(text: "a=1\n\na=2")
        }
        #expect(throws: AlertAnswers.ReadError.unreadable(path: "/nonexistent/answers")) {
            try AlertAnswers(contentsOf: "/nonexistent/answers")
        }
        #expect(try AlertAnswers.fromEnvironment([:]) == nil)
    }

    @Test func anAnswerKeepsItsTabsItsLineSeparatorsAndItsBytes() throws {
        let bytes: [UInt8] = Array("a=x\ty\u{2028}z\u{85}w\r\nb=caf".utf8) + [0xFF, 0x0A]
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let answers = try AlertAnswers(contentsOf: path)
        #expect(answers["a"] == "x\ty\u{2028}z\u{85}w")
        #expect(answers["b"].map(LosslessUTF8.encode) == Array("caf".utf8) + [0xFF])
    }

    @Test func idsAreExactAndAByteOrderMarkIsNoPartOfTheFirst() throws {
        let answers = try AlertAnswers(text: "\u{FEFF}deploy=yes\n\u{E9}=one\ne\u{301}=two\n")
        #expect(answers["deploy"] == "yes")
        #expect(answers["\u{E9}"] == "one")
        #expect(answers["e\u{301}"] == "two")
    }

    @Test func aFileWithoutEndIsRefusedNotReadWhole() {
        #expect(throws: AlertAnswers.ReadError.unreadable(path: "/dev/zero")) {
            try AlertAnswers(contentsOf: "/dev/zero")
        }
    }

    @Test func aNamedPipeOrDevNullCanBeTheFile() throws {
        #expect(try AlertAnswers(contentsOf: "/dev/null")["x"] == nil)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("answers-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data("id=2\n".utf8))
            try? handle?.close()
        }
        writer.start()
        #expect(try AlertAnswers(contentsOf: path)["id"] == "2")
    }

    /// A controller on a headless window and a manual clock.
    func controller() -> AlertController {
        AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
    }
}
