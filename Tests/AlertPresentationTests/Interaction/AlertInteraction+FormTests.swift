import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// A form's fields: each label with the input after it.
extension AlertInteractionTests {
    @Test func eachLabelNamesTheFirstInputAfterIt() throws {
        let name = try TextFieldItem()
        let list = ChecklistItem(options: ["a", "b"])
        let unlabelled = try TextFieldItem()
        let alert = ButtonsAlert(
            .alert,
            [
                TitleItem("Form"), FieldLabelItem("Name"), MessageItem("between"), name,
                FieldLabelItem("Dangling"), FieldLabelItem("Pick"), list, unlabelled,
                FieldLabelItem("Nothing after it"), ButtonItem(title: "OK", actionIndex: 1),
            ])
        let interaction = AlertInteraction(alert: alert)
        let fields = interaction.formFields
        #expect(fields.map(\.label) == ["Name", "Pick"], "a label without its input is none")
        #expect(fields.first?.input === name)
        #expect(fields.last?.input === list)
    }

    @Test func anAlertWithoutLabelsIsNoForm() throws {
        let alert = ButtonsAlert(
            .alert, [try TextFieldItem(), ButtonItem(title: "OK", actionIndex: 1)])
        #expect(AlertInteraction(alert: alert).formFields.isEmpty)
    }
}
