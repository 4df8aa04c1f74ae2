import Testing

@testable import TerminalKit

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("\u{1B}]52;c;SGVsbG8=\u{07}hi", "hi"),  // OSC 52 clipboard write
        ("\u{1B}]0;owned\u{1B}\\title", "title"),  // OSC 0 window title, ST-terminated
        ("a\u{1B}[2J\u{1B}[10;10Hb", "ab"),  // erase + cursor move
        ("\u{9B}31mred", "red"),  // 8-bit CSI
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\x", "x"),  // DCS (sixel)
        ("\u{1B}_Gf=100;AAAA\u{1B}\\y", "y"),  // APC (kitty graphics)
        ("evil\u{202E}txt.exe", "eviltxt.exe"),  // bidi override
        ("a\tb", "a b"),
        ("bell\u{07}", "bell\u{FFFD}"),
        ("中文 ok", "中文 ok"),
    ])
    func neutralisesHostileText(input: String, expected: String) {
        let clean = TextSanitizer.sanitize(input)
        #expect(clean == expected)
        #expect(TextSanitizer.isSafe(clean))
        #expect(!clean.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }

    @Test func keepsNewlinesOnlyWhenAsked() {
        #expect(TextSanitizer.sanitize("a\nb") == "a\u{FFFD}b")
        #expect(TextSanitizer.sanitize("a\nb", keepingNewlines: true) == "a\nb")
        #expect(!TextSanitizer.isSafe("a\nb"))
        #expect(TextSanitizer.isSafe("a\nb", keepingNewlines: true))
    }

    @Test func anUnterminatedSequenceSwallowsOnlyItsOwnTail() {
        #expect(TextSanitizer.sanitize("ok\u{1B}]0;never ends") == "ok")
        #expect(TextSanitizer.sanitize("ok\u{1B}") == "ok")
    }

    @Test func aLineFeedEndsASequenceLeftOpen() {
        for opener in ["\u{1B}]0;PWNED", "\u{1B}P+q", "\u{1B}[12;3", "\u{9D}x", "\u{1B}"] {
            let text = "bad \(opener)\nnext line\n"
            #expect(
                TextSanitizer.sanitize(text, keepingNewlines: true) == "bad \nnext line\n",
                "\(opener.unicodeScalars.map { $0.value })")
        }
    }
}
