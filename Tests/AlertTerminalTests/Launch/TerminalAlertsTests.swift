import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertsTests {
    @Test func plainLinesAreChosenForDumbTerminalsPipesAndOnRequest() {
        let terminal = TerminalCapabilities(mode: .fullScreen, colors: .trueColor)
        let pipe = TerminalCapabilities(mode: .plainLines, colors: .none)
        #expect(
            !TerminalAlerts.usesPlainLines(
                mode: .automatic, capabilities: terminal, environment: [:]))
        #expect(
            TerminalAlerts.usesPlainLines(mode: .automatic, capabilities: pipe, environment: [:]))
        #expect(
            TerminalAlerts.usesPlainLines(
                mode: .automatic, capabilities: terminal, environment: ["ALERT_PLAIN": "1"]))
        #expect(
            TerminalAlerts.usesPlainLines(mode: .plain, capabilities: terminal, environment: [:]))
        #expect(
            !TerminalAlerts.usesPlainLines(mode: .fullScreen, capabilities: pipe, environment: [:]))
    }

    /// A plain presenter on scripted lines (`nil` ends the input), with what it writes.
    final class Script {
        var lines: ArraySlice<String?>
        var written = ""
        var onRead: (@MainActor () -> Void)?

        init(_ lines: [String?]) {
            self.lines = lines[...]
        }

        @MainActor
        func presenter(_ controller: AlertController) -> PlainAlertsPresenter {
            PlainAlertsPresenter(
                controller: controller,
                readLine: {
                    self.onRead?()
                    guard let next = self.lines.popFirst() else { return .end }
                    return next.map { .text($0) } ?? .end
                }, write: { self.written += $0 })
        }
    }

    /// In plain mode a text of several lines is read up to a line holding a single `.`,
    /// and the end of the input ends the last one (which still answers); `esc` on the
    /// first line cancels.
    @Test func aTextOfSeveralLinesIsReadUpToItsDotLineOrTheEndOfTheInput() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["esc", "first", "", "third", ".", "tail one", "tail two", nil])
        let answers = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            [
                await alerts.write("Skipped"), await alerts.write("Notes"),
                await alerts.write("Last"),
            ]
        }
        #expect(answers == [nil, "first\n\nthird", "tail one\ntail two"])
        #expect(script.written.contains("a line with a single . to end it"))
    }

    @Test func aStatusInPlainModeIsPrintedAndReadsNoLine() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["2"])
        let answer = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            #expect(TerminalAlerts.presentation == .plainLines)
            alerts.showStatus(.success, message: "All done", countdown: 0)
            return await alerts.confirm("Install?")
        }
        #expect(answer, "the one line went to the question, not to the status")
        #expect(script.written.contains("All done"))
        let status = try #require(script.written.range(of: "All done"))
        let question = try #require(script.written.range(of: "Install?"))
        #expect(!script.written[status.upperBound..<question.lowerBound].contains("Type"))
    }

    /// In plain lines a progress prints its fraction and its message as they change, each
    /// change once.
    @Test func aProgressInPlainLinesPrintsItsFractionAndMessageAsTheyChange() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script([])
        try await TerminalAlerts.run(with: script.presenter(controller), on: controller) {
            alerts in
            try await alerts.withProgress("Copying", message: "a.txt", cancelTitle: nil) {
                progress in
                for _ in 0..<20 { await Task.yield() }
                progress.report(fraction: 0.4)
                for _ in 0..<20 { await Task.yield() }
                progress.report(fraction: 0.4)
                progress.report(message: "b.txt")
                for _ in 0..<20 { await Task.yield() }
            }
        }
        let written = script.written
        #expect(written.contains("a.txt"))
        #expect(written.contains("Progress: 40%"), "\(written)")
        #expect(written.contains("b.txt"), "\(written)")
        #expect(written.components(separatedBy: "Progress: 40%").count == 2, "once: \(written)")
        #expect(written.components(separatedBy: "Copying").count == 2, "\(written)")
    }

    /// In plain lines, a question asked by the work of a progress is prompted while the
    /// progress waits, and the progress is printed again, as the work left it, when it is
    /// back.
    @Test func aProgressIsPrintedAgainAfterAQuestionOfItsWork() async throws {
        /// What the presenter wrote, and a wait for the progress to be printed twice.
        @MainActor final class Transcript {
            var text = ""
            var progressPrints = 0
            var waiter: CheckedContinuation<Void, Never>?

            func write(_ piece: String) {
                text += piece
                guard piece.contains("Copying") else { return }
                progressPrints += 1
                if progressPrints == 2 { waiter?.resume() }
            }

            func untilPrintedAgain() async {
                guard progressPrints < 2 else { return }
                await withCheckedContinuation { waiter = $0 }
            }
        }
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let transcript = Transcript()
        var lines = ["2"][...]
        let presenter = PlainAlertsPresenter(
            controller: controller,
            readLine: { lines.popFirst().map { .text($0) } ?? .end },
            write: { transcript.write($0) })
        let run = Task { @MainActor in
            try? await TerminalAlerts.run(with: presenter, on: controller) { alerts in
                // No Cancel button: a progress with one reads a line of its own in plain mode.
                try await alerts.withProgress("Copying", message: "3 files", cancelTitle: nil) {
                    progress in
                    progress.report(fraction: 0.5)
                    let answer = await alerts.confirm("Overwrite a.txt?")
                    await transcript.untilPrintedAgain()
                    return answer
                }
            }
        }
        let overwrite = await value(of: run)
        #expect(overwrite == .some(true), "answered, and no hang")
        let written = transcript.text
        let first = try #require(written.range(of: "Copying"))
        let question = try #require(written.range(of: "Overwrite a.txt?"))
        let again = try #require(
            written.range(of: "Copying", range: question.upperBound..<written.endIndex))
        #expect(first.upperBound <= question.lowerBound && question.upperBound <= again.lowerBound)
        #expect(written[again.lowerBound...].contains("Progress: 50%"))
    }

    /// A question waits for its line; a critical alert shown meanwhile ends that wait, so
    /// the critical alert is prompted at once and the line typed then answers it; the first
    /// question comes back and is asked again.
    @Test func aQuestionThatInterruptsAPromptIsPromptedAtOnce() async throws {
        /// Lines given by the test while a read waits; an interruption ends the read.
        @MainActor final class Lines {
            var waiting: CheckedContinuation<StandardInputLines.Line, Never>?
            var written = ""
            var interruptions = 0

            func read() async -> StandardInputLines.Line {
                await withCheckedContinuation { waiting = $0 }
            }

            func give(_ line: StandardInputLines.Line) {
                waiting?.resume(returning: line)
                waiting = nil
            }
        }
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let lines = Lines()
        let presenter = PlainAlertsPresenter(
            controller: controller, readLine: { await lines.read() },
            cancelReading: { lines.give(.cancelled) },
            interruptReading: {
                lines.interruptions += 1
                lines.give(.cancelled)
            },
            write: { lines.written += $0 })
        var battery: AlertDismissReason?
        let run = Task { @MainActor in
            try? await TerminalAlerts.run(with: presenter, on: controller) { alerts in
                let deploy = Task { await alerts.confirm("Deploy now?") }
                // The question's prompt is out and its line awaited first.
                _ = await yield(until: { lines.waiting != nil })
                alerts.showMessage("Battery low", options: AlertOptions(priority: .critical)) {
                    battery = $0.reason
                }
                return await deploy.value
            }
        }
        #expect(
            await yield(until: { lines.written.contains("Battery low") && lines.waiting != nil }))
        #expect(lines.interruptions == 1)
        lines.give(.text("1"))
        #expect(await yield(until: { battery != nil && lines.waiting != nil }))
        #expect(battery == .action(index: 0))
        lines.give(.text("2"))
        let deploy = await value(of: run)
        #expect(deploy == .some(true))
        #expect(!lines.written.contains("went away before your answer"))
    }

    @Test func thePlainPresenterPromptsAsksAgainAndAnswersWithTypes() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["7", "2"])
        let answer = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            await alerts.confirm("Delete draft?", message: "It will be gone.")
        }
        #expect(answer)
        #expect(script.lines.isEmpty)
        #expect(script.written.contains("Delete draft?"))
        #expect(script.written.contains("1) Cancel  2) OK"))
        #expect(script.written.contains("Sorry, that answer does not fit"), "7 is no button")
        #expect(controller.window is HeadlessAlertWindow, "the previous window is back")
    }

    @Test func aLineIsNeverAppliedToAnAlertWhosePromptItDidNotAnswer() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script(["2", "1"])
        var reasons: [AlertDismissReason] = []
        // While the first prompt waits for its line, code replaces the alert.
        script.onRead = {
            script.onRead = nil
            controller.dismissAll()
            controller.showAlert(title: "Second", cancelTitle: "Keep", otherTitles: ["Go"]) {
                reasons.append($0.reason)
            }
        }
        _ = try await TerminalAlerts.run(with: script.presenter(controller), on: controller) {
            alerts in
            alerts.showAlert(title: "First", cancelTitle: "No", otherTitles: ["Yes"]) {
                reasons.append($0.reason)
            }
        }
        #expect(reasons == [.programmatic, .action(index: 0)], "2 went to no alert, 1 to Second")
        #expect(script.written.contains("went away before your answer"))
    }

    @Test func afterTheInputEndsEveryAlertNowAndLaterIsDismissed() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script([nil])
        let answers = try await TerminalAlerts.run(
            with: script.presenter(controller), on: controller
        ) { alerts in
            let first = await alerts.confirm("One?")
            let second = await alerts.confirm("Two?")
            return [first, second]
        }
        #expect(answers == [false, false])
        // The dismissal's listener is gone with the run: a later alert stays up.
        controller.showAlert(title: "After", cancelTitle: "OK")
        #expect(controller.isVisible, "the dismissal's listener is removed")
    }

    @Test func whenTheBodyThrowsNothingIsLeftWaitingAndTheWindowIsBack() async throws {
        struct Failure: Error {}
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let script = Script([])
        var reasons: [AlertDismissReason] = []
        await #expect(throws: Failure.self) {
            try await TerminalAlerts.run(with: script.presenter(controller), on: controller) {
                alerts in
                alerts.showMessage("Left behind") { reasons.append($0.reason) }
                throw Failure()
            }
        }
        #expect(reasons == [.programmatic])
        #expect(controller.isIdle)
        #expect(controller.window is HeadlessAlertWindow)
    }
}

