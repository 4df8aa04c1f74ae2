import AlertPresentation
import Foundation
import Testing

@testable import AlertStyles

/// A document of `count` numbered lines, cut to `width` cells, `page` rows in view.
private func numbered(_ count: Int, width: CGFloat = 20, page: Int = 5) -> PagerDocument {
    var document = PagerDocument(text: (1...count).map { "line \($0)" }.joined(separator: "\n"))
    document.configure(maxWidth: width, pageRows: page, measurer: MonospaceTextMeasurer.cells)
    return document
}

private func shown(_ document: inout PagerDocument) -> [String] {
    document.visibleRows().map { String($0.characters) }
}

@Test func theTextIsSplitAtEveryLineBreakAndAFinalOneAddsNoLine() {
    #expect(PagerDocument(text: "a\r\nb\rc\nd\n").lines == ["a", "b", "c", "d"])
    #expect(PagerDocument(text: "").lines == [""])
    #expect(PagerDocument(text: "\n\n").lines == ["", ""])
}

@Test func scrollingMovesByRowsAndStopsAtTheLastPage() {
    var document = numbered(12)
    let value3 = shown(&document)
    #expect(value3 == ["line 1", "line 2", "line 3", "line 4", "line 5"])
    let value4 = document.scroll(by: 1)
    #expect(value4)
    #expect(document.top == .init(line: 1, row: 0))
    let value5 = document.scroll(by: 100)
    #expect(value5)
    #expect(document.top == .init(line: 7, row: 0), "the last page ends with the last line")
    let value6 = document.isAtEnd()
    #expect(value6)
    let value7 = document.scroll(by: 1)
    #expect(!value7)
    let value8 = document.scroll(by: -3)
    #expect(value8)
    #expect(document.top.line == 4)
    let value9 = document.scrollToStart()
    #expect(value9)
    let value10 = document.scroll(by: -1)
    #expect(!value10)
    let value11 = document.scrollToEnd()
    #expect(value11)
    let value12 = shown(&document)
    #expect(value12.last == "line 12")
}

@Test func longLinesWrapIntoRowsThatScrollOneByOne() {
    var document = PagerDocument(text: "abcdefghij\nshort\nxyz")
    document.configure(maxWidth: 4, pageRows: 2, measurer: MonospaceTextMeasurer.cells)
    let value13 = shown(&document)
    #expect(value13 == ["abcd", "efgh"])
    document.scroll(by: 1)
    let value14 = shown(&document)
    #expect(value14 == ["efgh", "ij"])
    document.scroll(by: 2)
    let value15 = shown(&document)
    #expect(value15 == ["shor", "t"])
    document.scrollToEnd()
    let value16 = shown(&document)
    #expect(value16 == ["t", "xyz"])
    // A new width keeps the top line in view, at its first row.
    document.configure(maxWidth: 10, pageRows: 2, measurer: MonospaceTextMeasurer.cells)
    #expect(document.top == .init(line: 1, row: 0))
    let value17 = shown(&document)
    #expect(value17 == ["short", "xyz"])
}

@Test func aTextShorterThanThePageHasItsFirstRowAsItsLastPage() {
    var document = numbered(2)
    let value18 = document.lastTopPosition()
    #expect(value18 == .init(line: 0, row: 0))
    let value19 = document.scroll(by: 1)
    #expect(!value19)
    let value20 = document.scrollToEnd()
    #expect(!value20)
}

@Test func aSearchFindsMatchesForwardAndBackwardGoingRoundTheEnd() throws {
    var document = PagerDocument(text: "Alpha beta\ngamma\nBETA delta beta\nend")
    document.configure(maxWidth: 40, pageRows: 2, measurer: MonospaceTextMeasurer.cells)
    let first = try #require(
        document.find("beta", fromLine: 0, offset: 0, forward: true, inclusive: true))
    #expect(first.match == .init(line: 0, range: 6..<10))
    #expect(!first.wrapped)
    let second = try #require(
        document.find("beta", fromLine: 0, offset: 6, forward: true, inclusive: false))
    #expect(second.match == .init(line: 2, range: 0..<4), "letter case is ignored")
    let third = try #require(
        document.find("beta", fromLine: 2, offset: 0, forward: true, inclusive: false))
    #expect(third.match == .init(line: 2, range: 11..<15))
    let round = try #require(
        document.find("beta", fromLine: 2, offset: 11, forward: true, inclusive: false))
    #expect(round.match == .init(line: 0, range: 6..<10))
    #expect(round.wrapped)
    let back = try #require(
        document.find("beta", fromLine: 0, offset: 6, forward: false, inclusive: false))
    #expect(back.match == .init(line: 2, range: 11..<15))
    #expect(back.wrapped)
    let value21 = document.find("zeta", fromLine: 0, offset: 0, forward: true, inclusive: true)
    #expect(value21 == nil)
    let value22 = document.find("", fromLine: 0, offset: 0, forward: true, inclusive: true)
    #expect(value22 == nil)
}

