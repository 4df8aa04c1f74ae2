import AlertPresentation
import AlertProtocol
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

/// Counts the draws of every ``CountedRow``.
@MainActor
final class DrawCounter {
    var draws = 0
}

/// A one-row item that counts how often it is drawn.
@MainActor
final class CountedRow: AlertStyledItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let counter: DrawCounter
    let text: String

    init(_ text: String, _ counter: DrawCounter) {
        self.text = text
        self.counter = counter
    }

    func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
    }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        counter.draws += 1
        canvas.drawText(
            text, at: frame.origin, role: .message, color: context.theme.palette.message)
    }
}

@MainActor
@Suite struct TerminalAlertPainterTests {
    @Test func aListPaintsTheRowsItShowsNotEveryRow() throws {
        var draws: [Int] = []
        for count in [1000, 100_000] {
            let harness = ScreenHarness(columns: 60, rows: 20)
            let counter = DrawCounter()
            let rows = (1...count).map { CountedRow("Row \($0)", counter) }
            let view = AlertView(items: [TitleItem("Rows")] + rows)
            harness.controller.show(view)
            #expect(harness.render() == nil)
            counter.draws = 0
            harness.key(.pageDown)
            #expect(harness.render() == nil)
            draws.append(counter.draws)
            #expect(harness.find("Row 1 ") == nil)
        }
        // A screenful each time, whatever the length of the list (it was every row).
        #expect(draws[0] == draws[1])
        #expect(draws[0] > 0 && draws[0] <= 20)
    }

    @Test func endShowsTheLastOfAHundredThousandOptionsAndEnterPicksIt() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let options = (1...100_000).map { "Option \($0)" }
        var answer: AlertResult?
        let view = harness.controller.showAlert(
            title: "Choose", cancelTitle: "Cancel", otherTitles: options
        ) { answer = $0 }
        view.focus(AlertFocusTarget(item: 1))
        #expect(harness.render() == nil)
        #expect(harness.find("Option 1 ") != nil)
        harness.key(.down)
        harness.key(.down)
        #expect(harness.render() == nil)
        #expect(view.focusedTarget == AlertFocusTarget(item: 3))
        harness.key(.end)
        #expect(harness.render() == nil)
        // Cancel comes last; the last option is above it, with the rows above in order.
        #expect(view.focusedTarget == AlertFocusTarget(item: 100_001))
        let cancel = try #require(harness.find("Cancel"))
        let last = try #require(harness.find("Option 100000"))
        let above = try #require(harness.find("Option 99999 "))
        #expect(above.row == last.row - 1 && last.row == cancel.row - 1)
        #expect(harness.find("Option 1 ") == nil)
        harness.key(.up)
        harness.key(.enter)
        #expect(harness.render() == nil)
        #expect(answer?.reason == .action(index: 100_000))
    }

    @Test func maxScrollOffsetIsTheLowestScrollingRowBelowTheViewport() throws {
        let harness = ScreenHarness(columns: 40, rows: 12)
        let view = harness.controller.showAlert(
            title: "Long", message: (1...30).map { "Line \($0)" }.joined(separator: "\n"),
            cancelTitle: "OK")
        let layout = try #require(view.layoutResult)
        let frame = CellCanvas.cellRect(layout.frame)
        let inner = TerminalRect(
            column: 1, row: 1, width: frame.width - 2, height: frame.height - 2)
        let viewport = TerminalAlertPainter.viewport(layout: layout, inner: inner)
        let bottom =
            layout.itemFrames.indices.filter { !layout.isPinned(itemAt: $0) }
            .map { Int(layout.itemFrames[$0].maxY.rounded(.up)) }.max() ?? 0
        #expect(
            TerminalAlertPainter.maxScrollOffset(layout: layout, inner: inner)
                == max(bottom - viewport.maxRow, 0))
        #expect(bottom - viewport.maxRow > 0)
    }
}
