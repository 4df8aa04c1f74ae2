import Testing

@testable import AlertCommandKit

struct GlamourSanitizerTests {
    // glamour ansi/context.go SanitizeHTML: bluemonday's strict policy keeps the text.
    @Test func keepsText() {
        #expect(
            GlamourSanitizer.text(of: "<p align=\"center\"> Hello &amp; <b>bye</b> </p>")
                == "Hello & bye")
        #expect(GlamourSanitizer.text(of: "<!-- gone -->") == "")
        #expect(GlamourSanitizer.text(of: "<script>alert(1)</script>ok") == "ok")
    }
}
