import Testing

@testable import AlertCommandKit

struct JSONStringEncodingTests {
    // encoding/json with SetEscapeHTML(false), as log's json.go uses it.
    @Test func encodesAsGo() {
        #expect(JSONStringEncoding.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONStringEncoding.quoted("\u{08}\u{0C}\n\r\t\u{01}") == #""\b\f\n\r\t\u0001""#)
        #expect(JSONStringEncoding.quoted("<&>\u{7F}é") == "\"<&>\u{7F}é\"")
        #expect(JSONStringEncoding.quoted("\u{2028}\u{2029}") == #""\u2028\u2029""#)
    }
}
