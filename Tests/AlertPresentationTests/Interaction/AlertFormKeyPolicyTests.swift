import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// Tab in a form: from item to item, each entered at its preferred stop.
extension AlertInteractionTests {
    @Test func tabGoesFromItemToItemAtEachOnesEntryStop() throws {
        let name = try TextFieldItem()
        let picker = DatePickerItem(
            date: Date(timeIntervalSince1970: 0), range: nil, timeZone: utcZone,
            resultKey: "date", showsTime: false)
        let list = ChecklistItem(options: ["a", "b", "c"], chosen: [2])
        list.ticksFocusedRow = true
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0)
        let ok = ButtonItem(title: "OK", actionIndex: 1)
        let alert = ButtonsAlert(.alert, [name, picker, list, cancel, ok])
        let interaction = AlertInteraction(alert: alert)
        let policy = AlertFormKeyPolicy(interaction: interaction)
        interaction.keyPolicy = policy
        let day = AlertDateField.day.rawValue
        #expect(interaction.handle(.tab), "from the first field, focused at the start")
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1, stop: day))
        #expect(interaction.handle(.tab))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 2, stop: 2), "its chosen row")
        #expect(interaction.handle(.tab))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 3))
        #expect(interaction.handle(.tab))
        #expect(interaction.handle(.tab), "wraps from OK to the first field")
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 0))
        #expect(interaction.handle(.backTab))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 4))
        // The arrows still move within a field.
        #expect(interaction.focus(AlertFocusTarget(item: 1, stop: day)))
        #expect(interaction.handle(.left))
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1, stop: day - 1))
        #expect(policy.tabTarget(from: AlertFocusTarget(item: 9), step: 1) == nil)
    }
}
