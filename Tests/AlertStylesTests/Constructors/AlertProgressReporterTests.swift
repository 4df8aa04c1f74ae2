import AlertAutomation
import AlertQueue
import Testing

@testable import AlertStyles

/// A reporter of an alert with a bar and, unless told otherwise, the message "Starting".
@MainActor
private struct ReporterHarness {
    let bar: ProgressItem
    let line: MessageItem
    let reporter: AlertProgressReporter
    var redraws: Int { counter.count }
    private let counter = Counter()

    final class Counter { var count = 0 }

    init(withLine: Bool = true) throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        reporter = AlertProgressReporter(
            title: "Copying", message: withLine ? "Starting" : nil, cancelTitle: nil,
            controller: controller)
        bar = try #require(reporter.view.items.compactMap { $0 as? ProgressItem }.first)
        line =
            reporter.view.items.compactMap { $0 as? MessageItem }.first ?? MessageItem("Starting")
        let counter = counter
        reporter.view.onNeedsDisplay = { _ in counter.count += 1 }
    }
}

@MainActor
@Suite struct AlertProgressReporterTests {
    @Test func aFractionIsClampedAndEndsTheSpinner() throws {
        let harness = try ReporterHarness()
        harness.bar.isIndeterminate = true
        harness.reporter.report(fraction: 0.4)
        #expect(harness.bar.fraction == 0.4)
        #expect(!harness.bar.isIndeterminate)
        harness.reporter.report(fraction: 7)
        #expect(harness.bar.fraction == 1)
        harness.reporter.report(fraction: -1)
        #expect(harness.bar.fraction == 0)
        #expect(harness.redraws == 3)
    }

    @Test func noFractionIsASpinnerAndNotANumberIsLeftOut() throws {
        let harness = try ReporterHarness()
        harness.reporter.report(fraction: 0.5)
        harness.reporter.report(fraction: .nan)
        #expect(harness.bar.fraction == 0.5)
        #expect(harness.redraws == 1)
        harness.reporter.report(fraction: nil)
        #expect(harness.bar.isIndeterminate)
    }

    @Test func aMessageChangesTheLineWhenThereIsOne() throws {
        let harness = try ReporterHarness()
        harness.reporter.report(message: "Copying")
        #expect(harness.line.text == "Copying")
        #expect(harness.redraws == 1)
        let without = try ReporterHarness(withLine: false)
        without.reporter.report(message: "Copying")
        #expect(without.line.text == "Starting")
        #expect(without.redraws == 0)
    }
}
