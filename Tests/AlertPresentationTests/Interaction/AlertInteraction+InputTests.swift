import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

extension AlertInteractionTests {
    @Test func itemsMoveTheFocusAcrossTheirStopsAndOnToTheirNeighbours() {
        let (alert, interaction, _) = make()
        var redraws = 0
        let listening = interaction.addDisplayListener { redraws += 1 }
        defer { listening.cancel() }
        for _ in 0..<5 { #expect(interaction.handle(.right)) }
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2))
        #expect(alert.stars.focusedStar == nil, "the item heard that the focus left it")
        #expect(!interaction.handle(.left), "left on a button looks for another button")
        #expect(interaction.handle(.backTab))
        #expect(alert.stars.focusedStar == 4)
        #expect(interaction.handle(.up))
        #expect(alert.stars.rating == 5)
        #expect(redraws == 7)
        #expect(!interaction.handle(.home), "an ignored key is not consumed")
        #expect(redraws == 7)
    }

    @Test func aLetterOnAnActionJumpsToTheNextActionStartingWithIt() {
        let titles = ["Alpha", "  beta", "Gamma", "Bravo", "Cancel"]
        let buttons = titles.enumerated().map { ButtonItem(title: $1, actionIndex: $0) }
        let alert = ButtonsAlert(.alert, buttons)
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.focusItem(at: 0))
        #expect(interaction.handle(.character("B")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1), "case and spaces aside")
        #expect(interaction.handle(.character("b")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 3))
        #expect(interaction.handle(.character("b")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1), "it wraps around")
        #expect(!interaction.handle(.character("z")), "no title starts with z")
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1))
    }

    /// Submit (Ctrl+D, Alt+Enter) is Enter where no item takes it: on a button it
    /// activates it, in a one-line field the default action.
    @Test func submitDoesWhatEnterDoesWhereNoItemTakesIt() throws {
        let events = RecordingEventHandler()
        let field = try TextFieldItem()
        let no = ButtonItem(title: "No", role: .cancel, actionIndex: 0)
        let alert = ButtonsAlert(.alert, [field, no, ButtonItem(title: "Yes", actionIndex: 1)])
        let interaction = AlertInteraction(alert: alert)
        interaction.presenterEventHandler = events
        #expect(interaction.focusItem(at: 0))
        #expect(interaction.handle(.submit))
        #expect(interaction.focusItem(at: 1))
        #expect(interaction.handle(.submit))
        #expect(events.events == [.action(index: 1), .action(index: 0)])
    }

    /// The focused field's selection is what a presenter copies; a password's never is,
    /// though it selects (typing replaces the selection there too); a button has none.
    @Test(arguments: [false, true])
    func selectedTextIsTheFocusedFieldsSelectionButNeverAPasswords(secure: Bool) throws {
        let field = try TextFieldItem(text: "hello world", isSecure: secure)
        let alert = ButtonsAlert(.alert, [field, ButtonItem(title: "OK", actionIndex: 0)])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.focusItem(at: 0))
        #expect(interaction.selectedText == nil)
        #expect(interaction.handle(.edit(.selectWordLeft)))
        #expect(interaction.selectedText == (secure ? nil : "world"))
        #expect(interaction.handle(.edit(.selectAll)))
        #expect(interaction.selectedText == (secure ? nil : "hello world"))
        #expect(interaction.handle(.character("x")))
        #expect(field.text == "x")
        #expect(interaction.handle(.edit(.selectLeft)))
        #expect(interaction.focusItem(at: 1))
        #expect(interaction.selectedText == nil, "a button has no selection")
    }

    /// Shift with an arrow selects in a field, even where there is nothing more to select;
    /// on a button it moves as the arrow alone does.
    @Test func aSelectingKeyOnAButtonMovesAsTheKeyAlone() throws {
        let field = try TextFieldItem(text: "ab")
        let alert = ButtonsAlert(
            .alert,
            [
                field, ButtonItem(title: "No", role: .cancel, actionIndex: 0),
                ButtonItem(title: "Yes", actionIndex: 1),
            ])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.focusItem(at: 0))
        #expect(interaction.handle(.edit(.selectToLineStart)))
        #expect(interaction.handle(.edit(.selectLeft)), "at the start: still the field's")
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0))
        #expect(interaction.selectedText == "ab")
        #expect(interaction.focusItem(at: 1))
        #expect(interaction.handle(.edit(.selectRight)))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2))
        #expect(interaction.handle(.edit(.selectToLineStart)))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1))
        #expect(!interaction.handle(.edit(.selectAll)), "no move to make")
    }

    @Test func typedTextGoesToATextInputItem() {
        let (alert, interaction, _) = make()
        #expect(interaction.handle(.character("3")))
        #expect(alert.stars.rating == 3)
        #expect(!interaction.handle(.character("9")))
        #expect(interaction.resultValues == ["stars": "3"])
    }

    @Test func aClickGoesToAClickableItemAndFocusesTheStopItNames() {
        let (alert, interaction, _) = make()
        #expect(
            interaction.click(
                itemAt: 1, at: CGPoint(x: 6.5, y: 0.5), size: CGSize(width: 10, height: 1)))
        #expect(alert.stars.rating == 4)
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1, stop: 3))
    }
}

