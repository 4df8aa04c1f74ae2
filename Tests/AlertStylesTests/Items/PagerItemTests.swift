import AlertPresentation
import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// A pager over `count` numbered lines, laid out 30 cells wide.
@MainActor
private func pager(_ count: Int, rows: Int = 5) -> PagerItem {
    let item = PagerItem(
        text: (1...count).map { "line \($0)" }.joined(separator: "\n"), visibleRows: rows)
    item.updateLayout(in: cellContext(width: 30))
    return item
}

private func cellContext(width: CGFloat) -> AlertItemContext {
    AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
        contentWidth: width)
}

/// The rectangles filled as a highlight.
@MainActor
private func focusFills(_ canvas: AlertCanvasRecorder) -> [CGRect] {
    canvas.commands.compactMap { command -> CGRect? in
        guard case .roleFill(let rect, .focus, _) = command else { return nil }
        return rect
    }
}

@MainActor
private func drawn(_ item: PagerItem, focused: Bool = true) -> AlertCanvasRecorder {
    drawnInCells(item, focused: focused)
}

@MainActor @Test func thePagerIsItsRowsHighOverAStatusLine() {
    let item = pager(40)
    #expect(item.alertLayout.itemSize == CGSize(width: 30, height: 6))
    let short = pager(2)
    #expect(short.alertLayout.itemSize.height == 3, "a short text takes its rows only")
    let texts = drawn(item).texts
    #expect(Array(texts.prefix(5)) == ["line 1", "line 2", "line 3", "line 4", "line 5"])
    #expect(texts.last?.hasPrefix("lines 1–5 of 40 (12%)") == true)
}

@MainActor @Test func arrowsLettersAndPageKeysScroll() {
    let item = pager(40)
    #expect(item.handleKey(.down, atStop: 0) == .handled)
    #expect(item.topLine == 1)
    #expect(item.handleKey(.character("j"), atStop: 0) == .handled)
    #expect(item.handleKey(.character("k"), atStop: 0) == .handled)
    #expect(item.handleKey(.up, atStop: 0) == .handled)
    #expect(item.topLine == 0)
    #expect(item.handleKey(.up, atStop: 0) == .ignored, "nothing above the top")
    #expect(item.handleKey(.pageDown, atStop: 0) == .handled)
    #expect(item.topLine == 5)
    #expect(item.handleKey(.character(" "), atStop: 0) == .handled)
    #expect(item.topLine == 10)
    #expect(item.handleKey(.character("b"), atStop: 0) == .handled)
    #expect(item.handleKey(.pageUp, atStop: 0) == .handled)
    #expect(item.topLine == 0)
    #expect(item.handleKey(.end, atStop: 0) == .handled)
    #expect(item.topLine == 35)
    #expect(drawn(item).texts.last?.hasPrefix("lines 36–40 of 40 (end)") == true)
    #expect(item.handleKey(.character("g"), atStop: 0) == .handled)
    #expect(item.topLine == 0)
    #expect(item.handleKey(.character("G"), atStop: 0) == .handled)
    #expect(item.topLine == 35)
    #expect(item.handleKey(.home, atStop: 0) == .handled)
    #expect(item.topLine == 0)
}

@MainActor @Test func qAnswersTheAlertAndEnterEscAndTabAreLeftToIt() {
    let item = pager(40)
    #expect(item.handleKey(.character("q"), atStop: 0) == .submit)
    #expect(item.handleKey(.enter, atStop: 0) == .ignored)
    #expect(item.handleKey(.escape, atStop: 0) == .ignored)
    #expect(item.handleKey(.tab, atStop: 0) == .ignored)
}

@MainActor @Test func slashOpensASearchLineThatEnterRunsAndHighlights() {
    let item = pager(40)
    #expect(item.handleKey(.character("/"), atStop: 0) == .handled)
    #expect(item.isSearching)
    for character in "ine 2" { _ = item.handleKey(.character(character), atStop: 0) }
    #expect(drawn(item).texts.last == "/ine 2")
    // While searching, letters are text, not keys: q does not close, j does not scroll.
    #expect(item.handleKey(.character("q"), atStop: 0) == .handled)
    #expect(item.handleKey(.backspace, atStop: 0) == .handled)
    #expect(item.handleKey(.text("2"), atStop: 0) == .handled, "a paste is search text")
    #expect(item.handleKey(.enter, atStop: 0) == .handled)
    #expect(!item.isSearching)
    #expect(item.lastSearch == "ine 22")
    #expect(item.topLine == 21, "the match is scrolled into view")
    let canvas = drawn(item)
    #expect(canvas.texts.contains("ine 22"), "the match is drawn over its highlight")
    #expect(focusFills(canvas) == [CGRect(x: 1, y: 0, width: 6, height: 1)])
}

