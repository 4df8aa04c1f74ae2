import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// A note of a user's own: text to read that says nothing of its width.
@MainActor
private final class NoteItem: AlertReadableTextItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let text: String
    var textRole: AlertTextRole { .message }
    init(_ text: String) { self.text = text }
    func updateLayout(in context: AlertItemContext) {}
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

@MainActor @Test func aReadableItemOfAUsersOwnAsksForItsTextsWidth() {
    let path = "/srv/exports/" + String(repeating: "y", count: 50) + ".csv"
    let note = NoteItem("Export \(path) done.")
    let context = AlertItemContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 90)
    #expect(
        note.naturalWidth(in: context)
            == AlertItemWidth(
                unbreakable: CGFloat(path.count), flowing: CGFloat(path.count + 13)))
}