/// A presenter of nothing but a headless window, for the run's own bookkeeping.
@MainActor
private final class HeadlessTerminalAlertsPresenter: TerminalAlertsPresenter {
    let headless = HeadlessAlertWindow()
    var window: any AlertWindow { headless }
    var presentation: TerminalAlerts.Presentation { .fullScreen }
    func start() throws {}
    func stop() {}
}

/// An app's controller is made on the presenter's window (as `run(app:)` has it): the run
/// lends it nothing, so an alert the app queued before the run is not refused as busy, and
/// the app's clock stays its own.
@MainActor
@Test func aControllerOnThePresentersWindowKeepsItsClockAndWhatItQueuedFirst() async throws {
    let presenter = HeadlessTerminalAlertsPresenter()
    let clock = ManualAlertClock()
    let controller = AlertController(window: presenter.window, clock: clock)
    var answered: AlertResult?
    controller.showAlert(
        title: "Queued first", message: nil, cancelTitle: "Cancel", otherTitles: ["OK"]
    ) { answered = $0 }
    let keptClock = try await TerminalAlerts.run(with: presenter, on: controller) { controller in
        _ = presenter.headless.activateAction(1)
        return controller.clock === clock
    }
    #expect(keptClock)
    #expect(answered?.reason == .action(index: 1))
    #expect(controller.window === presenter.window)
}
