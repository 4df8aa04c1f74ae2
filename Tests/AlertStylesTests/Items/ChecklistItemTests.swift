import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct ChecklistItemTests {
    @Test func rowListsNameRowsFromOneOrSayNothingFits() {
        #expect(ChecklistItem.rows(in: "1,3-5", count: 5) == [0, 2, 3, 4])
        #expect(ChecklistItem.rows(in: " 2 , 2 ", count: 3) == [1])
        #expect(ChecklistItem.rows(in: "", count: 3) == [])
        for bad in ["0", "4", "3-2", "a", "1,,2", "1-", "-2", "1-2-3", "1.5"] {
            #expect(ChecklistItem.rows(in: bad, count: 3) == nil, "\(bad)")
        }
    }

    @Test func spaceTicksTheFocusedRowAndTheArrowsMove() {
        let list = ChecklistItem(options: ["a", "b", "c"])
        #expect(list.focusStops == 3 && list.takesInitialFocus)
        #expect(!list.insertText(" "), "no row has the focus yet")
        list.focusDidChange(to: 1)
        #expect(list.insertText(" "))
        #expect(list.chosenOptions == ["b"])
        #expect(!list.insertText("x"), "only Space ticks")
        #expect(list.handleKey(.down, atStop: 1) == .moveFocus(by: 1))
        #expect(list.handleKey(.end, atStop: 1) == .focusStop(2))
        #expect(list.insertText(" ") && list.chosenOptions == [])
    }

    @Test func selectAllTicksUpToTheMaximumThenNone() {
        let list = ChecklistItem(options: ["a", "b", "c"], chosen: [2], maximum: 2)
        #expect(list.handleKey(.edit(.selectAll), atStop: 0) == .handled)
        #expect(list.chosen == [0, 1])
        #expect(list.toggleAll())
        #expect(list.chosen.isEmpty)
        let exclusive = ChecklistItem(options: ["a", "b"], chosen: [0])
        exclusive.isExclusive = true
        #expect(exclusive.handleKey(.edit(.selectAll), atStop: 0) == .ignored)
    }

    @Test func anExclusiveListKeepsOneTick() {
        let list = ChecklistItem(options: ["a", "b", "c"], chosen: [0])
        list.isExclusive = true
        list.focusDidChange(to: 2)
        #expect(list.insertText(" ") && list.chosenOptions == ["c"])
        #expect(list.insertText(" ") && list.chosenOptions == ["c"], "a radio stays ticked")
        #expect(!list.replaceText(with: "1,2"), "two rows are no answer for a radio list")
        #expect(list.replaceText(with: "1") && list.chosenOptions == ["a"])
    }

    @Test func aLetterJumpsToTheNextOptionStartingWithItAndWraps() {
        let list = ChecklistItem(options: ["Alpha", "  bravo", "Charlie", "Beta", "Ärger"])
        #expect(list.handleKey(.character("b"), atStop: 0) == .focusStop(1), "spaces aside")
        #expect(list.handleKey(.character("B"), atStop: 1) == .focusStop(3), "case aside")
        #expect(list.handleKey(.character("b"), atStop: 3) == .focusStop(1), "it wraps")
        #expect(list.handleKey(.character("a"), atStop: 0) == .focusStop(0), "itself last")
        #expect(list.handleKey(.character("ä"), atStop: 0) == .focusStop(4))
        #expect(list.handleKey(.character("z"), atStop: 0) == .ignored)
        #expect(list.handleKey(.character(" "), atStop: 0) == .ignored)
    }

    /// To the list itself j and k are letters; the alert's key policy makes them Down and Up
    /// before they reach it where they move (see `AlertKeyPolicy`), and capitals jump.
    @Test func jAndKAreLettersToTheListItself() {
        let list = ChecklistItem(options: ["Kiwi", "Jam", "Kale"])
        #expect(list.handleKey(.character("j"), atStop: 0) == .focusStop(1))
        #expect(list.handleKey(.character("k"), atStop: 0) == .focusStop(2))
        #expect(list.handleKey(.character("J"), atStop: 0) == .focusStop(1))
        #expect(list.handleKey(.down, atStop: 0) == .moveFocus(by: 1))
        #expect(list.handleKey(.home, atStop: 2) == .focusStop(0))
    }

    @Test func pageKeysAreLeftToTheAlertAndTheKindSaysRadioOrNot() {
        let list = ChecklistItem(options: (1...20).map { "row \($0)" })
        #expect(list.handleKey(.pageDown, atStop: 0) == .ignored)
        #expect(list.handleKey(.pageUp, atStop: 19) == .ignored)
        #expect(list.listKind == .checklist)
        list.isExclusive = true
        #expect(list.listKind == .radio)
    }

    @Test func aListShowingFewerRowsThanItHasPagesByTheRowsItShows() {
        let list = ChecklistItem(options: (1...100).map { "row \($0)" })
        list.visibleRows = 10
        // A page keeps one row of the last in sight: 9 rows on.
        #expect(list.handleKey(.pageDown, atStop: 0) == .focusStop(9))
        #expect(list.handleKey(.pageDown, atStop: 95) == .focusStop(99))
        #expect(list.handleKey(.pageDown, atStop: 99) == .ignored)
        #expect(list.handleKey(.pageUp, atStop: 50) == .focusStop(41))
        #expect(list.handleKey(.pageUp, atStop: 0) == .ignored)
    }

    /// The rows it shows are the stops a presenter makes stand-ins for: all (nil) while
    /// every row shows, else the page the focus scrolled to.
    @Test func theStopsShownFollowTheRowsItScrollsTo() {
        let list = ChecklistItem(options: (1...100).map { "row \($0)" })
        #expect(list.shownStops == nil)
        list.visibleRows = 10
        #expect(list.shownStops == 0..<10)
        list.focusDidChange(to: 99)
        #expect(list.shownStops == 90..<100)
        list.focusDidChange(to: 42)
        #expect(list.shownStops == 42..<52)
    }

    @Test func theChoiceIsTheResultInListOrderAndThePlainTextItsRows() {
        let list = ChecklistItem(options: ["a", "b", "c"], chosen: [2, 0, 7])
        #expect(list.chosenOptions == ["a", "c"], "rows that do not exist are left out")
        #expect(list.resultValue == "a\nc")
        #expect(list.displayValue == "a, c")
        #expect(list.text == "1,3")
        #expect(list.replaceText(with: "2"))
        #expect(list.chosenOptions == ["b"])
        #expect(!list.replaceText(with: "9") && list.chosenOptions == ["b"])
        #expect(list.textDescription == "List:\n[ ] 1. a\n[x] 2. b\n[ ] 3. c")
    }

    @Test func theLimitsKeepTheAnswerBackAndSayWhy() {
        let list = ChecklistItem(options: ["a", "b", "c"], minimum: 1, maximum: 2)
        #expect(!list.validate() && list.validationMessage == "Choose at least 1.")
        _ = list.replaceText(with: "1-3")
        #expect(!list.validate() && list.validationMessage == "Choose at most 2.")
        #expect(list.textDescription?.hasSuffix("— not accepted: Choose at most 2.") == true)
        _ = list.replaceText(with: "1,3")
        #expect(list.validate() && list.validationMessage == nil)
        let clamped = ChecklistItem(options: ["a"], minimum: 5, maximum: 0)
        #expect(clamped.minimum == 1 && clamped.maximum == 1)
    }

    @Test func rowsAreLinesAndTheFocusedOneIsWhereThePresenterScrolls() {
        let list = ChecklistItem(options: ["a", "b", "c"])
        let context = AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 20)
        list.updateLayout(in: context)
        #expect(list.alertLayout.itemSize == CGSize(width: 20, height: 3))
        #expect(
            list.focusFrame(forStop: 2, in: list.alertLayout.itemSize)
                == CGRect(x: 0, y: 2, width: 20, height: 1))
        let canvas = AlertCanvasRecorder()
        var draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
        draw.isFocused = true
        draw.focusedStop = 1
        _ = list.toggle(0)
        list.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 3), context: draw)
        #expect(canvas.texts == ["[x] ", "a", "[ ] ", "b", "[ ] ", "c"])
    }

    /// A canvas that draws marks of its own is asked for one per row, in the box of `[x] `
    /// at the row's start: check boxes, or radio buttons when the list is exclusive; the
    /// option's text follows the box.
    @Test func eachRowAsksTheCanvasForItsMarkARadioWhenExclusive() {
        let list = ChecklistItem(options: ["a", "b"], chosen: [1])
        let canvas = ToggleRecordingCanvas()
        let frame = CGRect(x: 2, y: 0, width: 20, height: 2)
        let context = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
        list.draw(in: canvas, frame: frame, context: context)
        #expect(
            canvas.calls == [
                "checkbox off 2.0,0.0 4.0x1.0", "text a at 6.0", "checkbox on 2.0,1.0 4.0x1.0",
                "text b at 6.0",
            ])
        list.isExclusive = true
        canvas.calls = []
        list.draw(in: canvas, frame: frame, context: context)
        #expect(
            canvas.calls.filter { !$0.hasPrefix("text") } == [
                "radio off 2.0,0.0 4.0x1.0", "radio on 2.0,1.0 4.0x1.0",
            ])
        // Too narrow for the whole mark: the row is its text, cut, as the terminal shows it.
        canvas.calls = []
        list.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 3, height: 2), context: context)
        #expect(canvas.calls.allSatisfy { $0.hasPrefix("text") })
    }

    /// Without its marks it is a menu (whiptail's and dialog's): the rows a block centred
    /// in the list's width, the focused one highlighted with a space either side; the
    /// focus chooses its row alone, no row is a check box, and plain mode reads one number.
    @Test func withoutItsMarksItIsAMenuOfCentredRows() {
        let list = ChecklistItem(options: ["a", "bbb"], chosen: [0])
        list.showsMarks = false
        list.isExclusive = true
        list.ticksFocusedRow = true
        #expect(list.listKind == .menu)
        #expect(list.isChecked(stop: 0) == nil)
        #expect(list.textDescription(forStop: 1) == "2. bbb")
        #expect(list.textDescription == "List:\n1. a\n2. bbb")
        let context = AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 20)
        #expect(list.naturalWidth(in: context).unbreakable == 3)
        list.focusDidChange(to: 1)
        #expect(list.chosen == [1])
        let canvas = AlertCanvasRecorder()
        var draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
        draw.isFocused = true
        draw.focusedStop = 1
        list.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 11, height: 2), context: draw)
        #expect(canvas.texts == ["a", "bbb"])
        let placed = canvas.commands.compactMap { command -> String? in
            switch command {
            case .text(let text, let origin, _, _): "\(text)@\(Int(origin.x)),\(Int(origin.y))"
            case .fill(let rect, _), .roleFill(let rect, _, _):
                "fill \(Int(rect.minX))-\(Int(rect.maxX)),\(Int(rect.minY))"
            default: nil
            }
        }
        // A block of 3 cells in 11 starts at 4; the focus bar takes a cell either side.
        #expect(placed == ["a@4,0", "fill 3-8,1", "bbb@4,1"])
        #expect(list.replaceText(with: "1"))
        #expect(list.chosen == [0])
        #expect(!list.replaceText(with: "1,2"))
    }

    /// A scrolled list of 10,000 rows draws the rows the viewport meets, not all of them,
    /// and each row reads alone: what a frame or a row's name costs does not grow with
    /// the list.
    @Test func aLongListDrawsWhatShowsAndNamesEachRowAlone() {
        let list = ChecklistItem(options: (1...10_000).map { "option\($0)" })
        _ = list.toggle(2)
        #expect(list.textDescription(forStop: 2) == "[x] 3. option3")
        #expect(list.textDescription(forStop: 9_999) == "[ ] 10000. option10000")
        #expect(list.textDescription(forStop: 10_000) == nil)
        let canvas = AlertCanvasRecorder()
        var draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
        draw.visibleRect = CGRect(x: 0, y: 5_000, width: 20, height: 3)
        list.draw(
            in: canvas, frame: CGRect(x: 0, y: -5_000, width: 20, height: 10_000), context: draw)
        #expect(
            canvas.texts == ["[ ] ", "option5001", "[ ] ", "option5002", "[ ] ", "option5003"])
        #expect(ChecklistItem.rows(meeting: nil, lineHeight: 1, count: 4) == 0..<4)
        #expect(
            ChecklistItem.rows(
                meeting: CGRect(x: 0, y: -3, width: 1, height: 2), lineHeight: 1, count: 4)
                == 0..<0)
        #expect(
            ChecklistItem.rows(
                meeting: CGRect(x: 0, y: 2.5, width: 1, height: 9), lineHeight: 1, count: 4)
                == 2..<4)
    }

    /// Options with details show them in a second column, lined up by display width (a
    /// wide tag takes two cells), and read as `tag  detail`; the answer is still the tag.
    @Test func detailsLineUpInASecondColumnByDisplayWidth() {
        let list = ChecklistItem(
            options: ["漢字", "a", "bb"], details: ["Kanji", "", "Bee"], chosen: [2])
        let measurer = WideCellMeasurer()
        list.updateLayout(
            in: AlertItemContext(
                theme: .terminal, measurer: measurer, style: .alert, contentWidth: 20))
        let canvas = AlertCanvasRecorder()
        list.draw(
            in: canvas, frame: CGRect(x: 1, y: 0, width: 20, height: 3),
            context: AlertDrawContext(theme: .terminal, measurer: measurer))
        let drawn = canvas.commands.compactMap { command -> (String, CGPoint)? in
            guard case .text(let text, let origin, _, _) = command else { return nil }
            return (text, origin)
        }
        #expect(drawn.map(\.0) == ["[ ] ", "漢字", "Kanji", "[ ] ", "a", "[x] ", "bb", "Bee"])
        // The mark is 4 cells, the widest tag 4 and the gap 2: details start at 1 + 10.
        #expect(drawn.filter { ["Kanji", "Bee"].contains($0.0) }.map(\.1.x) == [11, 11])
        #expect(drawn.filter { ["漢字", "a", "bb"].contains($0.0) }.map(\.1.x) == [5, 5, 5])
        #expect(list.textDescription == "List:\n[ ] 1. 漢字  Kanji\n[ ] 2. a\n[x] 3. bb  Bee")
        #expect(list.textDescription(forStop: 0) == "[ ] 1. 漢字  Kanji")
        #expect(list.chosenOptions == ["bb"] && list.isChoice("bb") && !list.isChoice("bb  Bee"))
    }

    /// With `visibleRows`, the list is that many rows high and its rows scroll with the
    /// focus; the focused row's frame is where it shows.
    @Test func aListOfLimitedHeightScrollsWithTheFocus() {
        let list = ChecklistItem(options: (1...10).map { "row \($0)" })
        list.visibleRows = 3
        list.updateLayout(in: cellContext)
        #expect(list.alertLayout.itemSize.height == 3)
        func drawn() -> [String] {
            let canvas = AlertCanvasRecorder()
            list.draw(
                in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 3),
                context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
            // Each row is its mark (`[ ] `) and its option.
            let texts = canvas.texts
            return stride(from: 0, to: texts.count - 1, by: 2).map { texts[$0] + texts[$0 + 1] }
        }
        #expect(drawn() == ["[ ] row 1", "[ ] row 2", "[ ] row 3"])
        list.focusDidChange(to: 4)
        #expect(drawn() == ["[ ] row 3", "[ ] row 4", "[ ] row 5"])
        #expect(list.focusFrame(forStop: 4, in: CGSize(width: 10, height: 3))?.minY == 2)
        list.focusDidChange(to: 9)
        #expect(drawn() == ["[ ] row 8", "[ ] row 9", "[ ] row 10"])
        list.focusDidChange(to: 0)
        #expect(drawn().first == "[ ] row 1")
        list.visibleRows = 50
        list.updateLayout(in: cellContext)
        #expect(list.alertLayout.itemSize.height == 10, "never more rows than options")
    }

    /// A list whose focus ticks (a menu shown as a list) starts on its chosen row, and the
    /// row the focus lands on is the one chosen.
    @Test func aListWhoseFocusTicksStartsOnItsChoiceAndFollowsTheFocus() {
        let list = ChecklistItem(options: ["a", "b", "c"], chosen: [2])
        #expect(list.preferredFocusStop == 0, "an ordinary list starts on its first row")
        list.ticksFocusedRow = true
        #expect(list.preferredFocusStop == 2)
        list.focusDidChange(to: 1)
        #expect(list.chosenOptions == ["b"])
        list.focusDidChange(to: nil)
        #expect(list.chosenOptions == ["b"], "the choice stays when the focus leaves")
    }
}

