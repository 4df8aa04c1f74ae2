import AlertCommandKit
import AlertDialog
import Testing

@testable import AlertZenity

/// A zenity list's rows and answers.
@Suite struct ZenityListTests {
    private func list(columns: [String], _ values: [String]) -> ZenityList {
        var list = ZenityList()
        list.columns = columns
        list.fill(with: values)
        return list
    }

    /// Values fill the columns in order, a row at a time, as zenity reads standard input's
    /// lines; a last row they do not fill answers its missing cells as zenity prints them.
    @Test func valuesFillTheColumnsInOrderAndAMissingCellIsNull() {
        var pairs = list(columns: ["A", "B"], ["a1", "b1", "a2"])
        #expect(pairs.rows == [["a1", "b1"], ["a2"]])
        #expect(pairs.shown(1) == ["a2", ""])
        #expect(pairs.answer([1]) == "a2\n")
        pairs.printColumn = nil
        #expect(pairs.answer([0, 1]) == "a1|b1|a2|(null)\n")
        pairs.printColumn = 2
        #expect(pairs.answer([1]) == "(null)\n")
    }

    /// Type-ahead finds rows by their first column's start, letter case aside, counting
    /// the matches from the top.
    @Test func aSearchFindsTheNthRowStartingWithTheText() {
        let fruit = list(columns: ["Fruit"], ["apple", "Banana", "cherry", "blueberry"])
        #expect(fruit.row(startingWith: "b", matching: 1) == 1)
        #expect(fruit.row(startingWith: "B", matching: 2) == 3)
        #expect(fruit.row(startingWith: "bl", matching: 1) == 3)
        #expect(fruit.row(startingWith: "b", matching: 3) == nil)
        #expect(fruit.row(startingWith: "x", matching: 1) == nil)
        #expect(fruit.row(startingWith: "b", matching: 0) == nil)
    }
}
