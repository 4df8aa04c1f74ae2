import AlertStyles
import AlertStylesTestSupport
import Testing

@testable import AlertPresentation

@Test func paletteGivesEachRoleItsColour() {
    let palette = AlertTheme.standard.palette
    #expect(palette.buttonText(for: .destructive) == palette.destructiveButton)
    #expect(palette.buttonText(for: .cancel) == palette.cancelButton)
    #expect(palette.buttonText(for: .default) == palette.defaultButton)
    #expect(palette.destructiveButton != palette.defaultButton)
}
