import AlertProtocol
import Testing

@testable import AlertStyles

/// A filter's query as a row of its own (gum's `filter --no-strict`), an answer with
/// nothing matched (gum's strict filter), and select-all among the matches.
@MainActor
@Suite struct FilterItemTypedQueryTests {
    @Test func theQueryTypedIsARowAboveItsMatchesAndAnswersAsTyped() {
        let filter = FilterItem(choices: ["apple", "banana"])
        filter.offersTypedQuery = true
        #expect(filter.matches == [0, 1], "no row of its own while the query is empty")
        #expect(filter.insertText("ap"))
        #expect(filter.matches == [FilterItem.typedQueryIndex, 0])
        #expect(filter.picksTypedQuery && filter.chosen == "ap")
        #expect(filter.chosenChoices == ["ap"] && filter.chosenIndices.isEmpty)
        #expect(filter.statusLine == "1/2", "the query's row is no match")
        #expect(filter.handleKey(.down, atStop: 0) == .handled)
        #expect(!filter.picksTypedQuery && filter.chosenChoices == ["apple"])
        // Nothing matches: the query alone, which answers.
        #expect(filter.insertText("zz"))
        #expect(filter.matches == [FilterItem.typedQueryIndex])
        #expect(filter.validate() && filter.resultValue == "apzz")
    }

    @Test func theQuerysRowTakesNoTick() {
        let filter = FilterItem(choices: ["apple", "banana"], selection: .several(maximum: nil))
        filter.offersTypedQuery = true
        #expect(filter.insertText("a"))
        #expect(!filter.toggleHighlighted())
        #expect(filter.chosenChoices == ["a"])
    }

    @Test func withNothingMatchedEnterAnswersNothingWhenAsked() {
        let filter = FilterItem(choices: ["apple"])
        #expect(filter.insertText("zz"))
        #expect(!filter.validate(), "Nothing matches “zz”.")
        filter.answersWhenNothingMatches = true
        #expect(filter.validate() && filter.chosenChoices.isEmpty && filter.resultValue == nil)
    }

    @Test func selectAllTicksTheMatchesUpToTheMaximumThenNone() {
        // filter/filter.go's ToggleAll: the matches not ticked yet, then none.
        let filter = FilterItem(
            choices: ["apple", "apricot", "banana", "avocado"], selection: .several(maximum: 2))
        #expect(filter.insertText("ap"))
        #expect(filter.handleKey(.edit(.selectAll), atStop: 0) == .handled)
        #expect(filter.ticked == [0, 1])
        #expect(filter.handleKey(.edit(.selectAll), atStop: 0) == .handled)
        #expect(filter.ticked.isEmpty)
        let one = FilterItem(choices: ["apple"])
        #expect(one.handleKey(.edit(.selectAll), atStop: 0) == .ignored)
    }

    @Test func shiftTabTicksAndMovesUpWhereTabMovesOn() {
        let filter = FilterItem(choices: ["a", "b", "c"], selection: .several(maximum: nil))
        #expect(filter.handleKey(.backTab, atStop: 0) == .ignored, "Tab moves the focus then")
        filter.tabMovesOn = true
        filter.moveHighlight(by: 2)
        #expect(filter.handleKey(.backTab, atStop: 0) == .handled)
        #expect(filter.ticked == [2] && filter.highlighted == 1)
    }
}
