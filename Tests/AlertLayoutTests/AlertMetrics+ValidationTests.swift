import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertMetricsValidationTests {
    @Test func eachFieldIsNamed() {
        let cases: [(AlertMetrics, String)] = [
            (AlertMetrics(leading: .nan), "metrics.leading is NaN"),
            (AlertMetrics(trailing: -1), "metrics.trailing is negative (-1.0)"),
            (AlertMetrics(top: .infinity), "metrics.top is infinite"),
            (AlertMetrics(bottom: -0.5), "metrics.bottom is negative (-0.5)"),
            (AlertMetrics(screenMargin: .nan), "metrics.screenMargin is NaN"),
            (AlertMetrics(verticalReserve: -2), "metrics.verticalReserve is negative (-2.0)"),
            (AlertMetrics(sheetBottomOffset: .infinity), "metrics.sheetBottomOffset is infinite"),
            (AlertMetrics(sheetMaxWidth: .nan), "metrics.sheetMaxWidth is NaN"),
            (AlertMetrics(sheetMaxWidth: 0), "metrics.sheetMaxWidth is not positive (0.0)"),
            (AlertMetrics(sheetMaxWidth: -.infinity), "metrics.sheetMaxWidth is infinite"),
        ]
        for (metrics, reason) in cases {
            #expect(metrics.validationProblem == reason)
        }
    }

    @Test func hugeMetricsAreRejected() {
        let problem = AlertMetrics(leading: 1e300).validationProblem
        #expect(problem?.hasPrefix("metrics.leading is too large") == true)
    }

    @Test func anInfiniteSheetMaximumIsLegal() {
        #expect(AlertMetrics(sheetMaxWidth: .infinity).validationProblem == nil)
    }
}