@MainActor @Test func aChecklistAsksForItsWidestRowWholeMeasuredOnce() {
    let option = "GB  United Kingdom of Great Britain and Northern Ireland"
    let list = ChecklistItem(options: ["FR  France", option, "DE  Germany"])
    let counting = CountingMeasurer()
    var context = cellContext
    context.measurer = counting
    let rows = CGFloat("[x] ".count + option.count)
    #expect(list.naturalWidth(in: context) == AlertItemWidth(unbreakable: rows))
    let first = counting.measured
    #expect(list.naturalWidth(in: context).unbreakable == rows)
    #expect(counting.measured == first + 1, "only the mark again, not the options")
    #expect(ChecklistItem(options: []).naturalWidth(in: cellContext) == .zero)
    // Why an answer was refused wraps under the list, as text.
    let picky = ChecklistItem(options: ["a"], minimum: 1)
    #expect(!picky.validate())
    #expect(picky.naturalWidth(in: cellContext).flowing == CGFloat("Choose at least 1.".count))
}

/// A canvas that draws its own check boxes and radio buttons, recording them and the text.
@MainActor
private final class ToggleRecordingCanvas: AlertCanvas {
    var calls: [String] = []

    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor) {
        calls.append("text \(text) at \(origin.x)")
    }
    func fill(_ rect: CGRect, color: AlertColor) {}
    func drawImage(_ image: AlertImage, in rect: CGRect) {}
    func drawToggle(
        _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
        palette: AlertPalette
    ) {
        calls.append(
            "\(kind) \(isOn ? "on" : "off") \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)")
    }
}

