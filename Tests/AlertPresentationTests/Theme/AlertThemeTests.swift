import AlertStyles
import AlertStylesTestSupport
import Testing

@testable import AlertPresentation

@Test func dimLevelIsClamped() {
    var theme = AlertTheme.standard
    theme.dimLevel = 3
    #expect(theme.dimLevel == 1)
    theme.dimLevel = -1
    #expect(theme.dimLevel == 0)
    theme.dimLevel = .nan
    #expect(theme.dimLevel == 0)
}

@Test func theReadableWidthDefaultsToOnePointSixTimesThePreferredWidth() {
    #expect(AlertTheme.terminal.readableWidth == 64)
    #expect(AlertTheme.standard.readableWidth == 432)
    #expect(AlertTheme.dark.readableWidth == 432)
    let standard = AlertTheme.standard
    let theme = AlertTheme(
        palette: standard.palette, textSizes: standard.textSizes, timing: standard.timing,
        cornerRadius: 0, buttonHeight: 1, padding: 0, itemSpacing: 1,
        buttonSpacing: .zero, actionSpacing: 1, bigSeparator: 1, smallSeparator: 0,
        fieldPadding: 0, progressHeight: 1, preferredAlertWidth: 50, iconSize: .zero,
        pictureSize: .zero, gridSpacing: 1, gridImageSize: .zero, dimLevel: 0)
    #expect(theme.readableWidth == 80)
}
