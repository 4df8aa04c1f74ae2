import Foundation
import Testing

@testable import AlertPresentation

@Test func anItemWidthKeepsFiniteNonNegativeValuesOnly() {
    let width = AlertItemWidth(unbreakable: 12, flowing: 30)
    #expect(width.unbreakable == 12 && width.flowing == 30)
    let bad = AlertItemWidth(unbreakable: -3, flowing: .nan)
    #expect(bad == .zero)
    #expect(AlertItemWidth(unbreakable: .infinity) == .zero)
    #expect(AlertItemWidth.zero.unbreakable == 0 && AlertItemWidth.zero.flowing == 0)
}
