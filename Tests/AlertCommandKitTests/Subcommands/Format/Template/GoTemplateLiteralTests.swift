import Testing

@testable import AlertCommandKit

struct GoTemplateLiteralTests {
    // Go's constant syntax (strconv.Unquote, number literals) as text/template reads it.
    @Test func constants() throws {
        #expect(
            try GoTemplateLiteral.quoted(Array(#""a\tb\u00e9\x41""#), from: 0, line: 1).0
                == .string("a\tbéA"))
        #expect(
            try GoTemplateLiteral.quoted(Array("`a\\n`"), from: 0, line: 1).0 == .string("a\\n"))
        #expect(try GoTemplateLiteral.quoted(Array("'x'"), from: 0, line: 1).0 == .int(120))
        #expect(try GoTemplateLiteral.number(Array("0x1F"), from: 0, line: 1).0 == .int(31))
        #expect(try GoTemplateLiteral.number(Array("-1.5"), from: 0, line: 1).0 == .float(-1.5))
        #expect(throws: FormatToolError.templateParse("1: bad number syntax: \"1x\"")) {
            try GoTemplateLiteral.number(Array("1x"), from: 0, line: 1)
        }
    }
}
