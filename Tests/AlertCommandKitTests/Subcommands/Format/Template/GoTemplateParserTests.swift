import Testing

@testable import AlertCommandKit

struct GoTemplateParserTests {
    // text/template's parse.go: commands, pipelines, parentheses and its errors.
    @Test func parses() throws {
        #expect(
            try GoTemplateParser.parse(#" "x" | Color "1" "2" "#, line: 1)
                == .pipeline([
                    .constant(.string("x")),
                    .call("Color", [.constant(.string("1")), .constant(.string("2"))]),
                ]))
        #expect(
            try GoTemplateParser.parse(" Bold (Faint .) ", line: 1)
                == .call("Bold", [.call("Faint", [.dot])]))
        #expect(throws: FormatToolError.templateParse("1: missing value for command")) {
            try GoTemplateParser.parse(" ", line: 1)
        }
        #expect(
            throws: FormatToolError.templateParse("1: can't give argument to non-function \"a\"")
        ) {
            try GoTemplateParser.parse(#" "a" "b" "#, line: 1)
        }
        #expect(
            throws: FormatToolError.templateParse("1: non executable command in pipeline stage 2")
        ) {
            try GoTemplateParser.parse(#" "a" | "b" "#, line: 1)
        }
    }
}
