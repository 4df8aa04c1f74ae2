import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// A filter without its query line: `alert choose`'s plain list, rows as data.
@MainActor
@Suite struct FilterItemListTests {
    private let fruits = ["apple", "Banana", "cherry", "blueberry", "avocado", "Äpfel"]

    private func draw(_ list: FilterItem) -> AlertCanvasRecorder {
        list.updateLayout(in: cellContext)
        let canvas = AlertCanvasRecorder()
        list.draw(
            in: canvas, frame: CGRect(origin: .zero, size: list.alertLayout.itemSize),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        return canvas
    }

    @Test func itTakesNoTextAndShowsItsRowsWithoutAQueryOrACount() {
        let list = FilterItem(choices: fruits, visibleRows: 8, showsQuery: false)
        #expect(!list.insertText("b"), "a letter is a key, not a query")
        #expect(list.query.isEmpty && list.matches.count == fruits.count)
        let canvas = draw(list)
        #expect(list.alertLayout.itemSize.height == 6, "as many rows as it has, no more")
        #expect(canvas.texts.contains("apple") && canvas.texts.contains("Äpfel"))
        #expect(!canvas.texts.contains { $0.hasPrefix("> ") || $0.contains("/6") })
        #expect(list.listKind == .menu)
    }

    @Test func aLetterJumpsToTheNextRowStartingWithItCaseIgnoredAndWrapsRound() {
        let list = FilterItem(choices: fruits, showsQuery: false)
        #expect(list.handleKey(.character("b"), atStop: 0) == .handled && list.chosen == "Banana")
        #expect(list.handleKey(.character("B"), atStop: 0) == .handled)
        #expect(list.chosen == "blueberry")
        #expect(list.handleKey(.character("b"), atStop: 0) == .handled && list.chosen == "Banana")
        #expect(list.handleKey(.character("ä"), atStop: 0) == .handled && list.chosen == "Äpfel")
        #expect(list.handleKey(.character("z"), atStop: 0) == .ignored && list.chosen == "Äpfel")
        // Rows appended later are indexed too.
        list.appendChoices(["zucchini"])
        #expect(list.handleKey(.character("z"), atStop: 0) == .handled && list.chosen == "zucchini")
    }

    @Test func aLongListCountsWhereTheCursorIsAndScrolls() {
        let list = FilterItem(
            choices: (1...1000).map { "row \($0)" }, visibleRows: 5, showsQuery: false)
        #expect(list.handleKey(.pageDown, atStop: 0) == .handled && list.chosen == "row 6")
        #expect(list.handleKey(.end, atStop: 0) == .handled && list.chosen == "row 1000")
        let canvas = draw(list)
        #expect(list.alertLayout.itemSize.height == 6, "five rows and the status line")
        #expect(list.statusLine == "1,000/1,000")
        #expect(canvas.texts.contains("row 996") && !canvas.texts.contains("row 995"))
    }

    @Test func severalAreTickedWithSpaceOrAllAtOnceAndCounted() {
        let list = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: nil), showsQuery: false)
        #expect(list.listKind == .checklist)
        #expect(list.insertText(" ") && list.ticked == [0])
        #expect(list.handleKey(.edit(.selectAll), atStop: 0) == .handled)
        #expect(list.ticked.count == fruits.count)
        #expect(list.handleKey(.edit(.selectAll), atStop: 0) == .handled && list.ticked.isEmpty)
        #expect(list.insertText(" "))
        #expect(list.statusLine == "1 of 6 ticked")
        let limited = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: 2), showsQuery: false)
        #expect(limited.tickAll() && limited.ticked == [0, 1], "up to the maximum, in order")
        #expect(limited.statusLine == "2 of 6 ticked (at most 2)")
    }

    /// gum's `--ordered`: the answer lists the ticked rows in the order ticked, those ticked
    /// before it was set first in list order, and select-all adds the rest in list order.
    @Test func theTickOrderIsTheAnswersOrderWhenRemembered() {
        let list = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: nil), showsQuery: false)
        list.tick([4, 1])
        list.remembersTickOrder = true
        _ = list.handleKey(.end, atStop: 0)
        #expect(list.insertText(" "), "ticks Äpfel, row 5")
        _ = list.handleKey(.home, atStop: 0)
        #expect(list.insertText(" "), "ticks apple, row 0")
        #expect(list.chosenIndices == [1, 4, 5, 0])
        _ = list.handleKey(.down, atStop: 0)
        #expect(list.insertText(" "), "unticks Banana")
        #expect(list.chosenIndices == [4, 5, 0])
        #expect(list.tickAll())
        #expect(list.chosenIndices == [4, 5, 0, 1, 2, 3])
        list.remembersTickOrder = false
        #expect(list.chosenIndices == [0, 1, 2, 3, 4, 5], "list order again")
    }

    @Test func aPlainListReadsAsTheRowUnderItsCursor() {
        let list = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: nil), showsQuery: false)
        #expect(list.textDescription(forStop: 0) == "[ ] 1. apple")
        _ = list.handleKey(.down, atStop: 0)
        #expect(list.insertText(" "))
        #expect(list.textDescription(forStop: 0) == "[x] 2. Banana")
        let filter = FilterItem(choices: fruits)
        #expect(filter.insertText("an"))
        #expect(filter.textDescription(forStop: 0) == "> an · 1/1 Banana")
        #expect(filter.insertText("zz"))
        #expect(filter.textDescription(forStop: 0) == "> anzz · no match")
    }

    /// A number past Int's range in a plain line is refused, never a trap.
    @Test func aHugeNumberIsRefusedNotATrap() {
        for line in ["-9223372036854775808", "9223372036854775807", "0", "-1"] {
            #expect(!FilterItem(choices: fruits, showsQuery: false).replaceText(with: line))
            let filter = FilterItem(choices: fruits)
            #expect(filter.replaceText(with: line) && filter.query == line, "a query then")
        }
    }

    /// A row picked by its text leaves a plain list unfiltered: it has no query to show.
    @Test func aRowPickedByItsTextLeavesThePlainListWhole() {
        let list = FilterItem(choices: fruits, showsQuery: false)
        #expect(list.replaceText(with: "cherry") && list.chosen == "cherry")
        #expect(list.query.isEmpty && list.matches.count == fruits.count)
        #expect(list.handleKey(.character("a"), atStop: 0) == .handled && list.chosen == "avocado")
    }

    /// A short plain list yields only the rows it has; rows given back show the rows above
    /// rather than blanks; rows arriving clear the refusal of an empty list.
    @Test func aShortListYieldsItsOwnRowsAndShowsRowsGivenBack() {
        let list = FilterItem(choices: Array(fruits.prefix(5)), visibleRows: 10, showsQuery: false)
        #expect(list.rowYield.wholeRows == 5)
        list.yieldedRows = 9
        _ = list.handleKey(.end, atStop: 0)
        #expect(list.firstVisible == 4)
        list.yieldedRows = 0
        #expect(list.firstVisible == 0, "all five in sight again")
        let empty = FilterItem(choices: [], showsQuery: false)
        #expect(!empty.validate() && empty.statusLine == "Nothing to choose.")
        empty.appendChoices(["first"])
        #expect(empty.statusLine == nil)
    }

    /// A click highlights the row it lands on and focuses the list; a second click on the
    /// highlighted row answers; picking several, a click ticks.
    @Test func aClickHighlightsARowAndASecondClickAnswers() {
        let list = FilterItem(choices: fruits, showsQuery: false)
        list.updateLayout(in: cellContext)
        let size = list.alertLayout.itemSize
        func context(focused: Bool) -> AlertDrawContext {
            AlertDrawContext(
                theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: focused)
        }
        let third = CGPoint(x: 1, y: 2.5)
        #expect(
            list.handleClick(at: third, size: size, context: context(focused: false))
                == .focusStop(0))
        #expect(list.chosen == "cherry")
        #expect(list.handleClick(at: third, size: size, context: context(focused: true)) == .submit)
        let several = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: nil), showsQuery: false)
        several.updateLayout(in: cellContext)
        _ = several.handleClick(at: third, size: size, context: context(focused: true))
        _ = several.handleClick(
            at: CGPoint(x: 1, y: 0.5), size: size, context: context(focused: true))
        #expect(several.chosenIndices == [0, 2])
    }

    @Test func plainModeListsEveryRowAndTakesNumbersOrARowInFull() {
        let list = FilterItem(choices: fruits, showsQuery: false)
        let description = list.textDescription ?? ""
        #expect(description.hasPrefix("List:\n1. apple\n2. Banana"))
        #expect(description.contains("6. Äpfel"))
        #expect(list.emptyLineHint == "Enter alone takes “apple”")
        #expect(list.replaceText(with: "3") && list.chosen == "cherry")
        #expect(list.replaceText(with: "avocado") && list.chosen == "avocado")
        #expect(!list.replaceText(with: "berry"), "no query to search with: refused")
        #expect(!list.replaceText(with: "9"), "no such row")
        let several = FilterItem(
            choices: fruits, selection: .ticked(minimum: 0, maximum: nil), showsQuery: false)
        #expect(several.replaceText(with: "1,3-4") && several.chosenChoices.count == 3)
        #expect(several.textDescription?.contains("3. [x] cherry") == true)
    }

    /// Random keys against a model of the cursor (an index clamped to the rows, a letter
    /// going to the next row with that initial, round the end): the list's cursor and its
    /// first visible row always agree with it. The seed is printed on a failure.
    @Test(arguments: [UInt64(41), 4141, 0x5EED])
    func randomKeysMoveTheCursorAsTheModelDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let letters = Array("abcxyz")
        let rows = (0..<300).map { _ in
            String(letters[Int(random.next() % UInt64(letters.count))]) + "\(random.next() % 1000)"
        }
        let page = 7
        let list = FilterItem(choices: rows, visibleRows: page, showsQuery: false)
        var cursor = 0
        for step in 0..<2000 {
            let pick = random.next() % 7
            let key: AlertKeyInput
            switch pick {
            case 0: key = .down
            case 1: key = .up
            case 2: key = .pageDown
            case 3: key = .pageUp
            case 4: key = .home
            case 5: key = .end
            default: key = .character(letters[Int(random.next() % UInt64(letters.count))])
            }
            _ = list.handleKey(key, atStop: 0)
            switch key {
            case .down: cursor = min(cursor + 1, rows.count - 1)
            case .up: cursor = max(cursor - 1, 0)
            case .pageDown: cursor = min(cursor + page, rows.count - 1)
            case .pageUp: cursor = max(cursor - page, 0)
            case .home: cursor = 0
            case .end: cursor = rows.count - 1
            case .character(let letter):
                let next = (1...rows.count).lazy.map { (cursor + $0) % rows.count }
                    .first { rows[$0].first == letter }
                cursor = next ?? cursor
            default: break
            }
            #expect(list.highlighted == cursor, "seed \(seed), step \(step), key \(key)")
            #expect(
                (list.firstVisible...list.firstVisible + page - 1).contains(cursor),
                "seed \(seed), step \(step): the cursor row is in sight")
            if list.highlighted != cursor { return }
        }
    }
}
