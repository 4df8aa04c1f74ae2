import AlertCommandKit
import AlertDialog
import AlertEngine
import AlertStyles
import Foundation
import Testing

@testable import AlertZenity

/// zenity's plain lists on a headless controller, their keys as GTK's tree view under
/// zenity 3.44 takes them (each case was pressed on Debian's zenity under Xvfb; the GTK
/// suite's differential tests run the same keys through both programs).
@MainActor struct ZenityListRunnerTests {
    nonisolated static let fruit = ["--list", "--column", "Fruit", "apple", "banana", "cherry"]
    nonisolated static let multiple = [
        "--list", "--multiple", "--column", "Fruit", "apple", "banana", "cherry",
    ]

    /// What `arguments` answered after `keys`: nil while the list is still up.
    func answer(_ arguments: [String], _ keys: [AlertKeyInput]) throws -> CommandOutcome? {
        try ZenityHeadlessDialog.answer(arguments, keys)
    }

    static func answered(_ text: String) -> CommandOutcome {
        .boxAnswered(status: 0, answer: text)
    }

    /// The list has no cursor at first: Enter does nothing; the first Down selects the first
    /// row of a --multiple list where it is, and goes on to the second in a single-choice
    /// list (whose first row the cursor selects).
    @Test(arguments: [
        (multiple, [AlertKeyInput.down, .enter], "apple\n"),
        (multiple, [.down, .down, .enter], "banana\n"),
        (multiple, [.up, .enter], "apple\n"),
        (multiple, [.end, .enter], "cherry\n"),
        (multiple, [.down, .tab, .tab, .enter], "apple\n"),
        (fruit, [.down, .enter], "banana\n"),
        (fruit, [.up, .enter], "apple\n"),
        (fruit, [.down, .down, .down, .down, .enter], "cherry\n"),
        (fruit, [.home, .enter], "apple\n"),
    ])
    func theArrowsPutTheCursorOnTheRowsAsZenitys(
        arguments: [String], keys: [AlertKeyInput], expected: String
    ) throws {
        #expect(try answer(arguments, keys) == Self.answered(expected))
    }

    @Test(arguments: [multiple, fruit])
    func enterWithoutACursorDoesNothingAndOKAnswersNoRow(arguments: [String]) throws {
        #expect(try answer(arguments, [.enter]) == nil)
        #expect(try answer(arguments, [.tab, .tab, .enter]) == Self.answered(""))
        #expect(try answer(arguments, [.tab, .enter]) == .boxAnswered(status: 1, answer: nil))
    }

