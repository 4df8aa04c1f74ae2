import Testing

@testable import AlertCommandKit

/// `gum table --print` (table/command.go): lipgloss's table, bubbles' cell padding.
struct TextTableTests {
    @Test func aRoundedTableWithItsHeaderRule() {
        let table = TextTable(
            headers: ["Flavor", "Price"], rows: [["Strawberry", "$0.99"], ["橘子", "1"]])
        #expect(
            table.render(profile: .noTTY) == """
                ╭────────────┬───────╮
                │ Flavor     │ Price │
                ├────────────┼───────┤
                │ Strawberry │ $0.99 │
                │ 橘子       │ 1     │
                ╰────────────┴───────╯
                """)
    }

    @Test func givenWidthsCutWithAnEllipsis() {
        let table = TextTable(
            headers: ["Name"], rows: [["Strawberry"]], border: .normal, widths: [5])
        #expect(
            table.render(profile: .noTTY) == "┌───────┐\n│ Name  │\n├───────┤\n│ Stra… │\n└───────┘"
        )
    }

    @Test func withoutABorderOnlyThePaddingSeparatesColumns() {
        let table = TextTable(headers: ["a", "b"], rows: [["1", "2"]], border: .none)
        #expect(table.render(profile: .noTTY) == " a  b \n 1  2 ")
    }

    @Test func theHeaderIsBoldWhereTheOutputTakesIt() {
        let table = TextTable(headers: ["a"], rows: [], border: .none)
        #expect(table.render(profile: .ansi256) == "\u{1B}[1m a \u{1B}[m")
    }
}
