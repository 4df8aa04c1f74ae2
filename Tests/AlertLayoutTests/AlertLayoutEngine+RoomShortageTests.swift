import AlertLayout
import AlertProtocol
import Foundation
import Testing

/// `AlertLayoutEngine.roomShortage(for:in:)`: a container that leaves no room says why, typed,
/// and agrees with the engine's refusal; a bad value is no shortage.
@Suite struct AlertLayoutEngineRoomShortageTests {
    static let item = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))

    /// The shortage of the container, and whether the engine refuses it.
    static func check(
        _ size: CGSize, safeArea: EdgeInsets = .zero, keyboard: CGFloat = 0,
        style: AlertStyle = .alert, metrics: AlertMetrics = .terminal
    ) -> (shortage: AlertRoomShortage?, refused: Bool) {
        let container = AlertContainer(
            size: size, safeAreaInsets: safeArea, keyboardHeight: keyboard)
        let engine = AlertLayoutEngine(metrics: metrics)
        let refused = (try? engine.layout([item], style: style, in: container)) == nil
        return (engine.roomShortage(for: style, in: container), refused)
    }

    @Test func eachWayOfLeavingNoRoomIsNamed() {
        let size = CGSize(width: 80, height: 24)
        let cases: [((AlertRoomShortage?, Bool), AlertRoomShortage)] = [
            (Self.check(CGSize(width: 0, height: 0)), .emptySize),
            (Self.check(CGSize(width: 80, height: 0)), .emptySize),
            (
                Self.check(size, safeArea: EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)),
                .noWidthInsideSafeArea
            ),
            (Self.check(size, keyboard: 24), .noHeightAboveKeyboard),
            (
                Self.check(size, safeArea: EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)),
                .noHeightAboveKeyboard
            ),
            (Self.check(CGSize(width: 4, height: 24)), .noWidthInsideMargins),
            (Self.check(CGSize(width: 80, height: 2)), .noHeightInsideReserve),
        ]
        for ((shortage, refused), expected) in cases {
            #expect(shortage == expected)
            #expect(refused, "the engine refuses what has no room: \(expected)")
        }
    }

    @Test func aContainerWithRoomHasNoShortage() {
        let check = Self.check(CGSize(width: 80, height: 24))
        #expect(check.shortage == nil && !check.refused)
        #expect(Self.check(CGSize(width: 80, height: 24), style: .actionSheet).shortage == nil)
    }

    @Test func badValuesAreNoShortage() {
        let size = CGSize(width: 80, height: 24)
        let nan = Self.check(CGSize(width: CGFloat.nan, height: 24))
        #expect(nan.refused && nan.shortage == nil)
        let negative = Self.check(CGSize(width: -1, height: 24))
        #expect(negative.refused && negative.shortage == nil)
        var metrics = AlertMetrics.terminal
        metrics.screenMargin = -1
        let badMetrics = Self.check(size, metrics: metrics)
        #expect(badMetrics.refused && badMetrics.shortage == nil)
    }
}