/// A desktop list's rows: at the left edge, their columns measured with the headings that
/// another item draws over them (so they line up); a click on a row focuses it and says so.
@MainActor @Test func aHeadedListLinesItsHeadingUpWithItsRowsAndAClickFocusesARow() {
    let list = ChecklistItem(options: ["apple", "fig"], details: ["red", "green"])
    list.showsMarks = false
    list.centresMenuRows = false
    var clicked: [Int] = []
    list.rowClicked = { clicked.append($0) }
    list.heading = ("Fruit", "Colour")
    let measurer = MonospaceTextMeasurer.cells
    let context = AlertItemContext(
        theme: .terminal, measurer: measurer, style: .alert, contentWidth: 30)
    list.updateLayout(in: context)
    // The heading's detail is wider than every row's: 5 for the labels, 2, 6.
    #expect(list.naturalWidth(in: context).unbreakable == 13)
    #expect(list.alertLayout.itemSize.height == 2)
    #expect(list.focusFrame(forStop: 1, in: CGSize(width: 30, height: 2))?.minY == 1)
    let canvas = AlertCanvasRecorder()
    list.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 30, height: 2),
        context: AlertDrawContext(theme: .terminal, measurer: measurer))
    let placed = canvas.commands.compactMap { command -> String? in
        switch command {
        case .text(let text, let origin, _, _): "\(text)@\(Int(origin.x)),\(Int(origin.y))"
        case .emphasizedText(let text, let origin, _, _, .strong):
            "*\(text)@\(Int(origin.x)),\(Int(origin.y))"
        default: nil
        }
    }
    // The rows alone (the headings are another item's), their details past "Colour".
    #expect(placed == ["apple@0,0", "red@7,0", "fig@0,1", "green@7,1"])
    #expect(list.textDescription == "List:\n1. apple  red\n2. fig  green")
    let draw = AlertDrawContext(theme: .terminal, measurer: measurer)
    let size = CGSize(width: 30, height: 2)
    #expect(list.handleClick(at: CGPoint(x: 2, y: 2.5), size: size, context: draw) == .ignored)
    #expect(
        list.handleClick(at: CGPoint(x: 2, y: 1.5), size: size, context: draw) == .focusStop(1))
    #expect(
        list.handleClick(at: CGPoint(x: 2, y: 0.2), size: size, context: draw) == .focusStop(0))
    #expect(clicked == [1, 0])
    // A row shown otherwise (a cell being edited) is drawn and read in its place.
    list.shownInstead[1] = ("fi|", "green")
    let edited = AlertCanvasRecorder()
    list.draw(in: edited, frame: CGRect(x: 0, y: 0, width: 30, height: 2), context: draw)
    #expect(edited.texts.suffix(4) == ["apple", "red", "fi|", "green"])
    #expect(list.textDescription(forStop: 1) == "2. fi|  green")
}

/// Sorted by a column, the rows change places with their details, their ticks and a row
/// shown instead, and a letter finds them where they are now.
@MainActor @Test func reorderedRowsKeepTheirDetailsTicksAndShownText() {
    let list = ChecklistItem(
        options: ["pear", "apple", "fig"], details: ["green", "red", "purple"], chosen: [0, 2])
    list.heading = ("Fruit", "Colour")
    list.shownInstead[1] = ("apple|", "red")
    #expect(list.row(after: -1, startingWith: "f") == 2)
    list.reorderRows([1, 2, 0])
    #expect(Array(list.options) == ["apple", "fig", "pear"])
    #expect(list.columns.map { Array($0.details) } == ["red", "purple", "green"])
    #expect(list.chosen == [1, 2])
    #expect(list.chosenOptions == ["fig", "pear"])
    #expect(list.shownInstead.keys.sorted() == [0])
    #expect(list.heading?.label == "Fruit")
    #expect(list.row(after: -1, startingWith: "f") == 1)
    list.reorderRows([0])
    #expect(Array(list.options) == ["apple", "fig", "pear"], "an order of another length")
}
