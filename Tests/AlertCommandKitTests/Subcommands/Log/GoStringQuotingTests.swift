import Testing

@testable import AlertCommandKit

struct GoStringQuotingTests {
    // strconv.Quote / QuoteToASCII: Go's escapes.
    @Test func quotesAsGoDoes() {
        #expect(GoStringQuoting.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(
            GoStringQuoting.quoted("\u{07}\u{08}\u{0C}\n\r\t\u{0B}\u{1B}\u{7F}")
                == #""\a\b\f\n\r\t\v\x1b\x7f""#)
        #expect(GoStringQuoting.quoted("é\u{200B}😀") == "\"é\\u200b😀\"")
        #expect(GoStringQuoting.quoted("é😀", asciiOnly: true) == #""\u00e9\U0001f600""#)
    }

    // strconv.CanBackquote: no control character but tab, no backquote, no BOM.
    @Test func backquotes() {
        #expect(GoStringQuoting.canBackquote("a\tb"))
        #expect(!GoStringQuoting.canBackquote("a`b"))
        #expect(!GoStringQuoting.canBackquote("a\nb"))
        #expect(!GoStringQuoting.canBackquote("\u{FEFF}"))
    }
}
