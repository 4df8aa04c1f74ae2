import AlertTestSupport
import Testing

@testable import AlertStyles

@Suite struct RowSetTests {
    /// Random inserts, removals, ranges and set operations, checked step by step against
    /// `Set<Int>` (the reference): membership, count, ascending order, equality and hashes.
    @Test func randomOperationsAgreeWithASetOfInts() {
        let seed: UInt64 = 0xB175_E7
        var generator = SplitMix64(seed: seed)
        var rows = RowSet()
        var model = Set<Int>()
        for step in 0..<3_000 {
            let row = Int.random(in: -2...300, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0, 1:
                let inserted = rows.insert(row).inserted
                #expect(inserted == (row >= 0 && model.insert(row).inserted), "seed \(seed)")
            case 2:
                #expect(rows.remove(row) == model.remove(row), "seed \(seed), step \(step)")
            case 3:
                let upper = Int.random(in: 0...300, using: &generator)
                let range = min(row, upper)..<upper
                let other = RowSet(range)
                let otherModel = Set(range.filter { $0 >= 0 })
                #expect(other == RowSet(otherModel), "seed \(seed), step \(step)")
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    rows.formUnion(other)
                    model.formUnion(otherModel)
                case 1:
                    rows.formIntersection(other)
                    model.formIntersection(otherModel)
                default:
                    rows.formSymmetricDifference(other)
                    model.formSymmetricDifference(otherModel)
                }
            case 4:
                #expect(rows.contains(row) == model.contains(row), "seed \(seed), step \(step)")
            case 5:
                // Grown past the last row and emptied again, it still equals the model.
                rows.insert(1_000)
                rows.remove(1_000)
            default:
                #expect(rows.update(with: max(row, 0)) == model.update(with: max(row, 0)))
            }
            #expect(rows.count == model.count, "seed \(seed), step \(step)")
            #expect(Array(rows) == model.sorted(), "seed \(seed), step \(step)")
            #expect(rows == RowSet(model), "seed \(seed), step \(step)")
            #expect(rows.hashValue == RowSet(model).hashValue, "seed \(seed), step \(step)")
            #expect(rows.first == model.min(), "seed \(seed), step \(step)")
        }
    }

    /// A range fills its words whole or in part, at either end of a word.
    @Test func rangesHoldExactlyTheirRows() {
        for bounds in [(0, 0), (0, 1), (0, 64), (63, 65), (64, 128), (5, 200), (-3, 2), (7, 3)] {
            let range = bounds.0..<max(bounds.0, bounds.1)
            let rows = RowSet(range)
            #expect(Array(rows) == range.filter { $0 >= 0 }, "\(bounds)")
            #expect(rows.count == range.filter { $0 >= 0 }.count, "\(bounds)")
        }
    }

    /// A million rows ticked is a bit each, read back in order.
    @Test func aMillionRowsReadBackInOrder() {
        let rows = RowSet(0..<1_000_000)
        #expect(rows.count == 1_000_000)
        var expected = 0
        for row in rows {
            guard row == expected else { break }
            expected += 1
        }
        #expect(expected == 1_000_000)
        #expect(rows.contains(999_999) && !rows.contains(1_000_000))
        #expect(rows.description.hasPrefix("[0, 1, 2"))
    }
}
