import Testing

@testable import AlertCommandKit

struct GoTemplateFunctionsTests {
    // gum's format/formats.go: Color takes fg [bg] text, Foreground and Background one
    // colour; the style functions render their first argument; tabs become four spaces
    // (lipgloss style.go); Overline has no style.
    @Test func functions() throws {
        func call(_ name: String, _ arguments: String...) throws -> GoTemplateValue {
            try GoTemplateFunctions.call(
                name, arguments.map(GoTemplateValue.string), profile: .ansi256)
        }
        let both = TextToolStyle(foreground: .indexed(1), background: .indexed(2)).apply(
            to: "t", profile: .ansi256)
        #expect(try call("Color", "1", "2", "t") == .string(both))
        #expect(try call("Color", "t") == .string("t"))
        let back = TextToolStyle(background: .indexed(3)).apply(to: "t", profile: .ansi256)
        #expect(try call("Background", "3", "t") == .string(back))
        let crossed = TextToolStyle(strikethrough: true).apply(to: "a    b", profile: .ansi256)
        #expect(try call("CrossOut", "a\tb", "ignored") == .string(crossed))
        #expect(try call("Overline", "o") == .string("o"))
        #expect(try call("Reverse", "r") == .string("\u{1B}[7mr\u{1B}[m"))
        #expect(throws: FormatToolError.self) { try call("Color") }
    }
}
