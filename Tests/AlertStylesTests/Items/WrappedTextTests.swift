import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
private func drawn(_ text: WrappedText, frame: CGRect) -> [String] {
    let canvas = AlertCanvasRecorder()
    text.draw(
        in: canvas, frame: frame, role: .message, color: AlertTheme.terminal.palette.message,
        measurer: MonospaceTextMeasurer.cells)
    return canvas.commands.compactMap { command in
        if case .text(let line, _, _, _) = command { return line }
        return nil
    }
}

@MainActor @Test func wrappedTextKeepsWrappingAndEndsTheLastLineThereIsRoomForInAnEllipsis() {
    var text = WrappedText()
    let size = text.wrap(
        "one two three four five six", role: .message, width: 9,
        measurer: MonospaceTextMeasurer.cells)
    #expect(text.lines == ["one two", "three", "four five", "six"])
    #expect(size.height == 4)
    #expect(drawn(text, frame: CGRect(x: 0, y: 0, width: 9, height: 4)) == text.lines)
    #expect(
        drawn(text, frame: CGRect(x: 0, y: 0, width: 9, height: 2)) == ["one two", "three…"])
    // A frame narrower than the lines: each line is cut at its end.
    #expect(drawn(text, frame: CGRect(x: 0, y: 0, width: 5, height: 1)) == ["one…"])
}
