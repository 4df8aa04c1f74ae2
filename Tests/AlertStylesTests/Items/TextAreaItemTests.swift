import AlertPresentation
import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
private func area(_ text: String = "", lines: Int = 3) throws -> TextAreaItem {
    let item = try TextAreaItem(text: text, visibleLines: lines)
    item.updateLayout(
        in: AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 10))
    return item
}

@MainActor
private func drawn(_ item: TextAreaItem, focused: Bool = true) -> AlertCanvasRecorder {
    drawnInCells(item, focused: focused)
}

/// The caret's rectangle in the last drawing.
@MainActor
private func caret(_ canvas: AlertCanvasRecorder) -> CGRect? {
    canvas.commands.compactMap { command -> CGRect? in
        guard case .roleFill(let rect, .caret, _) = command else { return nil }
        return rect
    }.last
}

@MainActor @Test func enterStartsANewLineAndTheTextKeepsItsLines() throws {
    let item = try area()
    _ = item.insertText("one")
    #expect(item.handleKey(.enter, atStop: 0) == .handled)
    _ = item.insertText("two")
    #expect(item.text == "one\ntwo")
    #expect(item.resultValue == "one\ntwo")
    #expect(item.resultKey == "text")
    #expect(item.alertLayout.itemSize == CGSize(width: 10, height: 3))
}

@MainActor @Test func ctrlDOrAltEnterAnswersAndOtherKeysAreLeftToTheAlert() throws {
    let item = try area("x")
    #expect(item.handleKey(.submit, atStop: 0) == .submit)
    #expect(item.handleKey(.tab, atStop: 0) == .ignored)
    #expect(item.handleKey(.escape, atStop: 0) == .ignored)
}

@MainActor @Test func upAndDownMoveALineKeepingTheColumnWhereTheLineAllows() throws {
    let item = try area("abcdef\nxy\nlonger line")
    #expect(item.cursorLineAndColumn == (2, 11))
    #expect(item.handleKey(.up, atStop: 0) == .handled)
    #expect(item.cursorLineAndColumn == (1, 2), "a short line takes the cursor to its end")
    _ = item.handleKey(.up, atStop: 0)
    #expect(item.cursorLineAndColumn == (0, 2))
    _ = item.handleKey(.up, atStop: 0)
    #expect(item.cursor == 0, "up from the first line goes to the start")
    #expect(item.handleKey(.up, atStop: 0) == .handled, "and stays the area's")
    _ = item.handleKey(.down, atStop: 0)
    #expect(item.cursorLineAndColumn == (1, 0))
    _ = item.handleKey(.down, atStop: 0)
    _ = item.handleKey(.down, atStop: 0)
    #expect(item.cursor == item.text.count, "down from the last line goes to the end")
}

@MainActor @Test func homeAndEndGoToTheLinesEndsAndPageKeysMoveAPageOfLines() throws {
    let item = try area((1...10).map { "l\($0)" }.joined(separator: "\n"), lines: 3)
    _ = item.handleKey(.home, atStop: 0)
    #expect(item.cursorLineAndColumn == (9, 0))
    _ = item.handleKey(.end, atStop: 0)
    #expect(item.cursorLineAndColumn == (9, 3))
    _ = item.handleKey(.pageUp, atStop: 0)
    #expect(item.cursorLineAndColumn.line == 6)
    _ = item.handleKey(.pageDown, atStop: 0)
    #expect(item.cursorLineAndColumn.line == 9)
}

@MainActor @Test func leftRightAndBackspaceCrossLineEnds() throws {
    let item = try area("ab\ncd")
    _ = item.handleKey(.home, atStop: 0)
    _ = item.handleKey(.left, atStop: 0)
    #expect(item.cursorLineAndColumn == (0, 2))
    _ = item.handleKey(.right, atStop: 0)
    #expect(item.handleKey(.backspace, atStop: 0) == .handled)
    #expect(item.text == "abcd", "Backspace at a line's start joins it to the line above")
    #expect(item.handleKey(.delete, atStop: 0) == .handled)
    #expect(item.text == "abd")
}

@MainActor @Test func aPasteKeepsItsLineBreaks() throws {
    let item = try area()
    #expect(item.insertText("a\r\nb\rc\nd"))
    #expect(item.text == "a\nb\nc\nd")
    #expect(item.replaceText(with: "new\ntext"))
    #expect(item.text == "new\ntext")
    #expect(item.cursor == 8)
}

@MainActor @Test func longLinesWrapAndTheAreaScrollsToTheCursor() throws {
    let item = try area("", lines: 2)
    // 10 cells wide: rows are cut at 9, leaving a cell for the caret.
    _ = item.insertText("abcdefghijkl\nsecond\nthird")
    var canvas = drawn(item)
    #expect(canvas.texts == ["second", "third"], "the cursor's row is in view")
    #expect(caret(canvas) == CGRect(x: 5, y: 1, width: 1, height: 1))
    _ = item.handleKey(.up, atStop: 0)
    _ = item.handleKey(.up, atStop: 0)
    canvas = drawn(item)
    #expect(canvas.texts == ["abcdefghi", "jkl"])
    #expect(caret(canvas) == CGRect(x: 5, y: 0, width: 1, height: 1))
    _ = item.handleKey(.down, atStop: 0)
    #expect(drawn(item).texts == ["jkl", "second"], "a line down is the next line's row")
    _ = item.handleKey(.down, atStop: 0)
    #expect(drawn(item).texts == ["second", "third"])
    _ = item.handleKey(.up, atStop: 0)
    #expect(drawn(item).texts == ["second", "third"], "the view moves only to follow the cursor")
}

@MainActor @Test func anEmptyAreaShowsItsPlaceholderDimmed() throws {
    let item = try TextAreaItem(placeholder: "Notes", visibleLines: 2)
    item.updateLayout(
        in: AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 10))
    let canvas = drawn(item)
    #expect(canvas.texts == ["Notes"])
    #expect(caret(canvas) == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(item.textDescription == "Text area (Notes): ")
    _ = item.insertText("a\nb")
    #expect(item.textDescription == "Text area (Notes): a ⏎ b")
}

@MainActor @Test func aMaximumLengthHoldsAndANegativeOneThrows() throws {
    let item = try TextAreaItem(text: "abcdef", maxLength: 4)
    #expect(item.text == "abcd")
    #expect(throws: AlertStyleError.self) { try TextAreaItem(maxLength: -1) }
}

@MainActor @Test func aMaximumOfLinesStopsEnterAndALimitSetLaterCutsTheText() throws {
    let item = try TextAreaItem(text: "one")
    item.maxLines = 2
    _ = item.handleKey(.enter, atStop: 0)
    _ = item.insertText("two")
    #expect(item.handleKey(.enter, atStop: 0) == .handled)
    #expect(item.text == "one\ntwo")
    item.limitLength(to: 5)
    #expect(!item.insertText("!"), "a text longer than the bound stays, and takes no more")
    #expect(item.text == "one\ntwo")
}
