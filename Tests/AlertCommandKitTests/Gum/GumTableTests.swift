import Testing

@testable import AlertCommandKit

/// table/table.go: the header stands over the columns of the rows it names.
@Suite struct GumTableTests {
    @Test func theHeadingStandsOverItsColumns() {
        let table = TextTable(
            headers: ["Bubble Gum Flavor", "Price"],
            rows: [["Strawberry", "$0.99"], ["Cherry", "$0.50"]], border: .rounded, widths: [])
        let heading = Array(GumTable.heading(of: table))
        let row = Array(GumTable.line(of: table.rows[0], in: table))
        #expect(!heading.contains(" "), "no-break spaces, never folded")
        #expect(heading.firstIndex(of: "P") == row.firstIndex(of: "$"))
        #expect(heading.first == "B" && row.first == "S", "both start at the list's left edge")
    }
}
