import Testing

@testable import AlertCommandKit

struct GlamourLinkTargetTests {
    // glamour ansi/renderer.go resolveRelativeURL with an empty base (Go's net/url).
    @Test func resolves() {
        #expect(GlamourLinkTarget.resolved("https://x.y/a") == "https://x.y/a")
        #expect(GlamourLinkTarget.resolved("mailto:a@b.c") == "mailto:a@b.c")
        #expect(GlamourLinkTarget.resolved("docs/./a/../b.md#x") == "/docs/b.md#x")
        #expect(GlamourLinkTarget.resolved("/abs?q=1") == "/abs?q=1")
        #expect(GlamourLinkTarget.resolved("?q") == "?q")
    }

    // glamour ansi/link.go makeHyperlink: an anchor alone is not shown.
    @Test func validity() {
        #expect(!GlamourLinkTarget.isValid("#top"))
        #expect(!GlamourLinkTarget.isValid("a%zz"))
        #expect(GlamourLinkTarget.isValid("a#top"))
        #expect(GlamourLinkTarget.host("https://user@charm.sh:8080/x") == "charm.sh")
        #expect(GlamourLinkTarget.host("relative/path") == "")
    }
}
