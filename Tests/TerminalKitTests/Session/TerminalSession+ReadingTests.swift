import Dispatch
import Foundation
import TerminalTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a session's input: the answers to its queries that are still on their way when it
/// lets the terminal go are read first, and nothing else is.
@Suite(.serialized) @MainActor struct TerminalSessionReadingTests {
    /// Types `text` on the terminal's side `milliseconds` from now, as a terminal that
    /// answers late (or a user) does.
    private func type(_ text: String, on pty: PseudoTerminal, after milliseconds: Int) {
        let master = pty.master
        let bytes = Array(text.utf8)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
        }
    }

    /// What the program that reads the terminal after the session gets, up to a line feed
    /// typed now (the terminal is cooked again).
    private func nextLine(on pty: PseudoTerminal) -> String {
        pty.type(Array("\n".utf8))
        var line: [UInt8] = []
        var descriptor = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
        while line.last != UInt8(ascii: "\n"), poll(&descriptor, 1, 2000) > 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { read(pty.slave, $0.baseAddress!, 256) }
            guard count > 0 else { break }
            line += buffer[..<count]
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// A session on `pty` whose terminal has answered one cursor position request.
    private func answeringSession(on pty: PseudoTerminal) throws -> TerminalSession {
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        session.answerWait = Self.patientWait
        try session.enter()
        _ = pty.readOutput(atLeast: TerminalModeSequences.enter(mouse: .drag).count)
        try session.requestCursorPosition()
        _ = pty.readOutput(atLeast: 4)
        pty.type(Array("\u{1B}[2;1R".utf8))
        #expect(
            try session.readEvents(timeout: .seconds(2))
                == [.reply(.cursorPosition(row: 1, column: 0))])
        #expect(session.answersQueries)
        return session
    }

    @Test func aLateAnswerIsReadBeforeTheTerminalIsLetGoAndWhatFollowsItIsNot() throws {
        let pty = try PseudoTerminal()
        let session = try answeringSession(on: pty)
        var heard: [InputEvent] = []
        session.onInput = { heard.append($0) }
        try session.requestCursorPosition()
        _ = pty.readOutput(atLeast: 4)
        // A key typed before the terminal answered, the late answer, and what the user types
        // for the next program.
        type("x\u{1B}[5;1Rbob", on: pty, after: 100)
        session.leave()
        #expect(!session.isActive)
        #expect(
            heard == [.key(.character("x"), []), .reply(.cursorPosition(row: 4, column: 0))],
            "the key before the answer is the session's input, heard as any other")
        #expect(nextLine(on: pty) == "bob\n", "only what follows the answer is left")
    }

    @Test func aModeQueryLeftAloneIsSettledByACursorRequestAfterIt() throws {
        let pty = try PseudoTerminal()
        let session = try answeringSession(on: pty)
        try session.querySynchronizedOutput()
        _ = pty.readOutput(atLeast: TerminalModeSequences.synchronizedOutputQuery.count)
        // A terminal without mode reports answers only the cursor request that leave() sends.
        type("\u{1B}[5;1R", on: pty, after: 100)
        session.leave()
        #expect(
            pty.readOutput(atLeast: 4).starts(with: TerminalModeSequences.cursorPositionQuery))
        #expect(nextLine(on: pty) == "\n")
    }

    /// A wait long enough that a loaded machine never runs it out before a late answer
    /// comes, and that a leave which waited where it must not would plainly show.
    static let patientWait = Duration.seconds(10)

    @Test func aTerminalThatNeverAnsweredIsNotWaitedForOnceItsFirstAnswerWasDue() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        session.answerWait = Self.patientWait
        session.firstAnswerWait = .milliseconds(200)
        try session.enter()
        try session.requestCursorPosition()
        let clock = ContinuousClock()
        let left = clock.measure { session.leave() }
        #expect(!session.answersQueries)
        #expect(left < Self.patientWait / 2, "no wait for an answer that never comes")
        // Asked again later: a terminal that let its first answer's time pass is not waited
        // for at all.
        try session.enter()
        try session.requestCursorPosition()
        let again = clock.measure { session.leave() }
        #expect(again < .milliseconds(150), "waited \(again) for a terminal that answers nothing")
    }

    /// A program answered at once (keys typed ahead) leaves before the terminal could answer
    /// its first queries: it reads their answers while they are still due, so that none
    /// reaches the next program.
    @Test func aTerminalNotHeardFromYetIsWaitedForUntilItsFirstAnswerIsDue() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        session.firstAnswerWait = Self.patientWait
        try session.enter()
        try session.requestCursorPosition()
        _ = pty.readOutput(atLeast: 4)
        type("\u{1B}[5;1Rbob", on: pty, after: 100)
        session.leave()
        #expect(session.answersQueries, "the answer was read")
        #expect(nextLine(on: pty) == "bob\n", "only what follows the answer is left")
    }

    /// Once its first answer comes, a terminal not heard from before is waited for as one
    /// that answers: its later answers get ``TerminalSession/answerWait``, not what was left
    /// of the first answer's time.
    @Test func aFirstAnswerDuringTheWaitGivesTheOthersTheTimeOfATerminalThatAnswers() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.slave, output: pty.slave)
        session.firstAnswerWait = .milliseconds(300)
        session.answerWait = Self.patientWait
        try session.enter()
        try session.requestCursorPosition()
        try session.requestCursorPosition()
        _ = pty.readOutput(atLeast: 8)
        type("\u{1B}[5;1R", on: pty, after: 50)
        type("\u{1B}[6;1Rbob", on: pty, after: 700)
        session.leave()
        #expect(nextLine(on: pty) == "bob\n", "the second answer, late, was read too")
    }

    @Test func anAnswerThatDoesNotComeInTimeIsNotWaitedForAgain() throws {
        let pty = try PseudoTerminal()
        let session = try answeringSession(on: pty)
        session.answerWait = .milliseconds(200)  // the answer never comes: no need to wait long
        try session.requestCursorPosition()
        session.leave()
        #expect(!session.answersQueries, "the terminal stopped answering")
        session.answerWait = Self.patientWait
        try session.enter()
        try session.requestCursorPosition()
        let clock = ContinuousClock()
        let left = clock.measure { session.leave() }
        #expect(left < Self.patientWait / 2)
    }
}
