import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct TextFieldItemVisibleRangeTests {
    /// The window the painter used before: re-measure the whole run on every step
    /// (quadratic), kept here as the reference for the linear walk.
    static func referenceRange(widths: [Int], cursor: Int, fieldWidth: Int) -> Range<Int> {
        func width(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
        var start = 0
        while start < cursor, width(start..<cursor) >= fieldWidth { start += 1 }
        var end = start
        while end < widths.count, width(start..<(end + 1)) <= fieldWidth { end += 1 }
        return start..<end
    }

    @Test func theWindowMatchesTheReferenceOnRandomTexts() {
        let seed: UInt64 = 0xF1E1D
        var rng = SplitMix64(seed: seed)
        for round in 0..<500 {
            let count = Int(rng.next(below: 40))
            let widths = (0..<count).map { _ in Int(rng.next(below: 3)) }
            let cursor = Int(rng.next(below: UInt64(count + 1)))
            let fieldWidth = 1 + Int(rng.next(below: 12))
            let expected = Self.referenceRange(
                widths: widths, cursor: cursor, fieldWidth: fieldWidth)
            let actual = TextFieldItem.visibleRange(
                count: count, cursor: cursor, fieldWidth: CGFloat(fieldWidth),
                width: { CGFloat(widths[$0]) })
            #expect(
                actual == expected,
                "seed \(seed) round \(round): widths \(widths) cursor \(cursor) field \(fieldWidth)"
            )
        }
    }

    @Test func aLongTextIsMeasuredOnlyAroundTheCursor() {
        var calls = 0
        let range = TextFieldItem.visibleRange(
            count: 100_000, cursor: 100_000, fieldWidth: 30,
            width: { _ in
                calls += 1
                return 1
            })
        #expect(range == 99_971..<100_000)
        #expect(calls <= 31, "\(calls) width measurements for a 30-cell field")
        calls = 0
        let middle = TextFieldItem.visibleRange(
            count: 100_000, cursor: 50_000, fieldWidth: 30,
            width: { _ in
                calls += 1
                return 2
            })
        #expect(middle == 49_986..<50_001)
        #expect(calls <= 32, "\(calls) width measurements for a 30-cell field")
    }
}
