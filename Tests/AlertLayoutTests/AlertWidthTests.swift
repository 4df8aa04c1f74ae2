import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertWidthTests {
    static func space(_ style: AlertStyle, metrics: AlertMetrics) throws -> LayoutSpace {
        try LayoutSpace(container: Fixtures.phone, metrics: metrics, style: style)
    }

    @Test func anAlertIsTheBasePlusLeadingAndTrailingUpToTheMargins() throws {
        let metrics = AlertMetrics.sbCompatible
        let space = try Self.space(.alert, metrics: metrics)
        #expect(
            AlertWidth.width(style: .alert, baseWidth: 100, metrics: metrics, space: space)
                == 150)
        #expect(
            AlertWidth.width(style: .alert, baseWidth: 295, metrics: metrics, space: space)
                == 325)
        #expect(
            AlertWidth.width(style: .alert, baseWidth: 0, metrics: .init(), space: space)
                == 0)
    }

    @Test func anActionSheetIgnoresTheBase() throws {
        let metrics = AlertMetrics(leading: 25, trailing: 25, screenMargin: 25, sheetMaxWidth: 320)
        let space = try Self.space(.actionSheet, metrics: metrics)
        for base: CGFloat in [0, 100, 1000] {
            #expect(
                AlertWidth.width(
                    style: .actionSheet, baseWidth: base, metrics: metrics,
                    space: space) == 320)
        }
    }
}