@Test func aSearchIgnoresTheCaseOfLettersBeyondASCIIAndCountsCharacters() throws {
    var document = PagerDocument(text: "Le CAFÉ d’ÉCOLE\nΣΟΦΊΑ 🇫🇷 école")
    document.configure(maxWidth: 40, pageRows: 2, measurer: MonospaceTextMeasurer.cells)
    let first = try #require(
        document.find("école", fromLine: 0, offset: 0, forward: true, inclusive: true))
    #expect(first.match == .init(line: 0, range: 10..<15))
    let second = try #require(
        document.find("école", fromLine: 0, offset: 10, forward: true, inclusive: false))
    #expect(second.match == .init(line: 1, range: 8..<13), "the flag is one character")
    let greek = try #require(
        document.find("σοφία", fromLine: 0, offset: 0, forward: true, inclusive: true))
    #expect(greek.match == .init(line: 1, range: 0..<5))
}

@Test func aMatchIsCountedInTheLineAsShownWithItsTabsExpanded() throws {
    var document = PagerDocument(text: "a\tneedle")
    document.configure(maxWidth: 40, pageRows: 2, measurer: MonospaceTextMeasurer.cells)
    let found = try #require(
        document.find("needle", fromLine: 0, offset: 0, forward: true, inclusive: true))
    #expect(found.match.range == 8..<14)
    let rows = document.visibleRows()
    #expect(String(rows[0].characters) == "a       needle")
}

@Test func revealingAMatchScrollsOnlyWhenItsRowIsOutOfView() {
    var document = numbered(40)
    document.reveal(.init(line: 3, range: 0..<1))
    #expect(document.top.line == 0, "in view: the view stays")
    document.reveal(.init(line: 20, range: 0..<1))
    #expect(document.top.line == 20)
    document.reveal(.init(line: 39, range: 0..<1))
    #expect(document.top.line == 35, "near the end: the last page")
}

/// A long text costs the rows shown: the document keeps rows for the lines it met, never
/// for the whole text (measured by counting the characters measured).
@Test func scrollingALongTextMeasuresOnlyTheLinesItMeets() {
    final class CountingMeasurer: AlertTextMeasuring, @unchecked Sendable {
        var measured = 0
        func width(of text: String, role: AlertTextRole) -> CGFloat {
            measured += 1
            return CGFloat(text.count)
        }
        func lineHeight(for role: AlertTextRole) -> CGFloat { 1 }
    }
    let measurer = CountingMeasurer()
    var document = PagerDocument(
        text: (1...100_000).map { "line number \($0)" }.joined(separator: "\n"))
    document.configure(maxWidth: 80, pageRows: 20, measurer: measurer)
    _ = document.visibleRows()
    document.scroll(by: 20)
    _ = document.visibleRows()
    document.scrollToEnd()
    _ = document.visibleRows()
    #expect(measurer.measured < 20 * 3 * 20 + 100, "about three pages of lines measured")
}

/// Lines read while the pager is shown: the empty text's stand-in line goes, the rows made
/// for it with it, and the view stays where it is.
@Test func linesAppendedReplaceTheEmptyTextAndGrowTheText() {
    var document = PagerDocument(text: "")
    document.configure(maxWidth: 20, pageRows: 3, measurer: MonospaceTextMeasurer.cells)
    #expect(shown(&document) == [""])
    document.append(lines: ["first", ""])
    #expect(document.lines == ["first", ""])
    #expect(shown(&document) == ["first", ""])
    document.append(lines: ["third", "fourth"])
    #expect(document.lines.count == 4)
    #expect(shown(&document) == ["first", "", "third"])
    let scrolled = document.scrollToEnd()
    #expect(scrolled)
    #expect(shown(&document) == ["", "third", "fourth"])
}
