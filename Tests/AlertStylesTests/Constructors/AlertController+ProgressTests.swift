import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerProgressTests {
    @Test func theWorksResultIsTheCallsAndTheAlertLeavesCompleted() async throws {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let alerts = AlertController(window: window, clock: clock)
        var reasons: [AlertDismissReason] = []
        let listening = alerts.addLifecycleListener { event in
            if case .resolved(_, let result) = event { reasons.append(result.reason) }
        }
        defer { listening.cancel() }
        var fractions: [Double] = []
        let value = try await alerts.withProgress("Copying", message: "Starting") { progress in
            let bar = try #require(
                alerts.currentAlert?.items.compactMap { $0 as? ProgressItem }.first)
            #expect(bar.isIndeterminate, "a spinner until a fraction comes")
            clock.advance(by: .milliseconds(300))
            #expect(bar.phase == 3, "ten steps a second on the controller's clock")
            progress.report(fraction: 0.5)
            progress.report(fraction: 7)
            progress.report(message: "Half way")
            fractions.append(bar.fraction)
            #expect(!bar.isIndeterminate)
            let texts = alerts.currentAlert?.items.compactMap { ($0 as? MessageItem)?.text }
            #expect(texts == ["Half way"])
            return 42
        }
        #expect(value == 42)
        #expect(fractions == [1])
        #expect(reasons == [.completed])
        #expect(!alerts.isVisible)
    }

    @Test func cancelCancelsTheWorkAndTheCallThrowsWhatItThrew() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let call = Task {
            try await alerts.withProgress("Waiting") { _ in
                try await Task.sleep(for: .seconds(60))
                return "finished"
            }
        }
        try await window.waitForAlert()
        #expect(window.press(.cancel))
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(!alerts.isVisible)
    }

    @Test func workThatThrowsEndsTheAlertAndTheCallThrowsIt() async {
        struct Broken: Error {}
        let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        await #expect(throws: Broken.self) {
            try await alerts.withProgress("Copying") { _ in throw Broken() }
        }
        #expect(!alerts.isVisible)
    }

    @Test func showProgressIsDrivenByItsReporterAndFinishesCompleted() throws {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let alerts = AlertController(window: window, clock: clock)
        var results: [AlertDismissReason] = []
        let progress = alerts.showProgress("Downloading", message: "0 of 4") {
            results.append($0.reason)
        }
        let bar = try #require(progress.view.items.compactMap { $0 as? ProgressItem }.first)
        clock.advance(by: .milliseconds(200))
        #expect(bar.isIndeterminate && bar.phase == 2, "a spinner until a fraction comes")
        progress.report(fraction: 0.25)
        progress.report(message: "1 of 4")
        clock.advance(by: .milliseconds(500))
        #expect(bar.fraction == 0.25 && bar.phase == 2, "a fraction stops the spinner")
        #expect(progress.view.items.compactMap { ($0 as? MessageItem)?.text } == ["1 of 4"])
        #expect(results.isEmpty)
        progress.finish()
        progress.finish()  // once gone, nothing more happens
        #expect(results == [.completed])
        #expect(!alerts.isVisible)
        #expect(clock.nextDeadline == nil, "no spinner step is left on the clock")
    }

    @Test func cancellingAShownProgressTellsTheCompletionAndStopsTheSpinner() {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let alerts = AlertController(window: window, clock: clock)
        var results: [AlertDismissReason] = []
        alerts.showProgress("Downloading") { results.append($0.reason) }
        window.activateAction(0)  // Cancel
        #expect(results == [.action(index: 0)])
        #expect(clock.nextDeadline == nil)
    }

    @Test func aNewMessageLaysTheAlertOutAgainSoItIsDrawnWhole() throws {
        let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let progress = alerts.showProgress("Copying", message: "1 of 9")
        let before = try #require(progress.view.layoutResult).frame.height
        progress.report(message: String(repeating: "a much longer line of text ", count: 12))
        let after = try #require(progress.view.layoutResult).frame.height
        #expect(after > before, "the longer message takes more lines, so the alert grows")
    }

    @Test func aProgressAlertResolvedAtOnceLeavesNoSpinnerOnTheClock() {
        let clock = ManualAlertClock()
        let alerts = AlertController(window: HeadlessAlertWindow(), clock: clock)
        let first = alerts.showProgress("Copying", options: AlertOptions(id: "copy"))
        var reasons: [AlertDismissReason] = []
        let second = alerts.showProgress("Copying", options: AlertOptions(id: "copy")) {
            reasons.append($0.reason)
        }
        #expect(reasons == [.dropped], "a duplicate id is dropped at once")
        first.finish()
        #expect(clock.nextDeadline == nil, "neither spinner is left ticking")
        _ = second
    }

    /// The work asks a question: no deadlock; the progress alert steps aside for it and
    /// comes back with the state the work left it in, and the work goes on.
    @Test func aQuestionAskedByTheWorkInterruptsTheProgressWhichComesBack() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        var events: [String] = []
        let listening = alerts.addLifecycleListener { event in
            switch event {
            case .didSuspend: events.append("suspended")
            case .didPresent: events.append("presented")
            case .resolved(_, let result): events.append("resolved \(result.reason)")
            default: break
            }
        }
        defer { listening.cancel() }
        var progressView: AlertView?
        let call = Task {
            try await alerts.withProgress("Copying", message: "3 files") { progress in
                progressView = alerts.currentAlert as? AlertView
                progress.report(fraction: 0.5)
                progress.report(message: "a.txt exists")
                let overwrite = await alerts.confirm("Overwrite a.txt?")
                #expect(alerts.currentAlert === progressView, "back once answered")
                progress.report(fraction: 1)
                return overwrite
            }
        }
        #expect(
            await yield(until: {
                progressView != nil && alerts.currentAlert !== progressView && alerts.isVisible
            }))
        let question = try #require(alerts.currentAlert as? AlertView)
        #expect(question.items.contains { ($0 as? TextItem)?.text == "Overwrite a.txt?" })
        #expect(progressView?.isVisible == false, "the progress stepped aside")
        let bar = try #require(progressView?.items.compactMap { $0 as? ProgressItem }.first)
        #expect(bar.fraction == 0.5)
        question.handle(.enter)
        #expect(try await call.value == true)
        #expect(
            events == [
                "presented", "suspended", "presented", "resolved action(index: 1)", "presented",
                "resolved completed",
            ])
        #expect(
            progressView?.items.compactMap { ($0 as? TextItem)?.text } == [
                "Copying", "a.txt exists",
            ])
    }
}
