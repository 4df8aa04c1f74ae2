import Foundation
import Testing

@testable import AlertStyles

@Suite struct ListRowYieldTests {
    @Test func aListKeepsThreeRowsLightlyAndOneAtMostInWholeRows() {
        let yield = ListRowYield(wholeRows: 8, rowHeight: 2)
        #expect(yield.light == 10 && yield.most == 14)
        #expect(yield.rows(for: 0) == 0)
        #expect(yield.rows(for: 0.5) == 1, "a part of a row is a row")
        #expect(yield.rows(for: 4) == 2)
        #expect(yield.rows(for: 100) == 7, "one row stays")
        let short = ListRowYield(wholeRows: 2, rowHeight: 1)
        #expect(short.light == 0 && short.most == 1)
        #expect(ListRowYield(wholeRows: 0, rowHeight: 1).rows(for: 5) == 0)
    }
}
