import AlertEngine
import Testing

@testable import AlertCommandKit

@MainActor struct PlainEnterAnswerTests {
    @Test func anEmptyLineNamesTheFocusedButton() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let view = controller.showAlert(title: "Q", cancelTitle: "No", otherTitles: ["Yes"])
        #expect(PlainEnterAnswer.line(for: "", in: view) == "2")
        view.focusPrevious()
        #expect(PlainEnterAnswer.line(for: " ", in: view) == "1")
    }

    @Test func otherLinesPassThrough() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let view = controller.showAlert(title: "Q", cancelTitle: "No", otherTitles: ["Yes"])
        #expect(PlainEnterAnswer.line(for: "1", in: view) == "1")
        #expect(PlainEnterAnswer.line(for: "esc", in: view) == "esc")
    }

    @Test func inAFieldAlertItNamesTheDefaultButtonWithAHash() {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let view = controller.showInput(title: "Name")
        #expect(PlainEnterAnswer.line(for: "", in: view) == "#2")
    }
}
