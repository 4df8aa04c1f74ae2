import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The text a button draws in a frame `width` cells wide.
@MainActor
private func drawnTitle(_ title: String, width: CGFloat) -> [String] {
    let button = ButtonItem(title: title, actionIndex: 1)
    let canvas = AlertCanvasRecorder()
    button.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: width, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    return canvas.commands.compactMap { command in
        if case .text(let text, _, _, _) = command { return text }
        return nil
    }
}

@MainActor @Test func aTitleTooWideIsCutInTheMiddleSoEndingsStayApart() {
    let x = String(repeating: "x", count: 60)
    let delete = drawnTitle(x + "-delete-all", width: 36)
    let keep = drawnTitle(x + "-keep-all", width: 36)
    #expect(delete.count == 1 && keep.count == 1)
    #expect(delete != keep)
    #expect(delete.first?.hasSuffix("-delete-all") == true)
    #expect(keep.first?.hasSuffix("-keep-all") == true)
    #expect(delete.first?.count == 36)
}

@MainActor @Test func aLongTitleWithSpacesKeepsItsLastWordOnOneLine() {
    // A sheet is at most 80 cells wide (76 inside) however wide the screen: the title was
    // wrapped and only its first line drawn, so the words after it were lost.
    let title =
        "Move every one of the selected messages to the archive folder and then mark all of"
        + " them as read today"
    let drawn = drawnTitle(title, width: 76)
    #expect(drawn.count == 1)
    #expect(drawn.first?.hasSuffix("read today") == true)
    #expect(drawn.first?.hasPrefix("Move every") == true)
    #expect(drawn.first?.contains("…") == true)
    #expect(drawnTitle("Short", width: 76) == ["Short"])
}
