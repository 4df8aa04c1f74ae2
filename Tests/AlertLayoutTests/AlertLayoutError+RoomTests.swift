import AlertLayout
import AlertProtocol
import Foundation
import Testing

@Suite struct AlertLayoutErrorRoomTests {
    static let item = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))

    static func error(
        in size: CGSize, safeArea: EdgeInsets = .zero, keyboard: CGFloat = 0,
        style: AlertStyle = .alert, metrics: AlertMetrics = .terminal,
        items: [AlertItemLayout] = [item]
    ) -> AlertLayoutError? {
        let container = AlertContainer(
            size: size, safeAreaInsets: safeArea, keyboardHeight: keyboard)
        do {
            _ = try AlertLayoutEngine(metrics: metrics).layout(
                items, style: style, in: container)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 4, height: 24),
        CGSize(width: 80, height: 2),
    ])
    func aContainerWithNoRoomIsTooSmall(size: CGSize) throws {
        let error = try #require(Self.error(in: size))
        #expect(error.isContainerTooSmall)
        #expect(Self.error(in: size, style: .actionSheet)?.isContainerTooSmall != false)
    }

    @Test func insetsAndTheKeyboardThatLeaveNoRoomAreTooSmall() throws {
        let size = CGSize(width: 80, height: 24)
        let wide = try #require(
            Self.error(in: size, safeArea: EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)))
        #expect(wide.isContainerTooSmall)
        let keyboard = try #require(Self.error(in: size, keyboard: 24))
        #expect(keyboard.isContainerTooSmall)
    }

    @Test func badValuesItemsAndMetricsAreNotAboutRoom() throws {
        let size = CGSize(width: 80, height: 24)
        let nan = try #require(Self.error(in: CGSize(width: CGFloat.nan, height: 24)))
        #expect(!nan.isContainerTooSmall)
        let negative = try #require(Self.error(in: CGSize(width: -1, height: 24)))
        #expect(!negative.isContainerTooSmall)
        var metrics = AlertMetrics.terminal
        metrics.screenMargin = -1
        let badMetrics = try #require(Self.error(in: size, metrics: metrics))
        #expect(!badMetrics.isContainerTooSmall)
        let badItem = try #require(
            Self.error(
                in: size, items: [AlertItemLayout(itemSize: CGSize(width: CGFloat.nan, height: 1))]
            ))
        #expect(!badItem.isContainerTooSmall)
        #expect(!AlertLayoutError.noItems.isContainerTooSmall)
    }
}
