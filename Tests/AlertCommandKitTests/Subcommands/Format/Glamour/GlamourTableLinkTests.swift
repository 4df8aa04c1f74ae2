import Testing

@testable import AlertCommandKit

struct GlamourTableLinkTests {
    // glamour internal/autolink/autolink.go: GitHub issues shortened; else the host
    // (ansi/table_links.go linkDomain); numbered by place (linkWithSuffix).
    @Test func entries() {
        #expect(
            GlamourTableLink.auto("https://github.com/charmbracelet/gum/issues/7").content
                == "charmbracelet/gum#7")
        #expect(GlamourTableLink.auto("https://charm.sh/blog").content == "charm.sh")
        let entry = GlamourTableLink(href: "x", content: "text", kind: .regular)
        #expect(
            entry.numbered(in: [GlamourTableLink(href: "y", content: "y", kind: .regular), entry])
                == "text[2]")
        #expect(entry.numbered(in: []) == "text")
    }
}
