import Testing

@testable import AlertCommandKit

struct GoUnicodeTests {
    // unicode.IsPrint: graphic characters and the ASCII space only.
    @Test func printable() {
        #expect(GoUnicode.isPrint("a"))
        #expect(GoUnicode.isPrint(" "))
        #expect(GoUnicode.isPrint("€"))
        #expect(!GoUnicode.isPrint("\u{A0}"))
        #expect(!GoUnicode.isPrint("\t"))
        #expect(!GoUnicode.isPrint("\u{200B}"))
    }

    // unicode.IsSpace: White_Space.
    @Test func spaces() {
        #expect(GoUnicode.isSpace("\u{A0}"))
        #expect(GoUnicode.isSpace("\u{85}"))
        #expect(!GoUnicode.isSpace("x"))
        #expect(GoUnicode.hexDigits(0x1B, count: 4) == "001b")
    }
}
