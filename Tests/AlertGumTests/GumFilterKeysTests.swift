import AlertPresentation
import Testing

@testable import AlertGum

/// filter/filter.go's key map: Esc blurs the search (FocusOutSearch), `/` focuses it again
/// (FocusInSearch), and the alert is told each time.
@MainActor @Suite struct GumFilterKeysTests {
    @Test func escAndSlashToggleTheSearchAndSaySo() {
        let keys = GumFilterKeys(ticks: false)
        var told: [Bool] = []
        keys.onSearchingChange = { told.append($0) }
        #expect(keys.meaning(of: .character("j")) == .character("j"), "a letter of the query")
        #expect(keys.meaning(of: .escape) == .text(""))
        #expect(!keys.isSearching && told == [false])
        #expect(keys.meaning(of: .character("j")) == .down, "blurred, j moves")
        #expect(keys.meaning(of: .character("x")) == .text(""), "other letters do nothing")
        #expect(keys.meaning(of: .character("/")) == .text(""))
        #expect(keys.isSearching && told == [false, true])
        #expect(keys.meaning(of: .character("x")) == .character("x"))
        #expect(told == [false, true], "nothing said while the state stays")
    }
}