extension AlertInteractionTests {
    /// A menu of `count` buttons (`Option 1` …) above Cancel, laid out in terminal cells in a
    /// screen of `rows` rows, so that it scrolls.
    func menu(_ count: Int, rows: Int = 20) throws -> (AlertInteraction, ButtonsAlert) {
        var buttons = (1...count).map { ButtonItem(title: "Option \($0)", actionIndex: $0) }
        buttons.append(ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0))
        let alert = ButtonsAlert(.alert, buttons)
        let interaction = AlertInteraction(alert: alert)
        interaction.environment = cellEnvironment
        try interaction.layout(in: AlertContainer(size: CGSize(width: 60, height: rows)))
        #expect(interaction.focusItem(at: 0))
        return (interaction, alert)
    }

    @Test func jAndKMoveBetweenActionsAndCapitalsStillJump() {
        let titles = ["Jam", "Kiwi", "Jelly", "Cancel"]
        let buttons = titles.enumerated().map { ButtonItem(title: $1, actionIndex: $0) }
        let alert = ButtonsAlert(.alert, buttons)
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.focusItem(at: 0))
        #expect(interaction.handle(.character("j")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1), "j moves down")
        #expect(interaction.handle(.character("k")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0), "k moves up")
        #expect(!interaction.handle(.character("k")), "no wrapping, as with the arrows")
        #expect(interaction.handle(.character("J")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2), "J jumps to Jelly")
        #expect(interaction.handle(.character("K")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1), "K wraps to Kiwi")
        // As whiptail's menus take them: j and k jump as any letter does.
        struct JAndKAreLetters: AlertKeyPolicy { var movesWithJAndK: Bool { false } }
        interaction.keyPolicy = JAndKAreLetters()
        #expect(interaction.handle(.character("j")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2), "j jumps to Jelly")
        #expect(interaction.handle(.character("k")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1), "k jumps to Kiwi")
        withExtendedLifetime(alert) {}
    }

    @Test func pageDownAndUpMoveTheFocusAPageThroughAMenu() throws {
        let (interaction, alert) = try menu(100)
        defer { withExtendedLifetime(alert) {} }
        let layout = try #require(interaction.layoutResult)
        #expect(layout.isScrollable)
        let page = layout.scrollFrame.height
        let rowHeight = layout.itemFrames[1].minY - layout.itemFrames[0].minY
        let perPage = Int((page / rowHeight).rounded(.down)) - 1
        #expect(perPage > 1)
        #expect(interaction.handle(.pageDown))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: perPage))
        #expect(interaction.handle(.pageDown))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2 * perPage))
        #expect(interaction.handle(.pageUp))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: perPage))
        #expect(interaction.handle(.pageUp))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0))
        #expect(!interaction.handle(.pageUp), "nothing above: the presenter may scroll")
    }

    @Test func pageDownStopsAtTheLastOptionAndHomeAndEndGoToTheEnds() throws {
        let (interaction, alert) = try menu(30)
        defer { withExtendedLifetime(alert) {} }
        #expect(interaction.handle(.end))
        let last = alert.items.count - 1
        #expect(interaction.focusedTarget == AlertFocusTarget(item: last))
        #expect(interaction.handle(.home))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0))
        var presses = 0
        while interaction.handle(.pageDown) { presses += 1 }
        #expect(presses > 1 && presses < 10, "\(presses) pages to the end")
        let layout = try #require(interaction.layoutResult)
        let end = layout.isPinned(itemAt: last) ? last - 1 : last
        #expect(interaction.focusedTarget == AlertFocusTarget(item: end))
    }

    /// The standard key policy moves with j and k (as Down and Up) through a list's rows and
    /// between actions, capitals jump; a policy where they are letters (whiptail's, dialog's)
    /// jumps with them instead, and Space, letters and Tab follow the policy too.
    @Test func jAndKMoveOrJumpAsTheKeyPolicySays() throws {
        struct Letters: AlertKeyPolicy {
            var movesWithJAndK: Bool { false }
            var lettersJump: Bool { false }
            func spacePresses(_ action: any AlertActionItem) -> Bool { false }
            func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool {
                letter == "y" && action.title == "Yes"
            }
            func tabTarget(from: AlertFocusTarget, step: Int) -> AlertFocusTarget? {
                AlertFocusTarget(item: 0, stop: 1)
            }
        }
        let list = ChecklistItem(options: ["Kiwi", "Jam", "Kale"])
        let alert = ButtonsAlert(
            .alert,
            [
                list, ButtonItem(title: "No", role: .cancel, actionIndex: 0),
                ButtonItem(title: "Yes", actionIndex: 1),
            ])
        let interaction = AlertInteraction(alert: alert)
        interaction.environment = cellEnvironment
        defer { withExtendedLifetime(alert) {} }
        try interaction.layout(in: AlertContainer(size: CGSize(width: 60, height: 20)))
        #expect(interaction.handle(.character("j")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 1), "j is Down")
        #expect(interaction.handle(.character("k")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 0), "k is Up")
        #expect(interaction.handle(.character("K")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 2), "K jumps")
        interaction.keyPolicy = Letters()
        #expect(interaction.handle(.character("j")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 1), "j jumps")
        #expect(interaction.handle(.character("k")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 2), "k jumps")
        #expect(interaction.handle(.tab))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 1), "Tab as said")
        let events = RecordingEventHandler()
        interaction.presenterEventHandler = events
        #expect(interaction.focus(AlertFocusTarget(item: 2, stop: 0)))
        #expect(!interaction.handle(.character(" ")), "Space presses nothing here")
        #expect(!interaction.handle(.character("n")), "n presses nothing")
        #expect(interaction.handle(.character("y")), "y presses Yes")
        #expect(events.events == [.action(index: 1)])
    }

    /// A list too long for its alert gives up rows (see `AlertYieldingItem`): the alert then
    /// fits, and the list pages by the rows it shows.
    @Test func aChecklistTakesLettersAsKeysAndPagesByTheRowsItShows() throws {
        let list = ChecklistItem(
            options: (0..<60).map { "\(["Apple", "Berry", "Cherry"][$0 % 3]) \($0)" })
        let alert = ButtonsAlert(
            .alert, [list, ButtonItem(title: "OK", actionIndex: 1)])
        let interaction = AlertInteraction(alert: alert)
        interaction.environment = cellEnvironment
        defer { withExtendedLifetime(alert) {} }
        try interaction.layout(in: AlertContainer(size: CGSize(width: 60, height: 20)))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 0))
        #expect(interaction.handle(.character("c")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 2))
        #expect(interaction.handle(.character("c")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 5))
        #expect(interaction.handle(.character("j")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 6))
        #expect(interaction.handle(.character("k")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 5))
        #expect(interaction.handle(.character(" ")) && list.chosen == [5], "Space still ticks")
        let layout = try #require(interaction.layoutResult)
        #expect(!layout.isScrollable, "the list gave up rows: the alert fits")
        let page = Int(layout.itemFrames[0].height) - 1
        #expect(page > 3)
        #expect(interaction.handle(.pageDown))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 5 + page))
        #expect(interaction.handle(.end))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 59))
        #expect(!interaction.handle(.pageDown), "the last row: nothing further in the list")
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 59))
        #expect(interaction.handle(.pageUp))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0, stop: 59 - page))
    }
}
