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

@Test func aTextsWidthIsItsWidestWordAndItsWidestParagraphInItsRole() {
    let measurer = MonospaceTextMeasurer(
        textSizes: AlertTextSizes(title: 2, message: 1, button: 1, caption: 1, field: 1),
        advanceRatio: 1)
    let text = "Copy /usr/local/bin now?\nDone."
    #expect(
        AlertItemWidth.text(text, role: .message, measurer: measurer)
            == AlertItemWidth(unbreakable: 14, flowing: 24))
    #expect(
        AlertItemWidth.text(text, role: .title, measurer: measurer)
            == AlertItemWidth(unbreakable: 28, flowing: 48))
    #expect(AlertItemWidth.text("", role: .message, measurer: measurer) == .zero)
}
