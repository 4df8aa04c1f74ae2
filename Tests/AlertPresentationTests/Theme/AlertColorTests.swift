import AlertStyles
import AlertStylesTestSupport
import Testing

@testable import AlertPresentation

@Test func parsesEveryHexForm() throws {
    #expect(try AlertColor(hex: "#FF8000") == AlertColor(red: 255, green: 128, blue: 0))
    #expect(
        try AlertColor(hex: "ff800080") == AlertColor(red: 255, green: 128, blue: 0, alpha: 128))
    #expect(try AlertColor(hex: "#f80") == AlertColor(red: 255, green: 136, blue: 0))
    #expect(try AlertColor(hex: "#f808") == AlertColor(red: 255, green: 136, blue: 0, alpha: 136))
}

@Test func rejectsBadHexWithATypedError() {
    for bad in ["", "#", "#12", "#12345", "#GGGGGG", "#1234567", "🙂🙂🙂"] {
        #expect(throws: AlertStyleError.invalidHexColor(bad)) { try AlertColor(hex: bad) }
    }
}

@Test func hexStringRoundTrips() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
        let color = AlertColor(
            red: .random(in: 0...255, using: &generator),
            green: .random(in: 0...255, using: &generator),
            blue: .random(in: 0...255, using: &generator),
            alpha: .random(in: 0...255, using: &generator))
        #expect(try AlertColor(hex: color.hexString) == color, "seed 42, \(color)")
    }
}

@Test func withAlphaClampsTheFraction() {
    #expect(AlertColor.white.withAlpha(0.5).alpha == 128)
    #expect(AlertColor.white.withAlpha(-3).alpha == 0)
    #expect(AlertColor.white.withAlpha(7).alpha == 255)
    #expect(AlertColor.white.withAlpha(.nan).alpha == 0)
}
