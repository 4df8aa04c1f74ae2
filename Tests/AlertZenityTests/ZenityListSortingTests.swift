import AlertCommandKit
import AlertDialog
import AlertEngine
import Testing

@testable import AlertZenity

/// A plain list's headings, as GTK's tree view under zenity 3.44 has them: a stop of
/// Shift+Tab from the rows, Left and Right between the headings, Enter or Space sorting by
/// one (ascending, then the other way), the selection and the cursor going with their rows
/// (each case was pressed on Debian's zenity under Xvfb; the GTK suite's differential tests
/// press the same keys on both programs).
@MainActor struct ZenityListSortingTests {
    nonisolated static let fruit = [
        "--list", "--column", "Fruit", "--column", "N", "cherry", "1", "apple", "3", "banana", "2",
    ]

    /// What `arguments` answered after `keys`: nil while the list is still up.
    func answer(_ arguments: [String], _ keys: [AlertKeyInput]) throws -> CommandOutcome? {
        try ZenityHeadlessDialog.answer(arguments, keys)
    }

    @Test(arguments: [
        ([AlertKeyInput.backTab, .enter, .tab, .down, .enter], "apple\n"),
        ([.backTab, .character(" "), .tab, .down, .enter], "apple\n"),
        ([.backTab, .enter, .enter, .tab, .down, .enter], "cherry\n"),
        ([.backTab, .tab, .down, .enter], "cherry\n"),
        ([.backTab, .right, .enter, .tab, .down, .enter], "cherry\n"),
        ([.backTab, .right, .enter, .enter, .tab, .down, .enter], "apple\n"),
        ([.backTab, .left, .enter, .tab, .down, .enter], "apple\n"),
        ([.backTab, .enter, .tab, .down, .down, .enter], "banana\n"),
        ([.down, .backTab, .enter, .tab, .enter], "apple\n"),
        ([.down, .backTab, .enter, .tab, .down, .enter], "banana\n"),
        ([.down, .down, .backTab, .enter, .enter, .tab, .enter], "banana\n"),
        ([.backTab, .backTab, .enter], ""),
    ])
    func aHeadingSortsTheRows(keys: [AlertKeyInput], expected: String) throws {
        #expect(try answer(Self.fruit, keys) == .boxAnswered(status: 0, answer: expected))
    }

    @Test func aMultipleListKeepsItsSelectionInTheNewOrder() throws {
        let multiple = ["--multiple"] + Self.fruit
        let all: [AlertKeyInput] = [.edit(.selectAll), .backTab, .enter, .tab, .tab, .tab, .enter]
        #expect(
            try answer(multiple, all) == .boxAnswered(status: 0, answer: "apple|banana|cherry\n"))
        let first: [AlertKeyInput] = [.backTab, .enter, .tab, .down, .enter]
        #expect(try answer(multiple, first) == .boxAnswered(status: 0, answer: "apple\n"))
    }

    /// Rows of one key keep their order either way; the order is the characters' (C's).
    @Test func theSortIsStableAndByCharacter() throws {
        let list = [
            "--list", "--print-column", "ALL", "--column", "K", "--column", "V", "b", "1", "a",
            "2", "b", "3", "B", "4",
        ]
        #expect(
            try answer(list, [.backTab, .enter, .tab, .down, .enter])
                == .boxAnswered(status: 0, answer: "B|4\n"))
        #expect(
            try answer(list, [.backTab, .enter, .enter, .tab, .down, .enter])
                == .boxAnswered(status: 0, answer: "b|1\n"))
        #expect(
            try answer(list, [.backTab, .enter, .enter, .tab, .down, .down, .enter])
                == .boxAnswered(status: 0, answer: "b|3\n"))
    }
}
