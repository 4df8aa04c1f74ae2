import Testing

@testable import AlertCommandKit

struct FormatToolErrorTests {
    // gum's format/formats.go wraps glamour's and text/template's errors.
    @Test func messages() {
        #expect(
            FormatToolError.unknownTheme("neon").description
                == "unable to render: glamour: error reading file: open neon: no such file or directory"
        )
        #expect(
            FormatToolError.templateParse("1: function \"Foo\" not defined").description
                == "unable to parse template: template: tpl:1: function \"Foo\" not defined")
        #expect(
            FormatToolError.templateUnsupported("{{if}}").description.contains(
                "{{if}} is not supported"))
    }
}
