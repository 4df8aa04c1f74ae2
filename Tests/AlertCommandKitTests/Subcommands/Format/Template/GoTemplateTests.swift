import Testing

@testable import AlertCommandKit

struct GoTemplateTests {
    static func run(_ template: String, _ profile: OutputColorProfile = .ansi256) throws -> String {
        try GoTemplate.render(template, profile: profile)
    }

    // gum's format/formats.go templateFuncs: pipes give the last argument (Go
    // text/template), Color with a foreground, parentheses nest.
    @Test func pipesAndParentheses() throws {
        let bold = TextToolStyle(bold: true).apply(to: "x", profile: .ansi256)
        #expect(try Self.run(#"{{ "x" | Bold }}"#) == bold)
        let pink = TextToolStyle(foreground: .indexed(212)).apply(to: "y", profile: .ansi256)
        #expect(try Self.run(#"{{ "y" | Color "212" }}"#) == pink)
        let inner = TextToolStyle(italic: true).apply(to: "z", profile: .ansi256)
        #expect(
            try Self.run(#"{{ Bold (Italic "z") }}"#)
                == TextToolStyle(bold: true).apply(to: inner, profile: .ansi256))
        #expect(try Self.run(#"{{ Bold "z" }}"#, .noTTY) == "z")
    }

    // text/template: text copied, trim markers, comments, `.` with no data.
    @Test func textTrimAndComments() throws {
        #expect(try Self.run("a {{- \"b\" -}} c {{/* note */}}d {{ . }}") == "abc d <no value>")
        #expect(try Self.run("line\n{{ `raw\\n` }}") == "line\nraw\\n")
    }

    // text/template's parse errors: an unknown function fails before anything is written.
    @Test func unknownFunctionsFailToParse() {
        #expect(throws: FormatToolError.templateParse("2: function \"Strikethrough\" not defined"))
        {
            try Self.run("{{ Bold \"a\" }}\n{{ Strikethrough \"b\" }}")
        }
    }

    // What alert leaves out says so.
    @Test func unsupportedActions() {
        #expect(throws: FormatToolError.templateUnsupported("{{if}}")) {
            try Self.run("{{ if true }}x{{ end }}")
        }
        #expect(throws: FormatToolError.templateUnsupported("the function printf")) {
            try Self.run(#"{{ printf "%s" "x" }}"#)
        }
        #expect(throws: FormatToolError.templateUnsupported("\"$x\"")) {
            try Self.run("{{ $x := 1 }}")
        }
    }

    // gum's functions take strings: another type fails as their type assertion panics.
    @Test func wrongArgumentsFail() {
        #expect(
            throws: FormatToolError.templateExecution(
                "1: executing \"tpl\" at <Bold 3>: error calling Bold: interface conversion: interface {} is int, not string"
            )
        ) { try Self.run("{{ Bold 3 }}") }
    }
}
