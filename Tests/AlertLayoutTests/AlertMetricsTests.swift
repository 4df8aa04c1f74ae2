import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertMetricsTests {
    @Test func theDefaultInitIsAllZeroWithNoSheetMaximum() {
        let metrics = AlertMetrics()
        #expect(metrics.leading == 0 && metrics.trailing == 0)
        #expect(metrics.top == 0 && metrics.bottom == 0)
        #expect(metrics.screenMargin == 0 && metrics.verticalReserve == 0)
        #expect(metrics.sheetBottomOffset == 0)
        #expect(metrics.sheetMaxWidth == .infinity)
    }

    @Test func theInitKeepsEveryValue() {
        let metrics = AlertMetrics(
            leading: 1, trailing: 2, top: 3, bottom: 4, screenMargin: 5, verticalReserve: 6,
            sheetBottomOffset: 7, sheetMaxWidth: 8)
        #expect(
            [
                metrics.leading, metrics.trailing, metrics.top, metrics.bottom,
                metrics.screenMargin,
                metrics.verticalReserve, metrics.sheetBottomOffset, metrics.sheetMaxWidth,
            ]
                == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func metricsAreValues() {
        var metrics = AlertMetrics.standard
        metrics.top += 1
        #expect(metrics != .standard)
        #expect(Set([AlertMetrics.standard, .sbCompatible, .terminal]).count == 3)
    }
}
