import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

extension AlertInteractionTests {
    /// The key hints of an alert of `items` in `style`, laid out in terminal cells.
    func hints(
        _ items: [any AlertItem], style: AlertStyle = .alert, shown: Bool = true
    ) throws -> [String] {
        let alert = ButtonsAlert(style, items)
        defer { withExtendedLifetime(alert) {} }
        let interaction = AlertInteraction(alert: alert)
        interaction.environment = cellEnvironment
        interaction.showsKeyHints = shown
        try interaction.layout(in: AlertContainer(size: CGSize(width: 80, height: 30)))
        return interaction.keyHints
    }

    @Test func aFormSaysTabGoesOnWhateverListsItHolds() throws {
        let ok = ButtonItem(title: "OK", actionIndex: 1)
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        let list = ChecklistItem(options: ["a", "b"])
        #expect(
            try hints([FieldLabelItem("Pick"), list, cancel, ok])
                == ["tab next", "enter done", "esc cancel"])
        #expect(try hints([FieldLabelItem("Pick"), list, ok], shown: false).isEmpty)
    }

    @Test func aListSaysWhichKeysWorkOnIt() throws {
        let ok = ButtonItem(title: "OK", actionIndex: 1)
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        #expect(
            try hints([ChecklistItem(options: ["a", "b"]), cancel, ok])
                == ["↑↓ move", "space tick", "enter done"])
        let radio = ChecklistItem(options: ["a", "b"])
        radio.isExclusive = true
        #expect(try hints([radio]) == ["↑↓ move", "space select", "enter done"])
        #expect(
            try hints([FilterItem(choices: ["a"])])
                == ["type to filter", "↑↓ move", "enter choose"])
        #expect(
            try hints([FilterItem(choices: ["a"], selection: .several(maximum: nil))])
                == ["type to filter", "↑↓ move", "space tick", "enter done"])
    }

    @Test func stackedButtonsAreAMenuAndABarOfTwoIsNot() throws {
        let options = (1...3).map { ButtonItem(title: "Option \($0)", actionIndex: $0) }
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        #expect(try hints(options + [cancel]) == ["↑↓ move", "enter choose", "esc cancel"])
        #expect(
            try hints((1...3).map { ButtonItem(title: "Option \($0)", actionIndex: $0) })
                == ["↑↓ move", "enter choose"], "Esc is named only when it backs out")
        #expect(
            try hints(
                [
                    TitleItem("Sure?"), ButtonItem(title: "No", role: .cancel, actionIndex: 0),
                    ButtonItem(title: "Yes", actionIndex: 1),
                ]
            ).isEmpty, "two buttons side by side are no menu")
        #expect(try hints([TitleItem("Hello")]).isEmpty)
    }

    @Test func theSwitchHidesTheHints() throws {
        #expect(try hints([ChecklistItem(options: ["a"])], shown: false).isEmpty)
        let alert = ButtonsAlert(.alert, [ChecklistItem(options: ["a"])])
        defer { withExtendedLifetime(alert) {} }
        let interaction = AlertInteraction(alert: alert)
        interaction.environment = cellEnvironment
        try interaction.layout(in: AlertContainer(size: CGSize(width: 80, height: 30)))
        #expect(!interaction.keyHints.isEmpty)
        let version = interaction.displayVersion
        interaction.showsKeyHints = false
        #expect(interaction.keyHints.isEmpty && interaction.displayVersion != version)
        interaction.showsKeyHints = true
        interaction.keyHintWords.move = "↑↓ bouger"
        #expect(interaction.keyHints.first == "↑↓ bouger", "the words are the owner's")
    }
}
