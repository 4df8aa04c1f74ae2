import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct LayoutSpaceTests {
    /// The reason a container is rejected, or nil when it is accepted.
    static func reason(
        _ container: AlertContainer, metrics: AlertMetrics = .sbCompatible,
        style: AlertStyle = .alert
    ) -> String? {
        do {
            _ = try LayoutSpace(container: container, metrics: metrics, style: style)
            return nil
        } catch {
            guard case .invalidContainer(let reason) = error else { return "wrong case" }
            return reason
        }
    }

    static func sized(_ width: CGFloat, _ height: CGFloat) -> AlertContainer {
        AlertContainer(size: CGSize(width: width, height: height))
    }

    @Test func measuresTheVisibleRegion() throws {
        let container = AlertContainer(
            size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 20, left: 10, bottom: 34, right: 5),
            keyboardHeight: 216)
        let space = try LayoutSpace(container: container, metrics: .sbCompatible, style: .alert)
        #expect(space.minX == 10)
        #expect(space.availableWidth == 360)
        #expect(space.minY == 20)
        #expect(space.visibleMaxY == 451)
        #expect(space.maxAlertWidth == 310)
        #expect(space.heightLimit == 291)  // 431 − 140
    }

    @Test func anActionSheetUsesTheWidthUpToItsMaximumAndItsOffset() throws {
        let metrics = AlertMetrics(
            screenMargin: 25, verticalReserve: 10, sheetBottomOffset: 8, sheetMaxWidth: 300)
        let space = try LayoutSpace(
            container: Self.sized(375, 667), metrics: metrics, style: .actionSheet)
        #expect(space.maxAlertWidth == 300)
        #expect(space.heightLimit == 649)  // 667 − 10 − 8
    }

    @Test func nonFiniteAndNegativeValuesAreNamed() {
        #expect(Self.reason(Self.sized(.nan, 10)) == "size.width is NaN")
        #expect(Self.reason(Self.sized(10, .infinity)) == "size.height is infinite")
        #expect(Self.reason(Self.sized(1e300, 10))?.hasPrefix("size.width is too large") == true)
        let insets = AlertContainer(
            size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: -1, right: 0))
        #expect(Self.reason(insets) == "safeAreaInsets.bottom is negative (-1.0)")
        let keyboard = AlertContainer(size: CGSize(width: 375, height: 667), keyboardHeight: .nan)
        #expect(Self.reason(keyboard) == "keyboardHeight is NaN")
    }

    @Test func anEmptyContainerIsRejected() {
        #expect(Self.reason(Self.sized(0, 667))?.hasPrefix("size is empty") == true)
        #expect(Self.reason(Self.sized(375, 0))?.hasPrefix("size is empty") == true)
    }

    @Test func insetsMarginsKeyboardAndReserveThatLeaveNoRoomAreRejected() {
        let noWidth = AlertContainer(
            size: CGSize(width: 100, height: 667),
            safeAreaInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 40))
        #expect(Self.reason(noWidth)?.hasPrefix("safe area leaves no width") == true)
        #expect(
            Self.reason(Self.sized(50, 667))?.hasPrefix("screen margins leave no width") == true)
        let noHeight = AlertContainer(size: CGSize(width: 375, height: 667), keyboardHeight: 667)
        #expect(Self.reason(noHeight)?.hasPrefix("safe area and keyboard leave no height") == true)
        #expect(Self.reason(Self.sized(375, 140))?.hasPrefix("vertical reserve") == true)
        #expect(Self.reason(Self.sized(375, 141)) == nil)
    }

    @Test func badMetricsComeFirst() {
        #expect(
            Self.reason(Self.sized(.nan, 1), metrics: AlertMetrics(leading: -1))
                == "metrics.leading is negative (-1.0)")
    }
}
