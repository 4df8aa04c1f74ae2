import AlertStyles
import AlertStylesTestSupport
import Testing

@testable import AlertPresentation

@Test func terminalThemeIsInCells() {
    let theme = AlertTheme.terminal
    #expect(theme.buttonHeight == 1)
    #expect(theme.thickness(of: .big) == 1)
    #expect(theme.thickness(of: .small) == 0)
    #expect(AlertTextRole.allCases.allSatisfy { theme.textSizes.size(for: $0) == 1 })
    #expect(theme.timing.showDuration == .zero)
}

@Test func standardSeparatesCancelWithABiggerSeparator() {
    for theme in [AlertTheme.standard, .dark, .terminal] {
        #expect(theme.thickness(of: .big) > theme.thickness(of: .small))
    }
}

@Test func darkDiffersFromStandardOnlyInColoursAndDim() {
    var dark = AlertTheme.dark
    #expect(dark.palette != AlertTheme.standard.palette)
    dark.palette = AlertTheme.standard.palette
    dark.dimLevel = AlertTheme.standard.dimLevel
    #expect(dark == AlertTheme.standard)
}
