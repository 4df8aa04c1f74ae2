import Testing

@testable import AlertCommandKit

/// A zenity list's rows and answers.
@Suite struct ZenityListTests {
    private func list(columns: [String], _ values: [String]) -> ZenityList {
        var list = ZenityList()
        list.columns = columns
        list.rows = values.map { [$0] }
        return list
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
