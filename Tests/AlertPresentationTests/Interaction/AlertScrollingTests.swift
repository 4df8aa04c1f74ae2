import AlertLayout
import AlertProtocol
import AlertStyles
import Foundation
import Testing

@testable import AlertPresentation

/// A focusable item of three one-line rows, each row a focus stop.
@MainActor
private final class ThreeRowItem: AlertStyledItem, AlertStopFocusingItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    var focusStops: Int { 3 }

    func updateLayout(in context: AlertItemContext) {
        alertLayout = AlertItemLayout(itemSize: CGSize(width: context.contentWidth, height: 3))
    }

    func focusFrame(forStop stop: Int, in size: CGSize) -> CGRect? {
        CGRect(x: 0, y: CGFloat(stop), width: size.width, height: 1)
    }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

@MainActor
struct AlertScrollingTests {
    @Test func aTargetsFrameIsItsStopsPartOfItsItemElseTheWholeItem() throws {
        let view = AlertView(
            style: .alert, items: [ThreeRowItem(), ButtonItem(title: "OK", actionIndex: 0)],
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, metrics: .terminal)
        try view.layout(in: AlertContainer(size: CGSize(width: 60, height: 20)))
        let interaction = view.interaction
        let layout = try #require(interaction.layoutResult)
        let rows = layout.itemFrames[0]
        #expect(
            interaction.frame(of: AlertFocusTarget(item: 0, stop: 2), in: layout)
                == CGRect(x: rows.minX, y: rows.minY + 2, width: rows.width, height: 1))
        #expect(
            interaction.frame(of: AlertFocusTarget(item: 1), in: layout) == layout.itemFrames[1])
        #expect(interaction.frame(of: AlertFocusTarget(item: 5), in: layout) == nil)
    }

    @Test func theOffsetMovesOnlyAsFarAsTheTargetNeeds() {
        // A viewport from 10 to 20, scrolled by 5: content 15 to 25 shows.
        #expect(AlertScrolling.offset(5, revealing: 17, 19, in: 10, 20) == 5)
        #expect(AlertScrolling.offset(5, revealing: 12, 14, in: 10, 20) == 2)
        #expect(AlertScrolling.offset(5, revealing: 27, 30, in: 10, 20) == 10)
        #expect(AlertScrolling.offset(CGFloat(5), revealing: 12.5, 13, in: 10, 20) == 2.5)
    }

    @Test func anOffsetIsClampedToZeroThenTheMaximum() {
        #expect(AlertScrolling.clamped(-3, maximum: 8) == 0)
        #expect(AlertScrolling.clamped(12, maximum: 8) == 8)
        #expect(AlertScrolling.clamped(4, maximum: 8) == 4)
    }
}
