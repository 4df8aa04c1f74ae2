import Testing

@testable import AlertZenity

/// `--color` read as GDK reads it and the answer printed as zenity prints it (each case
/// was answered by Debian's zenity 3.44 under Xvfb).
struct ZenityColorTests {
    @Test(arguments: [
        ("#ff0000", "rgb(255,0,0)"), ("#f80", "rgb(255,136,0)"),
        ("#123456", "rgb(18,52,86)"), ("#fff000000", "rgb(255,0,0)"),
        ("#ffff00008000", "rgb(255,0,128)"), ("rgba(10,20,30,0.5)", "rgba(10,20,30,0.5)"),
        ("rgb(100%,0%,50%)", "rgb(255,0,128)"), (" rgb( 1 , 2 , 3 ) ", "rgb(1,2,3)"),
        ("blue", "rgb(0,0,255)"), ("Navy", "rgb(0,0,128)"), ("grey", "rgb(128,128,128)"),
        ("green", "rgb(0,128,0)"), ("rgba(0,0,0,1)", "rgb(0,0,0)"),
        ("rgba(300,-5,0,2)", "rgb(255,0,0)"),
    ])
    func aColorIsReadAndPrintedAsZenitys(given: String, printed: String) throws {
        let color = try #require(ZenityColor(parsing: given))
        #expect(color.answer == printed)
    }

    /// What GDK cannot read (zenity then starts at white) is no colour here.
    @Test(arguments: ["#11223344", "#12", "nonsense", "rgb(1,2)", "rgba(1,2,3)", "rgb(a,b,c)", ""])
    func whatIsNoColorIsRefused(given: String) {
        #expect(ZenityColor(parsing: given) == nil)
    }

    /// The opacity as C's `%g`: six significant digits, no trailing zeros.
    @Test(arguments: [
        (0.5, "0.5"), (0.98, "0.98"), (0.123456789, "0.123457"), (0.00001, "1e-05"),
        (0.0001, "0.0001"), (0, "0"), (0.9999996, "1"),
    ])
    func theOpacityIsWrittenAsPercentG(value: Double, text: String) {
        #expect(ZenityColor.shortest(value) == text)
    }

    @Test func theEditorShowsTheColorAsHex() throws {
        #expect(try #require(ZenityColor(parsing: "rgb(255,136,0)")).hexText == "#FF8800")
        #expect(ZenityColor.white.hexText == "#FFFFFF")
    }
}
