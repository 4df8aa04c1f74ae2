import AlertProtocol
import Foundation
import Testing

@testable import AlertPresentation

@Suite struct AlertItemContextTests {
    private func context(width: CGFloat, top: CGFloat = 0, bottom: CGFloat = 0)
        -> AlertItemContext
    {
        AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: width, topInset: top, bottomInset: bottom)
    }

    @Test func aNegativeOrMissingWidthIsNoWidth() {
        #expect(context(width: -5).contentWidth == 0)
        #expect(context(width: .nan).contentWidth == 0)
        #expect(context(width: 30).contentWidth == 30)
    }

    @Test func insetsCarryTheContextsTopAndBottomWithTheSidesAsked() {
        let insets = context(width: 30, top: 1, bottom: 2).insets(left: 3)
        #expect(insets == EdgeInsets(top: 1, left: 3, bottom: 2, right: 0))
    }

    @Test func aFieldLineIsOneLineWithTheThemesPaddingAboveAndBelow() {
        let layout = context(width: 30, top: 1).fieldLineLayout()
        let padding = AlertTheme.terminal.fieldPadding
        #expect(layout.itemSize == CGSize(width: 30, height: 1 + 2 * padding))
        #expect(layout.boundsInsets.top == 1)
    }
}
