import Foundation
import Testing

@testable import AlertProtocol

/// The helpers that stand in for Foundation's trimming and replacing give Foundation's own
/// answers: compared with them on texts with every kind of space and line end.
@Suite struct StringScalarsTests {
    /// Texts with tabs, no-break and ideographic spaces, line and paragraph separators,
    /// NEL, CRLF, a combining accent after a space and nothing at all.
    static let texts = [
        "", " ", "\t", "plain", "  both ends  ", "\u{A0}no-break\u{A0}", "\u{3000}全角\u{3000}",
        "\u{2028}line separator\u{2029}", "\u{85}next line\u{85}", "\r\ncrlf\r\n",
        "\n\n  mixed \t\n", " \u{301}accent", "inner  spaces\tstay", "\u{200B}zero width\u{200B}",
        "\u{FEFF}bom", "\u{1680}ogham\u{202F}", "\u{0B}\u{0C}vertical", "\u{180E}mongolian",
        "in\u{301}k, in\u{903}k, in\u{20DD}k, in-k\n\u{301}", "\u{205F}\u{2007}figure\u{200A}",
    ]

    @Test(arguments: texts) func trimmingGivesFoundationsAnswer(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingNewlines() == text.trimmingCharacters(in: .newlines))
        #expect(
            text.trimmingWhitespaceAndNewlines()
                == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: texts) func replacingGivesFoundationsAnswer(text: String) {
        for (target, replacement) in [("\n", " "), ("\r", ""), (" ", "_"), ("in", "IN")] {
            #expect(
                text.replacingScalars(of: target, with: replacement)
                    == text.replacingOccurrences(of: target, with: replacement),
                "\(target.debugDescription) in \(text.debugDescription)")
        }
    }

    @Test func noMatchIsCutBeforeACombiningMark() {
        #expect("e\u{301}e".replacingScalars(of: "e", with: "a") == "e\u{301}a")
        #expect(" \u{301} ".replacingScalars(of: " ", with: "_") == " \u{301}_")
    }

    @Test func aLineFeedInsideCRLFIsReplacedAsFoundationReplacesIt() {
        // The standard library's replacing(_:with:) compares characters: "\r\n" is one.
        #expect("a\r\nb".replacingScalars(of: "\n", with: " ") == "a\r b")
        #expect("a\r\nb".replacing("\n", with: " ") == "a\r\nb")
    }
}
