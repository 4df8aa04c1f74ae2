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
