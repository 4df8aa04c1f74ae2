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
        interaction.presenterNeedsDisplay = { redraws += 1 }
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
