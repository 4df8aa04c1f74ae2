import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertMetricsPresetsTests {
    @Test func sbCompatibleHasSBAlertViewsNumbers() {
        let metrics = AlertMetrics.sbCompatible
        #expect(metrics.leading == 25 && metrics.trailing == 25)
        #expect(metrics.top == 0 && metrics.bottom == 0)
        #expect(metrics.screenMargin == 25)
        #expect(metrics.verticalReserve == 140)
        #expect(metrics.sheetBottomOffset == 0)
        #expect(metrics.sheetMaxWidth == .infinity)
    }

    @Test func standardHasTheDocumentedNumbers() {
        #expect(
            AlertMetrics.standard
                == AlertMetrics(
                    leading: 20, trailing: 20, top: 20, bottom: 20, screenMargin: 24,
                    verticalReserve: 80, sheetBottomOffset: 8, sheetMaxWidth: 480))
    }

    @Test func terminalIsMeasuredInCells() {
        #expect(
            AlertMetrics.terminal
                == AlertMetrics(
                    leading: 2, trailing: 2, top: 1, bottom: 1, screenMargin: 2,
                    verticalReserve: 2, sheetBottomOffset: 0, sheetMaxWidth: 80))
    }

    @Test(arguments: [AlertMetrics.standard, .sbCompatible, .terminal])
    func everyPresetIsValidAndLaysOutTheWorkedExample(metrics: AlertMetrics) throws {
        #expect(metrics.validationProblem == nil)
        let result = try AlertLayoutEngine(metrics: metrics)
            .layout(Fixtures.workedExample, style: .alert, in: Fixtures.phone)
        #expect(
            result.frame.width
                == min(
                    295 + metrics.leading + metrics.trailing,
                    375 - 2 * metrics.screenMargin))
        #expect(result.contentSize.height == 163 + 20 + metrics.top + metrics.bottom)
    }

    @Test func terminalMetricsFitAnEightyByTwentyFourTerminal() throws {
        let items = [
            Fixtures.item(30, 1, bottom: 1), Fixtures.item(30, 3),
            Fixtures.item(8, 1, top: 1, right: 2, parallel: true),
            Fixtures.item(8, 1, top: 1, parallel: true),
        ]
        let container = AlertContainer(size: CGSize(width: 80, height: 24))
        let result = try AlertLayoutEngine(metrics: .terminal)
            .layout(items, style: .alert, in: container)
        #expect(result.frame == CGRect(x: 23, y: 7.5, width: 34, height: 9))
    }
}
