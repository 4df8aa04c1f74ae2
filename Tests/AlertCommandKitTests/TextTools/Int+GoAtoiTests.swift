import Testing

@testable import AlertCommandKit

/// Integers read as Go's strconv.Atoi reads them (gum's ParsePadding, lipgloss's Color).
struct IntGoAtoiTests {
    /// Go: strconv.Atoi — a sign and decimal digits.
    @Test func signsAndDigits() {
        #expect(Int(goAtoi: "42") == 42)
        #expect(Int(goAtoi: "-7") == -7)
        #expect(Int(goAtoi: "+7") == 7)
        #expect(Int(goAtoi: "007") == 7)
        #expect(Int(goAtoi: "-9223372036854775808") == Int.min)
    }

    /// Go: strconv.Atoi — nothing else, and nothing beyond 64 bits.
    @Test(arguments: ["", "+", " 1", "1 ", "1_000", "0x1", "1.0", "9223372036854775808"])
    func anythingElseFails(text: String) {
        #expect(Int(goAtoi: text) == nil)
    }
}
