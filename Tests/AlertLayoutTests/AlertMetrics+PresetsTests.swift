import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertMetricsPresetsTests {

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
