import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// An item of a user's own that asks for a width of its own.
@MainActor
private final class WidthItem: AlertStyledItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let natural: AlertItemWidth
    var isHidden = false
    init(_ natural: AlertItemWidth) { self.natural = natural }
    func naturalWidth(in context: AlertItemContext) -> AlertItemWidth { natural }
    func updateLayout(in context: AlertItemContext) {}
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

@MainActor
struct AlertContentWidthTests {
    /// The rule for an alert in cells (the terminal theme: 40 wide, reading at 64).
    private func rule(
        _ style: AlertStyle = .alert, preferred: CGFloat? = nil
    ) -> AlertContentWidth {
        AlertContentWidth(style: style, environment: cellEnvironment, preferred: preferred)
    }

    /// A terminal `columns` wide; its room is `columns` less 2 × 2 margin and 2 + 2 sides.
    private func terminal(_ columns: CGFloat) -> AlertContainer {
        AlertContainer(size: CGSize(width: columns, height: 30))
    }

    private let longChoice =
        "1 System Options      Configure system settings such as the hostname and password"

    @Test func shortContentKeepsTheThemesWidth() {
        let items: [(any AlertStyledItem)?] = [
            TitleItem("Delete?"), MessageItem("Gone for good."),
            ButtonItem(title: "OK", actionIndex: 1), nil,
        ]
        #expect(rule().width(for: items, in: terminal(160)) == 40)
        #expect(rule().width(for: [], in: terminal(160)) == 40)
    }

