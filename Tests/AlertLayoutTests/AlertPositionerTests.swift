import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct AlertPositionerTests {
    static let container = AlertContainer(
        size: CGSize(width: 400, height: 800),
        safeAreaInsets: EdgeInsets(top: 40, left: 20, bottom: 30, right: 0),
        keyboardHeight: 100)

    @Test func anAlertIsCentredAboveTheKeyboard() throws {
        let space = try LayoutSpace(container: Self.container, metrics: .init(), style: .alert)
        let frame = AlertPositioner.frame(
            size: CGSize(width: 100, height: 60), style: .alert, metrics: .init(), space: space)
        #expect(frame == CGRect(x: 160, y: 340, width: 100, height: 60))
    }

    @Test func aSheetSitsOnTheKeyboardRaisedByItsOffset() throws {
        let metrics = AlertMetrics(sheetBottomOffset: 8)
        let space = try LayoutSpace(
            container: Self.container, metrics: metrics, style: .actionSheet)
        let frame = AlertPositioner.frame(
            size: CGSize(width: 380, height: 60), style: .actionSheet, metrics: metrics,
            space: space)
        #expect(frame == CGRect(x: 20, y: 632, width: 380, height: 60))
    }
}
