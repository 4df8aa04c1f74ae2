import Testing

@testable import AlertCommandKit

/// Colours as gum's flags write them, read as lipgloss's Color reads them.
struct TextToolColorTests {
    /// lipgloss: color.go Color — numbers 0–255 are ANSI colours, a minus sign is dropped.
    @Test func numbersAreANSIColours() {
        #expect(TextToolColor(parsing: "212") == .indexed(212))
        #expect(TextToolColor(parsing: "0") == .indexed(0))
        #expect(TextToolColor(parsing: "-9") == .indexed(9))
        #expect(TextToolColor(parsing: "+7") == .indexed(7))
    }

    /// lipgloss: color.go Color — a number from 256 is 0xRRGGBB.
    @Test func largerNumbersAreRGB() {
        #expect(TextToolColor(parsing: "256") == .rgb(0, 1, 0))
        #expect(TextToolColor(parsing: "16711935") == .rgb(255, 0, 255))
    }

    /// lipgloss: color.go parseHex — #rrggbb and #rgb, any case.
    @Test func hexColours() {
        #expect(TextToolColor(parsing: "#ff00ff") == .rgb(255, 0, 255))
        #expect(TextToolColor(parsing: "#F0f") == .rgb(255, 0, 255))
        #expect(TextToolColor(parsing: "#123") == .rgb(0x11, 0x22, 0x33))
    }

    /// lipgloss: color.go Color — anything else is NoColor (nothing drawn): nil.
    @Test(arguments: ["", "#ff00f", "#ggg", " 1", "1 ", "12px", "0x10", "#", "purple"])
    func textThatIsNoColourIsNil(text: String) {
        #expect(TextToolColor(parsing: text) == nil)
    }

    /// alert's extension (lipgloss has no names): the eight colour names and bright ones.
    @Test func namesAreAnAlertExtension() {
        #expect(TextToolColor(parsing: "red") == .indexed(1))
        #expect(TextToolColor(parsing: "White") == .indexed(7))
        #expect(TextToolColor(parsing: "bright-red") == .indexed(9))
        #expect(TextToolColor(parsing: "brightblue") == .indexed(12))
        #expect(TextToolColor(parsing: "bright_white") == .indexed(15))
    }
}
