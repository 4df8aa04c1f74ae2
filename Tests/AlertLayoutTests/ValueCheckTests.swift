import Foundation
import Testing

@testable import AlertLayout

@Suite struct ValueCheckTests {
    @Test func describesEachProblem() {
        #expect(ValueCheck.problem(.nan) == "is NaN")
        #expect(ValueCheck.problem(.infinity) == "is infinite")
        #expect(ValueCheck.problem(-2) == "is negative (-2.0)")
        #expect(ValueCheck.problem(2e9)?.hasPrefix("is too large") == true)
        #expect(ValueCheck.problem(0) == nil)
        #expect(ValueCheck.problem(12.5) == nil)
    }

    @Test func negativeAndInfinityCanBeAllowed() {
        #expect(ValueCheck.problem(-2, allowsNegative: true) == nil)
        #expect(ValueCheck.problem(-2e9, allowsNegative: true)?.hasPrefix("is too large") == true)
        #expect(ValueCheck.problem(.infinity, allowsInfinity: true) == nil)
        #expect(ValueCheck.problem(-.infinity, allowsInfinity: true) == "is infinite")
        #expect(ValueCheck.problem(.nan, allowsInfinity: true) == "is NaN")
    }
}
