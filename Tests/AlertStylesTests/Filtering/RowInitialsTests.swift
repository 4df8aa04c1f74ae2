import AlertTestSupport
import Testing

@testable import AlertStyles

@Suite struct RowInitialsTests {
    /// Random lists of keyed rows (some keyless): every lookup agrees with reading the rows
    /// one by one, from every start, going round or not.
    @Test func lookupsAgreeWithAScanOfTheRows() {
        let seed: UInt64 = 0x1E77_E25
        var generator = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let keys: [Character?] = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                Bool.random(using: &generator) ? nil : "abc".randomElement(using: &generator)
            }
            let initials = RowInitials<Character>(keys.indices) { keys[$0] }
            for key in Array("abcd") {
                for row in -1...keys.count {
                    let scanFrom = keys.indices.first { $0 >= row && keys[$0] == key }
                    #expect(initials.first(keyed: key, from: row) == scanFrom, "seed \(seed)")
                    let after = keys.indices.first { $0 > row && keys[$0] == key }
                    let round = after ?? keys.indices.first { keys[$0] == key }
                    #expect(initials.next(keyed: key, after: row) == round, "seed \(seed)")
                }
            }
        }
    }
}
