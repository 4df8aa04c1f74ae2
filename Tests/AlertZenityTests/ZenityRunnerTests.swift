import AlertCommandKit
import AlertDialog
import AlertEngine
import Foundation
import Testing

@testable import AlertZenity

/// zenity's question and message dialogs on a headless controller: the kind's icon first,
/// and buttons pressed as a desktop presses them (Enter, Esc, Alt and a letter), never by a
/// bare letter.
@MainActor struct ZenityRunnerTests {
    /// The alert `arguments` show on a controller of its own, and what it answered after
    /// `act`.
    func run(_ arguments: [String], _ act: (AlertView) -> Void) throws -> (
        view: AlertView?, outcomes: [CommandOutcome]
    ) {
        let today = CalendarDay(year: 2026, month: 11, day: 27)!
        guard case .show(let question) = try ZenityCommandLine.parse(arguments, today: today)
        else { throw DialogUsageError("no dialog") }
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        var outcomes: [CommandOutcome] = []
        ZenityRunner.show(question, on: controller, id: nil) { outcomes.append($0) }
        let view = controller.currentAlert as? AlertView
        if let view { act(view) }
        return (view, outcomes)
    }

    @Test(arguments: [
        (["--question", "--text", "Go?"], "?"), (["--info", "--text", "Done"], "ℹ"),
        (["--warning", "--text", "Low"], "⚠"), (["--error", "--text", "Failed"], "✖"),
    ])
    func eachKindShowsItsIconFirst(arguments: [String], symbol: String) throws {
        let shown = try run(arguments) { _ in }
        let icon = try #require(shown.view?.items.first as? ImageItem)
        #expect(icon.image.symbol == symbol)
    }

    @Test func aBareLetterPressesNoButtonAndEnterAnswers() throws {
        let shown = try run(["--question", "--text", "Go?"]) { view in
            view.handle(.character("n"))
            view.handle(.character("y"))
        }
        #expect(shown.outcomes.isEmpty)
        let answered = try run(["--question", "--text", "Go?"]) { $0.handle(.enter) }
        #expect(answered.outcomes == [.boxAnswered(status: 0, answer: nil)])
    }

    /// `--text-info --checkbox`: OK is out of reach until the box is ticked; then Enter
    /// presses OK wherever the focus is (zenity's default button), even on Cancel.
    @Test(arguments: [
        ([AlertKeyInput.tab, .tab, .enter], 1),
        ([.tab, .character(" "), .tab, .enter], 0),
        ([.tab, .character(" "), .tab, .character(" ")], 1),
        ([.tab, .character(" "), .tab, .tab, .character(" ")], 0),
        ([.tab, .character(" "), .backTab, .enter], 0),
    ])
    func aTextToAcceptTakesOKOnlyOnceTicked(keys: [AlertKeyInput], status: Int) throws {
        let arguments = ["--text-info", "--checkbox", "I accept"]
        let answered = try run(arguments) { view in
            for key in keys { view.handle(key) }
        }
        #expect(answered.outcomes == [.boxAnswered(status: Int32(status), answer: nil)], "\(keys)")
        let waiting = try run(arguments) { view in
            view.handle(.enter)
            view.handle(.tab)
            view.handle(.enter)
        }
        #expect(waiting.outcomes.isEmpty, "unticked: Enter presses nothing off the buttons")
    }

    /// `--text-info --editable`: typing goes to the end of the text, Tab types a tab,
    /// Ctrl+Tab leaves the text and Enter then presses OK, which answers the text as it is.
    @Test func anEditableTextAnswersItsTextAsEdited() throws {
        let edited = try run(["--text-info", "--editable"]) { view in
            for key: AlertKeyInput in [
                .character("A"), .tab, .character("B"), .enter, .control("\t"), .enter,
            ] {
                view.handle(key)
            }
        }
        #expect(edited.outcomes == [.boxAnswered(status: 0, answer: "A\tB\n")])
        let cancelled = try run(["--text-info", "--editable"]) { view in
            view.handle(.character("x"))
            view.handle(.escape)
        }
        #expect(cancelled.outcomes == [.boxAnswered(status: 1, answer: nil)])
    }

    /// `--default-cancel` puts the focus on No, so Enter answers No (exit 1), as zenity's
    /// does: never the destructive answer the script asked not to default to.
    @Test func defaultCancelMakesEnterAnswerNo() throws {
        let arguments = ["--question", "--default-cancel", "--text", "Delete?"]
        let answered = try run(arguments) { $0.handle(.enter) }
        #expect(answered.outcomes == [.boxAnswered(status: 1, answer: nil)])
    }

    /// A label's underscore marks its mnemonic, as GTK's do: `_Delete` is titled Delete and
    /// pressed with Alt+D.
    @Test func anUnderscoreInALabelMarksItsMnemonic() throws {
        let arguments = ["--question", "--ok-label", "_Delete", "--cancel-label", "Keep"]
        let pressed = try run(arguments) { view in
            let titles = view.items.compactMap { ($0 as? ButtonItem)?.title }
            #expect(titles.contains("Delete") && !titles.contains("_Delete"), "\(titles)")
            view.handle(.mnemonic("d"))
        }
        #expect(pressed.outcomes == [.boxAnswered(status: 0, answer: nil)])
    }

