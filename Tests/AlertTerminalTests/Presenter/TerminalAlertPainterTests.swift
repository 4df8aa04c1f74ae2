import AlertPresentation
import AlertProtocol
import AlertQueue
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

    /// The bottom border of the alert on top, as text, and whether its hint cells are dim.
    private func bottomBorder(_ harness: ScreenHarness) throws -> (text: String, dim: Bool) {
        let frame = try #require(harness.alertFrame)
        let row = frame.maxRow - 1
        let text = harness.row(row)
        let start = frame.minColumn + 3
        return (text, harness.terminal[start, row].style.isDim)
    }

    @Test func aChecklistShowsItsKeyHintsDimInItsBottomBorder() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        harness.controller.showChecklist(title: "Pack", choices: ["Passport", "Charger"])
        #expect(harness.render() == nil)
        let (text, dim) = try bottomBorder(harness)
        #expect(text.contains("╰─ ↑↓ move · space tick · enter done ─"), "\(text)")
        #expect(text.contains("─╯"))
        #expect(dim)
    }

    @Test func aMenuAFilterAndAConfirmEachShowTheirOwnHintsOrNone() throws {
        let cases: [(String, @MainActor (AlertController) -> Void)] = [
            (
                "↑↓ move · enter choose · esc cancel",
                { _ = $0.showAlert(title: "Pick", otherTitles: ["One", "Two", "Three"]) }
            ),
            (
                "type to filter · ↑↓ move · enter choose",
                { _ = $0.showFilter(title: "Open", choices: ["a.swift", "b.swift"]) }
            ),
            ("", { _ = $0.showAlert(title: "Sure?", otherTitles: ["Yes"]) }),
        ]
        for (hints, show) in cases {
            let harness = ScreenHarness(columns: 60, rows: 20)
            show(harness.controller)
            #expect(harness.render() == nil)
            let (text, _) = try bottomBorder(harness)
            if hints.isEmpty {
                #expect(!text.contains("move"), "\(text)")
            } else {
                #expect(text.contains("╰─ " + hints + " "), "\(text)")
            }
        }
    }

    @Test func oneSwitchHidesTheHints() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let view = harness.controller.showChecklist(title: "Pack", choices: ["Passport"])
        #expect(view.showsKeyHints)
        view.showsKeyHints = false
        #expect(harness.render() == nil)
        let (text, _) = try bottomBorder(harness)
        #expect(!text.contains("move"), "\(text)")
        #expect(text.contains("╰" + String(repeating: "─", count: 20)))
        view.showsKeyHints = true
        #expect(harness.render() == nil)
        #expect(try bottomBorder(harness).text.contains("↑↓ move"), "shown again")
    }

    /// The key that ends the alert is never dropped: the others go first, then it is cut to
    /// its key's word (a narrow card lost `enter done` and kept `↑↓ move`).
    @Test func aNarrowBorderKeepsTheHintOfTheKeyThatEndsTheAlert() {
        let hints = ["↑↓ move", "space tick", "enter done"]
        let cells = MonospaceTextMeasurer.cells
        #expect(
            TerminalAlertPainter.keyHintsLine(
                hints, keeping: "enter done", room: 40, measurer: cells)
                == " ↑↓ move · space tick · enter done ")
        #expect(
            TerminalAlertPainter.keyHintsLine(
                hints, keeping: "enter done", room: 24, measurer: cells)
                == " ↑↓ move · enter done ")
        #expect(
            TerminalAlertPainter.keyHintsLine(
                hints, keeping: "enter done", room: 12, measurer: cells) == " enter done ")
        #expect(
            TerminalAlertPainter.keyHintsLine(
                hints, keeping: "enter done", room: 8, measurer: cells)
                == " enter ")
        #expect(
            TerminalAlertPainter.keyHintsLine(
                hints, keeping: "enter done", room: 4, measurer: cells)
                == nil)
    }

    @Test func aNarrowBorderKeepsTheFirstHintsThatFitAndNoneWhenNotOneDoes() {
        let hints = ["↑↓ move", "space tick", "enter done"]
        let cells = MonospaceTextMeasurer.cells
        #expect(
            TerminalAlertPainter.keyHintsLine(hints, room: 40, measurer: cells)
                == " ↑↓ move · space tick · enter done ")
        #expect(
            TerminalAlertPainter.keyHintsLine(hints, room: 24, measurer: cells)
                == " ↑↓ move · space tick ")
        #expect(TerminalAlertPainter.keyHintsLine(hints, room: 8, measurer: cells) == nil)
        #expect(TerminalAlertPainter.keyHintsLine([], room: 80, measurer: cells) == nil)
    }

    @Test func theHintsTakeNoRowFromAListInAShortTerminal() throws {
        var shownRows: [Int] = []
        for shows in [true, false] {
            let harness = ScreenHarness(columns: 60, rows: 10)
            let view = harness.controller.showChecklist(
                title: "Pack", choices: (1...30).map { "Item \($0)" })
            view.showsKeyHints = shows
            #expect(harness.render() == nil)
            shownRows.append((0..<10).filter { harness.row($0).contains("Item ") }.count)
            let hinted = (0..<10).contains { harness.row($0).contains("space tick") }
            #expect(hinted == shows)
        }
        #expect(shownRows[0] == shownRows[1] && shownRows[0] > 0, "\(shownRows)")
    }

    @Test func pageDownMovesTheCursorOfALongMenuAPageAndALetterJumps() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let countries = (0..<249).map { "\(["Albania", "Brazil", "Chad", "Gabon"][$0 % 4]) \($0)" }
        let view = harness.controller.showAlert(
            title: "Country", cancelTitle: "Cancel", otherTitles: countries)
        view.focus(AlertFocusTarget(item: 1))
        #expect(harness.render() == nil)
        harness.key(.pageDown)
        #expect(harness.render() == nil)
        let paged = try #require(view.focusedTarget).item
        #expect(paged > 5, "a page, not a row: \(paged)")
        let focusedTitle = "\(["Albania", "Brazil", "Chad", "Gabon"][(paged - 1) % 4]) \(paged - 1)"
        let shown = try #require(harness.find(focusedTitle + " "))
        #expect(harness.isHighlighted(shown), "the cursor row is on screen, highlighted")
        harness.key(.character("g"))
        #expect(harness.render() == nil)
        let jumped = try #require(view.focusedTarget).item
        #expect(jumped > paged && (jumped - 1) % 4 == 3, "the next Gabon: \(jumped)")
    }
}