@MainActor @Test func nAndNFindTheNextAndThePreviousMatch() {
    let item = pager(40)
    _ = item.handleKey(.character("/"), atStop: 0)
    _ = item.handleKey(.text("line 1"), atStop: 0)
    _ = item.handleKey(.enter, atStop: 0)
    #expect(item.match?.line == 0)
    #expect(item.handleKey(.character("n"), atStop: 0) == .handled)
    #expect(item.match?.line == 9, "line 10 is the next match")
    _ = item.handleKey(.character("n"), atStop: 0)
    #expect(item.match?.line == 10)
    #expect(item.handleKey(.character("N"), atStop: 0) == .handled)
    #expect(item.match?.line == 9)
    _ = item.handleKey(.character("N"), atStop: 0)
    _ = item.handleKey(.character("N"), atStop: 0)
    #expect(item.match?.line == 18, "backward from the first match goes round to the last")
    #expect(item.notice == "Search went on from the bottom")
    _ = item.handleKey(.down, atStop: 0)
    #expect(item.notice == nil, "a notice lasts until the next key")
}

@MainActor @Test func aSearchWithoutAMatchSaysNotFoundAndMovesNothing() {
    let item = pager(40)
    _ = item.handleKey(.pageDown, atStop: 0)
    _ = item.handleKey(.character("/"), atStop: 0)
    _ = item.handleKey(.text("nothing"), atStop: 0)
    _ = item.handleKey(.enter, atStop: 0)
    #expect(item.notice == "Not found: nothing")
    #expect(item.topLine == 5)
    #expect(drawn(item).texts.last == "Not found: nothing")
    let fresh = pager(3)
    _ = fresh.handleKey(.character("n"), atStop: 0)
    #expect(fresh.notice?.hasPrefix("No search yet") == true)
}

@MainActor @Test func escOrBackspaceOnAnEmptySearchClosesTheLine() {
    let item = pager(40)
    _ = item.handleKey(.character("/"), atStop: 0)
    _ = item.handleKey(.character("x"), atStop: 0)
    #expect(item.handleKey(.escape, atStop: 0) == .handled)
    #expect(!item.isSearching)
    #expect(item.lastSearch == nil, "a closed line searches nothing")
    _ = item.handleKey(.character("/"), atStop: 0)
    _ = item.handleKey(.character("x"), atStop: 0)
    _ = item.handleKey(.backspace, atStop: 0)
    #expect(item.isSearching)
    _ = item.handleKey(.backspace, atStop: 0)
    #expect(!item.isSearching)
}

/// Esc is offered to the pager first: it closes the search line and the alert stays;
/// with no line open it cancels, and Enter answers, through the pager's alert.
@MainActor @Test func inItsAlertEscClosesTheSearchFirstAndEnterOrQAnswers() async throws {
    let (controller, _, _) = makeController()
    var results: [AlertResult] = []
    let view = controller.showPager(title: "Log", text: "one\ntwo\nthree") { results.append($0) }
    view.handle(.character("/"))
    view.handle(.escape)
    #expect(results.isEmpty, "Esc closed the search line only")
    view.handle(.escape)
    #expect(results.map(\.reason) == [.action(index: 0)])
    let again = controller.showPager(title: "Log", text: "one") { results.append($0) }
    again.handle(.character("q"))
    let third = controller.showPager(title: nil, text: "one") { results.append($0) }
    third.handle(.enter)
    #expect(results.map(\.reason) == Array(repeating: .action(index: 0), count: 3))
}

@MainActor @Test func thePlainDescriptionIsTheWholeTextWithTabsExpanded() {
    let item = PagerItem(text: "a\tb\nc\n")
    #expect(item.textDescription == "a       b\nc")
    #expect(item.lineCount == 2)
}
