import Testing

@testable import AlertCommandKit

struct GlamourThemeTests {
    // glamour styles/styles.go DefaultStyles: notty is the ascii style; no "auto" in v2.
    @Test func names() {
        #expect(GlamourTheme.named("notty") == GlamourTheme.ascii)
        #expect(GlamourTheme.named("pink")?.headings[1].primitive.prefix == "▌ ")
        #expect(GlamourTheme.named("dark")?.document.margin == 2)
        #expect(GlamourTheme.named("auto") == nil)
        #expect(GlamourTheme.light.document.primitive.color == "234")
        #expect(GlamourTheme.tokyoNight.codeText == "#a9b1d6")
    }
}
