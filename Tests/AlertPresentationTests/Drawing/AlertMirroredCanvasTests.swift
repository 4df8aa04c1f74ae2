import Foundation
import Testing

@testable import AlertPresentation

/// A recorder that also keeps the boxes check marks are drawn in.
@MainActor
private final class ToggleRecorder: AlertCanvas {
    let recorder = AlertCanvasRecorder()
    var toggles: [CGRect] = []

    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor) {
        recorder.drawText(text, at: origin, role: role, color: color)
    }
    func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis
    ) {
        recorder.drawText(text, at: origin, role: role, color: color, emphasis: emphasis)
    }
    func fill(_ rect: CGRect, color: AlertColor) { recorder.fill(rect, color: color) }
    func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
        recorder.fill(rect, role: role, color: color)
    }
    func drawImage(_ image: AlertImage, in rect: CGRect) { recorder.drawImage(image, in: rect) }
    func drawToggle(
        _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
        palette: AlertPalette
    ) {
        toggles.append(rect)
    }
}

/// Drawn right to left, about the middle of a row 0–100 wide: places mirror, text ends
/// where it would have started, pictures and marks land unflipped at the other end.
@MainActor @Test func aMirroredCanvasPlacesWhatItDrawsFromTheOtherEnd() {
    let base = ToggleRecorder()
    let canvas = AlertMirroredCanvas(
        base, measurer: MonospaceTextMeasurer.cells, mirrorX: 50)
    canvas.drawText("abc", at: CGPoint(x: 10, y: 2), role: .message, color: .black)
    canvas.drawText(
        "OK", at: CGPoint(x: 0, y: 3), role: .button, color: .black, emphasis: .strong)
    canvas.fill(CGRect(x: 0, y: 0, width: 30, height: 1), color: .black)
    canvas.fill(CGRect(x: 60, y: 1, width: 10, height: 1), role: .focus, color: .black)
    canvas.drawImage(.symbol("?", altText: "Question"), in: CGRect(x: 0, y: 0, width: 4, height: 2))
    canvas.drawToggle(
        .checkbox, isOn: true, in: CGRect(x: 20, y: 5, width: 4, height: 1), color: .black,
        palette: AlertTheme.terminal.palette)
    let placed = base.recorder.commands.map { command -> String in
        switch command {
        case .text(let text, let origin, _, _): "\(text)@\(Int(origin.x)),\(Int(origin.y))"
        case .emphasizedText(let text, let origin, _, _, _):
            "*\(text)@\(Int(origin.x)),\(Int(origin.y))"
        case .fill(let rect, _), .roleFill(let rect, _, _):
            "fill \(Int(rect.minX))-\(Int(rect.maxX)),\(Int(rect.minY))"
        case .image(_, let rect): "image \(Int(rect.minX))-\(Int(rect.maxX))"
        }
    }
    // "abc" at 10–13 ends at 90; "OK" at 0–2 ends at 100.
    #expect(
        placed == [
            "abc@87,2", "*OK@98,3", "fill 70-100,0", "fill 30-40,1", "image 96-100",
        ])
    // The mark's box 20–24 (a mark one row tall, then the gap) ends at 80, the mark at its
    // right end, beside the text that ends there.
    #expect(base.toggles == [CGRect(x: 79, y: 5, width: 1, height: 1)])
}