    @Test func aLongChoiceWidensTheCardToShowItWholeUpToTheContainer() {
        let items: [(any AlertStyledItem)?] = [
            TitleItem("Raspberry Pi Software Configuration Tool"),
            ButtonItem(title: longChoice, actionIndex: 10),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
        ]
        let whole = CGFloat(longChoice.count)
        #expect(whole > 64, "wider than the readable width, which rows may pass")
        #expect(rule().width(for: items, in: terminal(160)) == whole)
        #expect(rule().width(for: items, in: terminal(120)) == whole)
        // A terminal narrower than the row caps the card at its room.
        #expect(
            rule().width(for: items, in: terminal(80)) == 72, "80 less 2 × 2 margin and 2 + 2 sides"
        )
        #expect(rule().width(for: items, in: terminal(30)) == 22)
    }

    @Test func aLongMessageWidensTheCardOnlyToTheReadableWidth() {
        let message = String(repeating: "All work and no play makes Jack a dull boy. ", count: 5)
        let items: [(any AlertStyledItem)?] = [TitleItem("Note"), MessageItem(message)]
        // 219 cells of text need 4 lines of 64; lines of even length are 219 / 4 plus the
        // widest word (5 cells) wide: 60 cells, rounded up.
        #expect(rule().width(for: items, in: terminal(160)) == 60)
        #expect(rule().width(for: items, in: terminal(60)) == 52)
        let long = String(repeating: message, count: 10)
        #expect(rule().width(for: [MessageItem(long)], in: terminal(160)) == 64)
        // A message a little longer than the theme's width goes on one line.
        let short = "This message is forty-eight characters, no more."
        #expect(rule().width(for: [MessageItem(short)], in: terminal(160)) == 48)
    }

    @Test func textPastTheReadableWidthIsSetInEvenLines() {
        let natural = { (flowing: CGFloat, word: CGFloat) in
            AlertContentWidth.textWidth(
                AlertItemWidth(unbreakable: word, flowing: flowing), readable: 64)
        }
        #expect(natural(50, 10) == 50, "on one line when it fits")
        #expect(natural(64, 10) == 64)
        // 75 cells: two lines of 37.5 plus a word of 12 (rounded up), not 64 and 11.
        #expect(natural(75, 12) == 50)
        // Two lines of 63.5 plus a word of 4 would pass the readable width: it holds.
        #expect(natural(127, 4) == 64)
        #expect(natural(1000, 30) == 64, "never past the readable width")
        #expect(
            AlertContentWidth.textWidth(AlertItemWidth(flowing: 90), readable: .infinity) == 90)
        #expect(AlertContentWidth.textWidth(AlertItemWidth(flowing: 90), readable: 0) == 0)
        // Wrapping at the width found keeps to the lines counted.
        let text = "Welcome to AlertEngine! Every alert of the tour appears here, one at a time."
        let cells = MonospaceTextMeasurer.cells
        let width = AlertContentWidth.textWidth(
            MessageItem(text).naturalWidth(in: cellContext), readable: 64)
        #expect(width < 64)
        #expect(cells.lines(text, role: .message, maxWidth: width).count == 2)
    }

    @Test func aLongWordInAMessageWidensPastTheReadableWidth() {
        let path = "/var/backups/" + String(repeating: "x", count: 80) + ".tar.gz"
        let items: [(any AlertStyledItem)?] = [MessageItem("Restore \(path) now?")]
        #expect(rule().width(for: items, in: terminal(160)) == CGFloat(path.count))
    }

    @Test func aWidthTheAlertAsksForTakesThePlaceOfItsTextsWithinTheContainer() {
        let message = String(repeating: "word ", count: 40)
        let items: [(any AlertStyledItem)?] = [MessageItem(message)]
        #expect(rule(preferred: 50).width(for: items, in: terminal(160)) == 50)
        #expect(rule(preferred: 100).width(for: items, in: terminal(160)) == 100)
        #expect(rule(preferred: 100).width(for: items, in: terminal(80)) == 72)
        // Never below the theme's width; a row wider than it still shows whole.
        #expect(rule(preferred: 10).width(for: items, in: terminal(160)) == 40)
        let row: [(any AlertStyledItem)?] = [ButtonItem(title: longChoice, actionIndex: 1)]
        #expect(rule(preferred: 50).width(for: row, in: terminal(160)) == CGFloat(longChoice.count))
        // An infinite wish (a pager) is all the room there is; NaN asks nothing.
        #expect(rule(preferred: .infinity).width(for: items, in: terminal(160)) == 152)
        #expect(rule(preferred: .nan).width(for: items, in: terminal(160)) == 40)
    }

    @Test func twoButtonsSideBySideAskForRoomForTheWiderTitleTwice() {
        let keep = ButtonItem(title: "Keep the thirty-character file", actionIndex: 0)
        let delete = ButtonItem(title: "Delete", actionIndex: 1)
        keep.placement = .row(index: 0, count: 2)
        delete.placement = .row(index: 1, count: 2)
        // Two titles of 30 cells and the theme's 2-cell spacing between them.
        #expect(rule().width(for: [keep, delete], in: terminal(160)) == 62)
    }

    @Test func hiddenItemsAndBadWidthsAskForNothing() {
        let hidden = WidthItem(AlertItemWidth(unbreakable: 90))
        hidden.isHidden = true
        let bad = WidthItem(AlertItemWidth(unbreakable: .nan, flowing: .infinity))
        #expect(rule().width(for: [hidden, bad], in: terminal(160)) == 40)
        let own = WidthItem(AlertItemWidth(unbreakable: 50, flowing: 70))
        #expect(rule().width(for: [own], in: terminal(160)) == 64)
    }

    @Test func aSheetKeepsItsWidthWhateverItsItems() {
        let items: [(any AlertStyledItem)?] = [ButtonItem(title: longChoice, actionIndex: 1)]
        // As wide as the screen up to 80, less the sides.
        #expect(rule(.actionSheet).width(for: items, in: terminal(160)) == 76)
        #expect(rule(.actionSheet).width(for: [], in: terminal(60)) == 56)
    }

    @Test func aContainerWithNoRoomGivesNoWidth() {
        #expect(rule().width(for: [], in: terminal(5)) == 0)
        #expect(rule().room(in: AlertContainer(size: CGSize(width: CGFloat.nan, height: 5))) == 0)
        let safe = AlertContainer(
            size: CGSize(width: 100, height: 30),
            safeAreaInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(rule().room(in: safe) == 72)
    }

    @Test func inPointsTheReadableWidthIsTheStandardThemes() {
        let rule = AlertContentWidth(style: .alert, environment: .standard, preferred: nil)
        let message = String(repeating: "All work and no play makes Jack a dull boy. ", count: 5)
        let desktop = AlertContainer(size: CGSize(width: 1280, height: 800))
        #expect(rule.width(for: [MessageItem(message)], in: desktop) == 432)
        // A phone leaves 375 − 48 − 40 points.
        let phone = AlertContainer(size: CGSize(width: 375, height: 667))
        #expect(rule.width(for: [MessageItem(message)], in: phone) == 287)
        #expect(rule.width(for: [MessageItem("Short.")], in: desktop) == 270)
    }
}
