import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct TextItemTests {
    private let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10,
        topInset: 0, bottomInset: 0)

    private func drawn(_ item: TextItem) -> [AlertCanvasCommand] {
        item.updateLayout(in: context)
        let canvas = AlertCanvasRecorder()
        item.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        return canvas.commands
    }

    @Test func theRoleDecidesTheTextRoleAndTheColour() {
        let palette = AlertTheme.terminal.palette
        for (item, role, color) in [
            (TitleItem("ab") as TextItem, AlertTextRole.title, palette.title),
            (MessageItem("ab"), .message, palette.message),
            (MessageItem("ab", role: .caption), .caption, palette.message),
            (TextItem("ab", role: .title), .title, palette.title),
        ] {
            #expect(item.textRole == role)
            guard case .text(let text, _, let drawnRole, let drawnColor) = drawn(item).first else {
                Issue.record("\(role): nothing drawn")
                continue
            }
            #expect(text == "ab" && drawnRole == role && drawnColor == color, "\(role)")
        }
    }

    @Test func aTitleAndAMessageOfOneTextWrapAlikeInTheSameRole() {
        let title = TitleItem("Delete all files now")
        let text = TextItem("Delete all files now", role: .title)
        title.updateLayout(in: context)
        text.updateLayout(in: context)
        #expect(title.lines == text.lines)
        #expect(title.alertLayout == text.alertLayout)
    }
}
