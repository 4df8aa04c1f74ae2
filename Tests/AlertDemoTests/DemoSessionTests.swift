import AlertEngine
import AlertTerminal
import TerminalKit
import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct DemoSessionTests {
    private func makeSession(_ size: DemoSize = DemoSize(columns: 100, rows: 30)) -> (
        DemoSession, ManualAlertClock
    ) {
        let clock = ManualAlertClock()
        let session = DemoSession(
            size: size, colorMode: .trueColor, imageProtocol: .halfBlocks, reducedMotion: true,
            clock: clock, frameClock: clock)
        return (session, clock)
    }

    private func screenText(_ session: DemoSession) -> String {
        session.screen.renderNow()
        let frame = session.screen.lastFrame
        return (0..<frame.height).map { frame.text(row: $0) }.joined(separator: "\n")
    }

    @Test func aClickOutsideDismissesTheSheet() {
        let (session, _) = makeSession()
        session.start()
        session.handle(.key(.enter))
        session.handle(.key(.enter))
        #expect(screenText(session).contains("Delete draft?"))
        for action in [MouseEvent.Action.press, .release] {
            session.handle(.mouse(MouseEvent(button: .left, action: action, column: 1, row: 1)))
        }
        #expect(session.tour.entries[2].outcome == .dismissed(.backgroundTap))
        #expect(screenText(session).contains("Pick a day"))
    }

    @Test func qTypedIntoTheTextFieldIsTextNotQuit() {
        let (session, _) = makeSession()
        session.start()
        for key in [TerminalKey.enter, .enter, .escape, .escape] { session.handle(.key(key)) }
        #expect(screenText(session).contains("Your name"))
        session.handle(.key(.character("q")))
        session.handle(.key(.enter))
        #expect(session.tour.entries[4].outcome == .text("q"))
        #expect(!session.tour.isFinished)
        session.handle(.key(.character("q")))
        #expect(session.tour.isFinished)
    }

    @Test func resizeRelayoutsTheAppAndTheAlertLive() {
        let (session, _) = makeSession()
        session.start()
        session.resize(DemoSize(columns: 60, rows: 20))
        #expect(
            session.app.statusBar.frame == TerminalRect(column: 0, row: 19, width: 60, height: 1))
        #expect(session.app.inbox.frame.height == 19)
        let text = screenText(session)
        #expect(session.screen.lastFrame.width == 60 && session.screen.lastFrame.height == 20)
        #expect(text.contains("Welcome to AlertEngine"))
    }

    @Test func theStatusBarCountsTheAlerts() {
        let (session, _) = makeSession()
        #expect(session.app.counts == .init(onScreen: false, queued: 0, finished: 0, total: 16))
        session.start()
        session.handle(.key(.enter))
        #expect(session.app.counts == .init(onScreen: true, queued: 13, finished: 1, total: 16))
        #expect(screenText(session).contains("alerts: 1 on screen · 13 queued · 1/16 done"))
    }

    @Test func theScriptRunnerFinishesOnItsOwnAndIsDeterministic() throws {
        func run() -> [String] {
            let (session, clock) = makeSession()
            DemoScriptRunner(session: session, clock: clock).run(
                try! DemoScript.parse("enter,right,enter,resize:70x22,esc,wait:100"))
            return session.tour.resultLines
        }
        let first = run()
        #expect(first == run())
        #expect(first[2] == "3. sheet \"Delete draft?\": action 2 \"Cancel\"")
        #expect(first[3] == "4. date \"Pick a day\": dismissed (programmatic)")
    }
}
