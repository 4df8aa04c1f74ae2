import Testing

@testable import AlertCommandKit

/// CSI parameters and SGR colours read as x/ansi reads them.
struct SGRParameterTests {
    /// x/ansi: parser — ";" separates parameters, ":" sub-parameters; empty ones are
    /// missing.
    @Test func parametersAndSubParameters() {
        #expect(
            SGRParameter.parse("4:3;;12") == [
                SGRParameter(value: 4, hasMore: true), SGRParameter(value: 3, hasMore: false),
                SGRParameter(value: nil, hasMore: false), SGRParameter(value: 12, hasMore: false),
            ])
        #expect(SGRParameter.parse("") == [])
    }

    /// x/ansi: style.go ReadStyleColor — 38;5;n, 38;2;r;g;b, 38:2:r:g:b and 38:2::r:g:b.
    @Test(arguments: [
        ("38;5;212", SGRColor.indexed(212), 3), ("48;2;1;2;3", .rgb(1, 2, 3), 5),
        ("38:2:1:2:3", .rgb(1, 2, 3), 5), ("38:2::1:2:3", .rgb(1, 2, 3), 6),
    ])
    func colourForms(text: String, color: SGRColor, count: Int) {
        let (read, taken) = SGRParameter.readColor(SGRParameter.parse(text)[...])
        #expect(read == color)
        #expect(taken == count)
    }

    /// x/ansi: style.go ReadStyleColor — other forms are not read.
    @Test(arguments: ["38;9;1", "38", "38;2;1;2"])
    func otherFormsAreNotRead(text: String) {
        let (read, taken) = SGRParameter.readColor(SGRParameter.parse(text)[...])
        #expect(read == nil)
        #expect(taken == 0)
    }
}
