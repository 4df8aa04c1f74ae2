import Testing

@testable import AlertCommandKit

@Suite struct GaugeInputTests {
    @Test func percentagesAndXXXBlocksAsDialogReadsThem() {
        var gauge = GaugeInput()
        #expect(gauge.feed("10") == .init(percent: 10, text: nil))
        #expect(gauge.feed(" 250 ") == .init(percent: 100, text: nil), "clamped")
        #expect(gauge.feed("-3") == .init(percent: 0, text: nil))
        #expect(gauge.feed("hello") == nil, "ignored, as dialog ignores it")
        #expect(gauge.feed("XXX") == nil)
        #expect(gauge.feed("80") == nil)
        #expect(gauge.feed("Copying a.txt") == nil)
        #expect(gauge.feed("and b.txt") == nil)
        #expect(gauge.feed("XXX") == .init(percent: 80, text: "Copying a.txt\nand b.txt"))
        #expect(gauge.feed("XXX") == nil)
        #expect(gauge.feed("XXX") == .init(percent: nil, text: nil), "an empty block")
    }
}