    /// Ctrl+A selects every row of a --multiple list and Space unticks or ticks the focused
    /// one; OK answers the rows selected between separators, Enter on a row that row alone.
    /// A move selects the row it reaches alone, as GTK's plain arrows do; with nothing
    /// selected, Down selects the row it is on.
    @Test func aMultipleListAnswersTheRowsSelectedBetweenSeparators() throws {
        let all: [AlertKeyInput] = [.edit(.selectAll), .tab, .tab, .enter]
        #expect(try answer(Self.multiple, all) == Self.answered("apple|banana|cherry\n"))
        let separated = ["--separator", ":"] + Self.multiple
        let unticked: [AlertKeyInput] = [.down, .edit(.selectAll), .character(" ")]
        #expect(
            try answer(separated, unticked + [.tab, .tab, .enter])
                == Self.answered("banana:cherry\n"))
        #expect(
            try answer(separated, [.down, .edit(.selectAll), .enter]) == Self.answered("apple\n"))
        let retick: [AlertKeyInput] = [.down, .down, .character(" "), .down, .tab, .tab, .enter]
        #expect(try answer(Self.multiple, retick) == Self.answered("banana\n"))
    }

    /// Typing searches the rows' starts; Up and Down go between the matches, Esc ends the
    /// search, Enter answers the row found.
    @Test(arguments: [
        ([AlertKeyInput.character("b"), .enter], "banana\n"),
        ([.character("b"), .character("l"), .enter], "blueberry\n"),
        ([.character("B"), .down, .enter], "blueberry\n"),
        ([.character("b"), .down, .up, .enter], "banana\n"),
        ([.character("b"), .backspace, .character("c"), .enter], "cherry\n"),
        ([.character("b"), .escape, .enter], "banana\n"),
        // Nothing found: the search put the cursor on the first row, selected.
        ([.character("x"), .enter], "apple\n"),
    ])
    func typingFindsARowAsGTKsSearchDoes(keys: [AlertKeyInput], expected: String) throws {
        let arguments = Self.fruit + ["blueberry"]
        #expect(try answer(arguments, keys) == Self.answered(expected))
    }

    @Test func aSearchThatFindsNothingLeavesAMultipleListWithoutAnAnswer() throws {
        #expect(try answer(Self.multiple, [.character("x"), .enter]) == nil)
        let escaped: [AlertKeyInput] = [.character("x"), .escape, .tab, .tab, .enter]
        #expect(try answer(Self.multiple, escaped) == Self.answered(""))
        #expect(
            try answer(Self.fruit, [.character("b"), .tab, .tab, .enter])
                == .boxAnswered(status: 1, answer: nil))
    }

    /// The columns' headings are a line above the rows that the arrows never reach (Up on
    /// the first row stays there), drawn in the rows' columns; `--hide-header` leaves them
    /// out.
    @Test func theHeadingsAreShownAboveTheRowsUnlessHidden() throws {
        func headings(_ arguments: [String]) throws -> [String] {
            let view = try ZenityHeadlessDialog(arguments).view
            return view.items.compactMap { ($0 as? ZenityListHeadingItem)?.textDescription }
        }
        let pairs = ["--list", "--column", "Fruit", "--column", "Colour", "apple", "red"]
        #expect(try headings(pairs) == ["Fruit  Colour"])
        // Drawn once, over the rows, in their columns: "Colour" over "red".
        let view = try ZenityHeadlessDialog(pairs).view
        let layout = try #require(view.layoutResult)
        let canvas = AlertCanvasRecorder()
        for (index, item) in view.items.enumerated() {
            guard item is ZenityListHeadingItem || item is ChecklistItem,
                let drawn = item as? any AlertStyledItem
            else { continue }
            drawn.draw(
                in: canvas, frame: layout.itemFrames[index],
                context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        }
        let placed = canvas.commands.compactMap { command -> (String, CGPoint)? in
            switch command {
            case .text(let text, let origin, _, _), .emphasizedText(let text, let origin, _, _, _):
                (text, origin)
            default: nil
            }
        }
        #expect(placed.map(\.0) == ["Fruit", "Colour", "apple", "red"])
        #expect(placed[1].1.x == placed[3].1.x && placed[1].1.y < placed[3].1.y)
        #expect(try headings(["--hide-header"] + pairs) == [])
        #expect(try answer(pairs, [.up, .up, .enter]) == Self.answered("apple\n"))
    }

    /// A click on a row puts the cursor there and selects it alone, as zenity's does (its
    /// double click answers): Enter then answers it, Down goes on to the next row; a
    /// --multiple list answers the row clicked alone. (Clicked on Debian's zenity under
    /// Xvfb with xdotool: `banana`, then Down and Return `cherry`.)
    @Test(arguments: [
        (fruit, [AlertKeyInput.enter], "banana\n"), (fruit, [.down, .enter], "cherry\n"),
        (multiple, [.tab, .tab, .enter], "banana\n"),
    ])
    func aClickOnARowSelectsIt(arguments: [String], keys: [AlertKeyInput], expected: String)
        throws
    {
        let dialog = try ZenityHeadlessDialog(arguments)
        let view = dialog.view
        let index = try #require(view.items.firstIndex { $0 is ChecklistItem })
        let list = try #require(view.items[index] as? ChecklistItem)
        let size = try #require(view.layoutResult).itemFrames[index].size
        let row = try #require(list.focusFrame(forStop: 1, in: size))
        #expect(view.interaction.click(itemAt: index, at: CGPoint(x: 1, y: row.midY), size: size))
        #expect(dialog.outcomes.isEmpty, "a click answers nothing")
        #expect(dialog.answer(after: keys) == Self.answered(expected))
    }
}
