import TerminalKit
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

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

    /// A line past the bound is skipped whole and the reading goes on to the input's end:
    /// the lines after it still count, and the writer is never left with a closed pipe.
    @MainActor @Test func aLineTooLongIsSkippedAndTheReadingGoesOn() async throws {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        let (reader, writer) = (descriptors[0], descriptors[1])
        defer { close(reader) }
        let long = String(repeating: "7", count: 300)
        let text = "10\n" + long + "\n20\n" + long + long + "\nXXX\n60\nAlmost\nXXX\n"
        let bytes = Array(text.utf8)
        // The pipe holds it all (far below its capacity): written before the reading.
        try #require(
            bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == bytes.count)
        close(writer)
        var updates: [GaugeInput.Update] = []
        let failure = await GaugeInput.follow(maximumLength: 64, descriptor: reader) {
            updates.append($0)
        }
        #expect(failure == nil)
        #expect(
            updates == [
                .init(percent: 10, text: nil), .init(percent: 20, text: nil),
                .init(percent: 60, text: "Almost"),
            ])
    }
}
