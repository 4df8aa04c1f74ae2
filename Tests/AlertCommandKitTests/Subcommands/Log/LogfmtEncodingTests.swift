import Testing

@testable import AlertCommandKit

struct LogfmtEncodingTests {
    // go-logfmt encode.go: invalid key characters are dropped.
    @Test func keys() {
        #expect(LogfmtEncoding.key("a b=c\"d") == "abcd")
        #expect(LogfmtEncoding.key(" = ") == nil)
        #expect(LogfmtEncoding.key("") == nil)
    }

    // go-logfmt writeStringValue / writeQuotedString.
    @Test func values() {
        #expect(LogfmtEncoding.value("plain") == "plain")
        #expect(LogfmtEncoding.value("") == "")
        #expect(LogfmtEncoding.value("null") == #""null""#)
        #expect(LogfmtEncoding.value("a b") == #""a b""#)
        #expect(LogfmtEncoding.value("q\"\\\n\t\u{1B}") == #""q\"\\\n\t\u001b""#)
        #expect(LogfmtEncoding.value("é\u{A0}") == "é\u{A0}")
        #expect(LogfmtEncoding.value("\u{FFFD}") == #""\ufffd""#)
    }
}
