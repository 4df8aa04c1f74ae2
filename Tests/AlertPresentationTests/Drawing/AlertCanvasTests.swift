import Foundation
import Testing

@testable import AlertPresentation

/// A canvas that implements only the three required colour calls, recording them.
@MainActor
private final class ColourOnlyCanvas: AlertCanvas {
    var calls: [String] = []

    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor) {
        calls.append("text \(text)")
    }
    func fill(_ rect: CGRect, color: AlertColor) {
        calls.append("fill \(rect.origin.x),\(rect.origin.y) \(rect.width)x\(rect.height)")
    }
    func drawImage(_ image: AlertImage, in rect: CGRect) { calls.append("image") }
}

@MainActor
@Suite struct AlertCanvasTests {
    @Test func aRoleFillIsAPlainFillOnACanvasThatKnowsNoRoles() {
        let canvas = ColourOnlyCanvas()
        canvas.fill(CGRect(x: 1, y: 2, width: 10, height: 1), role: .focus, color: .black)
        #expect(canvas.calls == ["fill 1.0,2.0 10.0x1.0"])
    }

    @Test func aCaretIsABarAtMostTwoUnitsWideAtTheLeftEdge() {
        let canvas = ColourOnlyCanvas()
        canvas.fill(CGRect(x: 4, y: 0, width: 10, height: 1), role: .caret, color: .black)
        canvas.fill(CGRect(x: 4, y: 0, width: 1, height: 1), role: .caret, color: .black)
        #expect(canvas.calls == ["fill 4.0,0.0 2.0x1.0", "fill 4.0,0.0 1.0x1.0"])
    }

    @Test func emphasisFallsBackToTheColourAlone() {
        let canvas = ColourOnlyCanvas()
        canvas.drawText("Hi", at: .zero, role: .message, color: .black, emphasis: .strong)
        #expect(canvas.calls == ["text Hi"])
    }

    /// A canvas that draws no marks of its own shows a check box or radio button as the text
    /// `[x] ` or `[ ] `, as the terminal always has.
    @Test func aToggleIsItsMarkAsTextOnACanvasThatDrawsNone() {
        let canvas = ColourOnlyCanvas()
        let rect = CGRect(x: 3, y: 1, width: 4, height: 1)
        canvas.drawToggle(.checkbox, isOn: true, in: rect, color: .black, palette: .light)
        canvas.drawToggle(.checkbox, isOn: false, in: rect, color: .black, palette: .light)
        canvas.drawToggle(.radio, isOn: true, in: rect, color: .black, palette: .light)
        #expect(canvas.calls == ["text [x] ", "text [ ] ", "text [x] "])
    }
}
