import Testing

@testable import AlertCommandKit

struct LogValueQuotingTests {
    // log's text.go needsQuoting: spaces (Unicode ones too), `"`, `=`, unprintable.
    @Test func decidesQuoting() {
        #expect(!LogValueQuoting.needsQuoting("plain-value"))
        #expect(LogValueQuoting.needsQuoting("a b"))
        #expect(LogValueQuoting.needsQuoting("a\u{A0}b"))
        #expect(LogValueQuoting.needsQuoting("a=b"))
        #expect(LogValueQuoting.needsQuoting("\u{1B}[1m"))
        #expect(!LogValueQuoting.needsQuoting("é"))
    }

    // log's text.go escapeStringForOutput.
    @Test func escapes() {
        #expect(LogValueQuoting.escaped("a \"b\"", escapingQuotes: true) == #"a \"b\""#)
        #expect(LogValueQuoting.escaped("a \"b\"", escapingQuotes: false) == #"a "b""#)
        #expect(
            LogValueQuoting.escaped("\t\u{1B}\u{7F}\u{A0}", escapingQuotes: true)
                == #"\t\x1b\u007f\u00a0"#)
        #expect(LogValueQuoting.escaped("fine", escapingQuotes: true) == "fine")
    }
}
