import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

extension AlertInteractionTests {
    /// A marked letter wins; an unmarked button has its first letter where no other
    /// button has that letter; a disabled button has none.
    @Test func mnemonicsAreTheMarkedLetterElseAUniqueFirstLetter() {
        let save = ButtonItem(markedTitle: "Save _As", actionIndex: 1)
        let send = ButtonItem(title: "Send", actionIndex: 2)
        let skip = ButtonItem(title: "Skip", actionIndex: 3)
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        let off = ButtonItem(title: "Off", actionIndex: 4, isEnabled: false)
        let numbered = ButtonItem(title: "  2 more", actionIndex: 5)
        let alert = ButtonsAlert(.alert, [save, send, skip, cancel, off, numbered])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.mnemonic(ofItemAt: 0) == "a")
        #expect(interaction.mnemonic(ofItemAt: 1) == nil, "Send and Skip share s")
        #expect(interaction.mnemonic(ofItemAt: 2) == nil)
        #expect(interaction.mnemonic(ofItemAt: 3) == "c")
        #expect(interaction.mnemonic(ofItemAt: 4) == nil, "a disabled button has none")
        #expect(interaction.mnemonic(ofItemAt: 5) == "2")
    }

    /// First letters are compared lowercased, ASCII or not: buttons whose titles start
    /// with the same letter in either case have none, a letter of their own is theirs.
    @Test func firstLettersCompareLowercasedAsciiOrNot() {
        let titles = ["Apple", "apricot", "Élan", "élite", "Über", "Zoom", "9 lives"]
        let buttons = titles.enumerated().map { ButtonItem(title: $1, actionIndex: $0 + 1) }
        let alert = ButtonsAlert(.alert, buttons)
        let interaction = AlertInteraction(alert: alert)
        let letters = titles.indices.map { interaction.mnemonic(ofItemAt: $0) }
        #expect(letters == [nil, nil, nil, nil, "ü", "z", "9"])
    }

    /// Folding lowercases an ASCII capital and leaves other ASCII alone, lowercases other
    /// letters as `lowercased()` does, and never takes "\r\n" for "\n".
    @Test func foldingLowercasesAsStringsDo() {
        for letter: Character in ["A", "z", "Q", "5", "_", "É", "Ü", "ß", "Σ", "\r\n"] {
            #expect(
                AlertInteraction.folded(letter) == String(letter).lowercased().first,
                "\(letter)")
        }
        var counts = AlertInteraction.LetterCounts()
        for letter: Character in ["a", "a", "é", "\r\n"] { counts.add(letter) }
        #expect(counts.count(of: "a") == 2)
        #expect(counts.count(of: "é") == 1)
        #expect(counts.count(of: "\n") == 0, "\r\n is not \n")
        #expect(counts.count(of: "\r\n") == 1)
    }

    /// Alt+letter presses the button whose mnemonic it is, whatever has the focus, and
    /// ignoring case; a letter no button has does nothing.
    @Test func altAndALetterPressTheButtonWhoseMnemonicItIs() {
        let events = RecordingEventHandler()
        let no = ButtonItem(markedTitle: "_No", role: .cancel, actionIndex: 0)
        let yes = ButtonItem(markedTitle: "_Yes", actionIndex: 1)
        let alert = ButtonsAlert(.alert, [no, yes])
        let interaction = AlertInteraction(alert: alert)
        interaction.presenterEventHandler = events
        #expect(interaction.focusItem(at: 1))
        #expect(interaction.handle(.mnemonic("N")))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0))
        #expect(interaction.handle(.mnemonic("y")))
        #expect(!interaction.handle(.mnemonic("q")))
        #expect(events.events == [.action(index: 0), .action(index: 1)])
    }

    /// In a focused text field Alt+B, Alt+F and Alt+D are its word edits (readline's), so a
    /// Back button is not pressed from there; other letters press their buttons, and away
    /// from the field Alt+B presses Back.
    @Test func altBFAndDEditAFocusedFieldAndPressButtonsElsewhere() throws {
        let events = RecordingEventHandler()
        let field = try TextFieldItem(text: "one two")
        let back = ButtonItem(markedTitle: "_Back", role: .cancel, actionIndex: 0)
        let done = ButtonItem(markedTitle: "_Done", actionIndex: 1)
        let next = ButtonItem(markedTitle: "_Next", actionIndex: 2)
        let alert = ButtonsAlert(.alert, [field, back, done, next])
        let interaction = AlertInteraction(alert: alert)
        interaction.presenterEventHandler = events
        #expect(interaction.focusItem(at: 0))
        _ = interaction.handle(.end)
        #expect(interaction.handle(.mnemonic("b")))
        #expect(field.cursor == 4, "Alt+B went back a word")
        #expect(interaction.handle(.mnemonic("d")))
        #expect(field.text == "one ", "Alt+D deleted the word after the cursor")
        #expect(events.events.isEmpty, "neither Back nor Done was pressed")
        #expect(interaction.handle(.mnemonic("n")))
        #expect(events.events == [.action(index: 2)])
        #expect(interaction.focusItem(at: 3))
        #expect(interaction.handle(.mnemonic("b")))
        #expect(events.events == [.action(index: 2), .action(index: 0)])
    }

    /// Space presses the focused button; a text field types it and a checklist toggles
    /// with it, pressing nothing; an alert may leave Space to some of its actions.
    @Test func spacePressesTheFocusedButtonButTypesAndTogglesElsewhere() throws {
        let events = RecordingEventHandler()
        let field = try TextFieldItem(text: "a")
        let list = ChecklistItem(options: ["x", "y"])
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        let ok = ButtonItem(title: "OK", actionIndex: 1)
        let alert = ButtonsAlert(.alert, [field, list, cancel, ok])
        let interaction = AlertInteraction(alert: alert)
        interaction.presenterEventHandler = events
        #expect(interaction.focusItem(at: 0))
        _ = interaction.handle(.end)
        #expect(interaction.handle(.character(" ")))
        #expect(field.text == "a ")
        #expect(interaction.focusItem(at: 1))
        #expect(interaction.handle(.character(" ")))
        #expect(list.chosen == [0])
        #expect(events.events.isEmpty)
        #expect(interaction.focusItem(at: 2))
        #expect(interaction.handle(.character(" ")))
        #expect(events.events == [.action(index: 0)])
        struct SpaceSparesOK: AlertKeyPolicy {
            func spacePresses(_ action: any AlertActionItem) -> Bool { action.actionIndex != 1 }
        }
        interaction.keyPolicy = SpaceSparesOK()
        #expect(interaction.focusItem(at: 3))
        #expect(!interaction.handle(.character(" ")), "this alert leaves Space on OK alone")
        #expect(events.events == [.action(index: 0)])
    }
}