    /// The preset text of an entry starts selected: what is typed replaces it.
    @Test func anEntrysPresetTextIsReplacedByWhatIsTyped() throws {
        let arguments = ["--entry", "--entry-text", "Ada"]
        let typed = try run(arguments) { view in
            view.handle(.text("xy"))
            view.handle(.enter)
        }
        #expect(typed.outcomes == [.boxAnswered(status: 0, answer: "xy\n")])
        let kept = try run(arguments) { $0.handle(.enter) }
        #expect(kept.outcomes == [.boxAnswered(status: 0, answer: "Ada\n")])
        let moved = try run(arguments) { view in
            view.handle(.end)
            view.handle(.text("!"))
            view.handle(.enter)
        }
        #expect(moved.outcomes == [.boxAnswered(status: 0, answer: "Ada!\n")], "End keeps it")
    }

    /// A click beside the buttons (the window's empty space) answers nothing: only a button
    /// answers a desktop dialog.
    @Test(arguments: [
        ["--question", "--text", "Go?"], ["--info", "--text", "Done"],
        ["--entry", "--text", "Name"], ["--list", "--column", "A", "a"],
    ])
    func aClickBesideTheButtonsAnswersNothing(arguments: [String]) throws {
        let today = CalendarDay(year: 2026, month: 11, day: 27)!
        guard case .show(let question) = try ZenityCommandLine.parse(arguments, today: today)
        else { throw DialogUsageError("no dialog") }
        let window = HeadlessAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var outcomes: [CommandOutcome] = []
        ZenityRunner.show(question, on: controller, id: nil) { outcomes.append($0) }
        #expect(controller.isVisible)
        window.tapBackground()
        #expect(outcomes.isEmpty && controller.isVisible, "\(arguments)")
    }

    @Test func withoutADesktopAFileSelectionIsAPathFieldAnsweredInZenitysFormat() throws {
        let arguments = ["--file-selection", "--filename", "/data/a.txt"]
        let answered = try run(arguments) { $0.handle(.enter) }
        #expect(answered.view?.items.contains { $0 is TextFieldItem } == true)
        #expect(answered.outcomes == [.boxAnswered(status: 0, answer: "/data/a.txt\n")])
        let cancelled = try run(arguments) { $0.handle(.escape) }
        #expect(cancelled.outcomes == [.boxAnswered(status: 1, answer: nil)])
    }

    @Test func aMultipleSelectionsPathsAreSplitAtTheSeparator() throws {
        let arguments = [
            "--file-selection", "--multiple", "--separator", ";", "--filename", "/a;/b;",
        ]
        let answered = try run(arguments) { $0.handle(.enter) }
        #expect(answered.outcomes == [.boxAnswered(status: 0, answer: "/a;/b\n")])
    }

    /// The calendar's focus starts on OK: Right stays there, Left goes to Cancel, Up to the
    /// calendar, where Enter does nothing; Tab goes OK, calendar, Cancel, OK.
    @Test(arguments: [
        (
            [AlertKeyInput.right, .enter],
            CommandOutcome.boxAnswered(status: 0, answer: "03/15/24\n")
        ),
        ([.enter], .boxAnswered(status: 0, answer: "03/15/24\n")),
        ([.down, .enter], .boxAnswered(status: 0, answer: "03/15/24\n")),
        ([.left, .enter], .boxAnswered(status: 1, answer: nil)),
        ([.left, .left, .enter], .boxAnswered(status: 1, answer: nil)),
        ([.left, .right, .enter], .boxAnswered(status: 0, answer: "03/15/24\n")),
        ([.tab, .tab, .enter], .boxAnswered(status: 1, answer: nil)),
        ([.backTab, .enter], .boxAnswered(status: 1, answer: nil)),
        ([.tab, .tab, .tab, .enter], .boxAnswered(status: 0, answer: "03/15/24\n")),
    ])
    func theCalendarsFocusStartsOnOKAndMovesAsZenitys(
        keys: [AlertKeyInput], expected: CommandOutcome
    ) throws {
        let arguments = ["--calendar", "--day", "15", "--month", "3", "--year", "2024"]
        let shown = try run(arguments) { view in
            for key in keys { view.handle(key) }
        }
        #expect(shown.outcomes == [expected])
    }

    @Test func enterOnTheCalendarItselfDoesNothing() throws {
        let arguments = ["--calendar", "--day", "15", "--month", "3", "--year", "2024"]
        let shown = try run(arguments) { view in
            view.handle(.up)
            view.handle(.enter)
        }
        #expect(shown.outcomes.isEmpty)
    }

    /// `--password --username`: Enter in the name field does nothing; in the password field
    /// it answers both, between a bar.
    @Test func aLoginAnswersTheNameAndThePasswordBetweenABar() throws {
        let answered = try run(["--password", "--username"]) { view in
            view.handle(.text("bob"))
            view.handle(.enter)
            view.handle(.tab)
            view.handle(.text("pw1"))
            view.handle(.enter)
        }
        #expect(answered.outcomes == [.boxAnswered(status: 0, answer: "bob|pw1\n")])
        let cancelled = try run(["--password", "--username"]) { view in
            view.handle(.text("bob"))
            view.handle(.escape)
        }
        #expect(cancelled.outcomes == [.boxAnswered(status: 1, answer: nil)])
    }
}
