import Testing

@testable import AlertCommandKit

struct GlamourTableWidthsTests {
    // lipgloss table/resizing.go: natural widths plus margins; widened evenly from the
    // narrowest; narrowed from the widest and those furthest above their median.
    @Test func widths() {
        let widths = GlamourTableWidths(header: ["a", "bbb"], rows: [["cc", "d"]])
        #expect(widths.widths(for: 0) == [4, 5])
        #expect(widths.widths(for: 14) == [7, 6])
        let wide = GlamourTableWidths(
            header: ["name", "description"], rows: [["x", String(repeating: "w", count: 40)]])
        #expect(wide.widths(for: 30) == [6, 23])
    }
}
