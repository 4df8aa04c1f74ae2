import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation
@testable import AlertStyles

/// The pointer in a text field, in cells (one a character, no padding: the terminal's
/// theme): `Ada Lovelace` in a field 20 cells wide.
@MainActor struct TextFieldItemPointingTests {
    let field: TextFieldItem
    let size = CGSize(width: 20, height: 1)
    let context = AlertDrawContext(
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: true)

    init() throws {
        field = try TextFieldItem(text: "Ada Lovelace")
        field.selectAll()
    }

    /// The point `x` cells into the field.
    func at(_ x: CGFloat) -> CGPoint { CGPoint(x: x, y: 0.5) }

    @Test func aClickPutsTheCaretAtTheNearestGapAndEndsTheSelection() {
        #expect(field.placeCaret(at: at(2.2), size: size, context: context, extending: false))
        #expect(field.cursor == 2 && field.buffer.selection == nil)
        _ = field.placeCaret(at: at(3.6), size: size, context: context, extending: false)
        #expect(field.cursor == 4, "past the middle of the space: after it")
        _ = field.placeCaret(at: at(15), size: size, context: context, extending: false)
        #expect(field.cursor == 12, "past the text: its end")
        _ = field.placeCaret(at: at(-3), size: size, context: context, extending: false)
        #expect(field.cursor == 0)
        #expect(field.insert("X") && field.text == "XAda Lovelace")
    }

    @Test func extendingSelectsFromTheAnchorToThePointer() {
        _ = field.placeCaret(at: at(12), size: size, context: context, extending: false)
        #expect(field.placeCaret(at: at(4), size: size, context: context, extending: true))
        #expect(field.buffer.selection == 4..<12)
        #expect(field.selectedText == "Lovelace")
        // The other end moves; the anchor stays.
        _ = field.placeCaret(at: at(1), size: size, context: context, extending: true)
        #expect(field.selectedText == "da Lovelace")
        field.insert("rt")
        #expect(field.text == "Art")
    }

    @Test func aDoubleClickSelectsTheWordAndPastTheEndTheLastOne() {
        #expect(field.selectWord(at: at(6.2), size: size, context: context))
        #expect(field.selectedText == "Lovelace")
        _ = field.selectWord(at: at(1.2), size: size, context: context)
        #expect(field.selectedText == "Ada")
        _ = field.selectWord(at: at(17), size: size, context: context)
        #expect(field.selectedText == "Lovelace")
        field.insert("Byron")
        #expect(field.text == "Ada Byron")
    }

    @Test func aDoubleClickOnSpacesSelectsThemAndInASecretEverything() throws {
        let spaced = try TextFieldItem(text: "a   b")
        _ = spaced.selectWord(at: at(2.2), size: size, context: context)
        #expect(spaced.selectedText == "   ")
        let secret = try TextFieldItem(text: "hunter 2", isSecure: true)
        #expect(secret.selectWord(at: at(1.2), size: size, context: context))
        #expect(secret.buffer.selection == 0..<8, "a secret is one word")
    }

    /// A long text scrolled to its end: the clicks land on the characters drawn there.
    @Test func aClickInAScrolledFieldLandsOnTheCharacterDrawnThere() throws {
        let long = try TextFieldItem(text: String(repeating: "x", count: 30) + "abcdef")
        // 19 characters before the caret's cell show: `x…xabcdef` from character 17.
        _ = long.placeCaret(at: at(18.2), size: size, context: context, extending: false)
        #expect(long.cursor == 35)
        long.insert("!")
        #expect(long.text.hasSuffix("abcde!f"))
    }

    @Test func theInteractionFocusesTheFieldAndPlacesTheCaretDoubleClicksAndDrags() throws {
        let (controller, _, _) = makeController()
        let view = AlertView(
            items: [field, ButtonItem(title: "OK", actionIndex: 1)], theme: .terminal,
            measurer: MonospaceTextMeasurer.cells, metrics: .terminal)
        controller.show(view) { _ in }
        let frame = try #require(view.layoutResult).itemFrames[0]
        let interaction = view.interaction
        #expect(interaction.focus(AlertFocusTarget(item: 1)))
        #expect(interaction.click(itemAt: 0, at: at(2.2), size: frame.size))
        #expect(view.focusedTarget?.item == 0, "the click focused the field")
        #expect(field.cursor == 2 && field.selectedText == nil)
        #expect(interaction.doubleClick(itemAt: 0, at: at(6.2), size: frame.size))
        #expect(field.selectedText == "Lovelace")
        #expect(interaction.drag(itemAt: 0, from: at(0.2), to: at(2.8), size: frame.size))
        #expect(field.selectedText == "Ada")
        #expect(
            interaction.drag(
                itemAt: 0, from: at(0.2), to: at(7.2), size: frame.size, continuing: true))
        #expect(field.selectedText == "Ada Lov")
        #expect(!interaction.doubleClick(itemAt: 1, at: .zero, size: .zero), "a button: no text")
        #expect(!interaction.drag(itemAt: 1, from: .zero, to: at(1), size: .zero))
    }
}
