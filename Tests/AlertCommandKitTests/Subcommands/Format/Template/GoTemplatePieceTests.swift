import Testing

@testable import AlertCommandKit

struct GoTemplatePieceTests {
    // text/template's lexer (lex.go): actions, trim markers, comments, lines.
    @Test func cutsTemplates() throws {
        #expect(
            try GoTemplatePiece.pieces(of: "a\n {{- Bold \"}}\" }} b")
                == [.text("a"), .action(" Bold \"}}\" ", line: 2), .text(" b")])
        #expect(try GoTemplatePiece.pieces(of: "{{/* c */}}x") == [.text("x")])
        #expect(throws: FormatToolError.templateParse("1: unclosed action")) {
            try GoTemplatePiece.pieces(of: "{{ Bold")
        }
        #expect(throws: FormatToolError.templateParse("1: unterminated quoted string")) {
            try GoTemplatePiece.pieces(of: "{{ \"x }}")
        }
    }
}
