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

    @Test func aLineIsCentredUnlessTheItemSaysOtherwise() {
        let message = MessageItem("ab")
        guard case .text(_, let centred, _, _) = drawn(message).first else {
            Issue.record("nothing drawn")
            return
        }
        #expect(centred.x == 4)
        message.isCentered = false
        guard case .text(_, let leading, _, _) = drawn(message).first else {
            Issue.record("nothing drawn")
            return
        }
        #expect(leading.x == 0)
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

@MainActor @Test func titleAndMessageWrapToTheContentWidth() {
    let title = TitleItem("Delete all files now")
    title.updateLayout(in: cellContext)
    #expect(title.lines == ["Delete all", "files now"])
    #expect(title.alertLayout.itemSize == CGSize(width: 10, height: 2))
    #expect(title.alertLayout.boundsInsets == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
    let message = MessageItem("")
    message.updateLayout(in: cellContext)
    #expect(message.alertLayout.itemSize.height == 0)
}

@MainActor @Test func titleDrawsCentredLinesInItsColour() {
    let title = TitleItem("ab")
    title.updateLayout(in: cellContext)
    let canvas = AlertCanvasRecorder()
    title.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(
        canvas.commands == [
            .text(
                "ab", origin: CGPoint(x: 4, y: 0), role: .title,
                color: AlertTheme.terminal.palette.title)
        ])
}

@MainActor @Test func aTextAsksForItsWidestWordWholeAndItsParagraphsOnOneLine() {
    let message = MessageItem("Restore /var/backups/db.sql.gz now?\nThis takes a minute.")
    let natural = message.naturalWidth(in: cellContext)
    #expect(natural.unbreakable == CGFloat("/var/backups/db.sql.gz".count))
    #expect(natural.flowing == CGFloat("Restore /var/backups/db.sql.gz now?".count))
    // A title is measured in its own role.
    let wide = MonospaceTextMeasurer(
        textSizes: AlertTextSizes(
            title: 2, message: 1, button: 1, caption: 1, field: 1), advanceRatio: 1)
    var context = cellContext
    context.measurer = wide
    #expect(TitleItem("Hello there").naturalWidth(in: context).flowing == 22)
    #expect(MessageItem("").naturalWidth(in: cellContext) == .zero)
}
