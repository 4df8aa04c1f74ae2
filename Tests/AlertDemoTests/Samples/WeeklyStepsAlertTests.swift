import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit
import Testing

@testable import AlertDemoKit

/// The README's alert of your own, run in the terminal presenter as a user runs it.
@MainActor
@Suite struct WeeklyStepsAlertTests {
    @Test func itDrawsItsChartAndAnswersTabAndEnter() throws {
        let screen = TerminalScreen(columns: 100, rows: 30, colorMode: .trueColor)
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var results: [AlertResult] = []
        controller.show(WeeklyStepsAlert(steps: [1, 2, 3, 4, 3, 2, 1])) { results.append($0) }
        screen.renderNow()
        let rows = (0..<30).map { screen.lastFrame.text(row: $0) }
        #expect(rows.contains { $0.contains("Your week") })
        #expect(rows.contains { $0.contains("█") }, "the bars are drawn")
        #expect(rows.contains { $0.contains("16 steps. Best day: Thursday.") })
        #expect(rows.contains { $0.contains("Close") && $0.contains("Share") })
        #expect(window.handle(.key(.tab)))
        #expect(window.handle(.key(.enter)))
        #expect(results.map(\.reason) == [.action(index: 0)], "Tab moved from Share to Close")
    }
}
