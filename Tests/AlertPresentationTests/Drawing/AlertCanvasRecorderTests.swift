import Foundation
import Testing

@testable import AlertPresentation

@MainActor
@Suite struct AlertCanvasRecorderTests {
    @Test func everyCallIsRecordedInOrderWithItsRole() {
        let recorder = AlertCanvasRecorder()
        let rect = CGRect(x: 0, y: 0, width: 4, height: 1)
        let image = AlertImage.symbol("✔", altText: "Done")
        recorder.fill(rect, color: .white)
        recorder.fill(rect, role: .caret, color: .black)
        recorder.drawImage(image, in: rect)
        recorder.drawText("Hi", at: .zero, role: .title, color: .black)
        #expect(
            recorder.commands == [
                .fill(rect, color: .white), .roleFill(rect, role: .caret, color: .black),
                .image(image, rect: rect), .text("Hi", origin: .zero, role: .title, color: .black),
            ])
    }

    @Test func normalEmphasisIsPlainTextAndOtherEmphasesAreKept() {
        let recorder = AlertCanvasRecorder()
        recorder.drawText("a", at: .zero, role: .message, color: .black, emphasis: .normal)
        recorder.drawText("b", at: .zero, role: .message, color: .black, emphasis: .dimmed)
        #expect(
            recorder.commands == [
                .text("a", origin: .zero, role: .message, color: .black),
                .emphasizedText(
                    "b", origin: .zero, role: .message, color: .black, emphasis: .dimmed),
            ])
        #expect(recorder.texts == ["a", "b"])
    }

    @Test func resetForgetsEverything() {
        let recorder = AlertCanvasRecorder()
        recorder.drawText("a", at: .zero, role: .message, color: .black)
        recorder.reset()
        #expect(recorder.commands.isEmpty)
        #expect(recorder.texts.isEmpty)
    }
}
