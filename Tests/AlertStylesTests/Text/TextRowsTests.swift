import Foundation
import Testing

@testable import AlertStyles

/// One cell a character, two for CJK.
private func cells(_ character: Character) -> CGFloat {
    character.unicodeScalars.first.map { $0.value >= 0x1100 } == true ? 2 : 1
}

@Test func aLineIsCutIntoRowsBetweenCharactersAtTheWidth() {
    #expect(
        TextRows.rows(of: Array("abcdefg"), maxWidth: 3, width: cells) == [0..<3, 3..<6, 6..<7])
    #expect(TextRows.rows(of: Array("abc"), maxWidth: 3, width: cells) == [0..<3])
    #expect(TextRows.rows(of: [], maxWidth: 3, width: cells) == [0..<0], "an empty line is a row")
    // A wide character that would cross the edge starts the next row.
    #expect(TextRows.rows(of: Array("ab漢字"), maxWidth: 3, width: cells) == [0..<2, 2..<3, 3..<4])
    // A character wider than the width has a row of its own.
    #expect(TextRows.rows(of: Array("漢a"), maxWidth: 1, width: cells) == [0..<1, 1..<2])
}

@Test func tabsAreExpandedToStopsEveryEightColumns() {
    #expect(TextRows.expandingTabs("a\tb", width: cells) == "a       b")
    #expect(TextRows.expandingTabs("\tx", width: cells) == "        x")
    #expect(TextRows.expandingTabs("12345678\tx", width: cells) == "12345678        x")
    // A wide character counts two columns.
    #expect(TextRows.expandingTabs("漢\tx", width: cells) == "漢      x")
    #expect(TextRows.expandingTabs("no tab", width: cells) == "no tab")
}
