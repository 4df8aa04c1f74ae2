import Testing

@testable import TerminalKit

@Suite struct PasteAccumulatorTests {
    /// Feeds `text` and the end marker byte by byte; returns the chunks and the final text.
    private func run(_ text: String, limit: Int) -> (chunks: [String], final: String?) {
        var accumulator = PasteAccumulator(chunkLimit: limit)
        var chunks: [String] = []
        for byte in Array((text + "\u{1B}[201~").utf8) {
            switch accumulator.add(byte) {
            case .continuing: continue
            case .chunk(let chunk): chunks.append(chunk)
            case .finished(let final): return (chunks, final)
            }
        }
        Issue.record("the end marker was not recognised")
        return (chunks, nil)
    }

    @Test func chunksNeverSplitCharactersAndJoinToTheWhole() {
        let text = String(repeating: "é中🙂x", count: 50)
        let (chunks, final) = run(text, limit: 16)
        #expect(chunks.count > 5)
        #expect(!chunks.joined().contains("\u{FFFD}"))
        #expect(chunks.joined() + (final ?? "") == text)
    }

    @Test func endMarkerPrefixIsHeldBackUntilDecided() {
        var accumulator = PasteAccumulator(chunkLimit: 16)
        for byte in Array("abc\u{1B}[20".utf8) { _ = accumulator.add(byte) }
        #expect(accumulator.takeChunk() == "abc")
        #expect(accumulator.heldByteCount == 4)
        for byte in Array("0x".utf8) { _ = accumulator.add(byte) }
        // `ESC [200x` is not the end marker: it is pasted content, neutralised.
        #expect(accumulator.takeChunk() == "")
        #expect(accumulator.heldByteCount == 0)
    }

    @Test func carriageReturnsBecomeNewlines() {
        #expect(run("a\r\nb\rc\n", limit: 64).final == "a\nb\nc\n")
    }

    @Test func emptyTailAfterChunksEndsWithoutAnEmptyEvent() {
        let (chunks, final) = run(String(repeating: "z", count: 22), limit: 16)
        #expect(chunks.joined() + (final ?? "") == String(repeating: "z", count: 22))
        let exact = run("", limit: 16)
        #expect(exact.chunks.isEmpty && exact.final == "")
    }
}
