import Testing

@testable import TerminalKit

/// A valid input sequence and the events it must decode to.
private struct Token {
    var bytes: [UInt8]
    var events: [InputEvent]
    /// Whether a prefix of it, followed by a byte that cannot continue it, is dropped cleanly
    /// (false for a paste or a legacy mouse report, whose payload is arbitrary).
    var canBeTruncated: Bool

    init(_ text: String, _ events: [InputEvent], canBeTruncated: Bool = true) {
        bytes = Array(text.utf8)
        self.events = events
        self.canBeTruncated = canBeTruncated
    }
}

private let catalog: [Token] = [
    Token("a", [.key(.character("a"))]),
    Token("中", [.key(.character("中"))]),
    Token("😀", [.key(.character("😀"))]),
    Token("é", [.key(.character("é"))]),
    Token("\u{03}", [.key(.character("c"), .control)]),
    Token("\r", [.key(.enter)]),
    Token("\t", [.key(.tab)]),
    Token("\u{7F}", [.key(.backspace)]),
    Token("\u{1B}[A", [.key(.up)]),
    Token("\u{1B}OB", [.key(.down)]),
    Token("\u{1B}[1;5C", [.key(.right, .control)]),
    Token("\u{1B}[3;2~", [.key(.delete, .shift)]),
    Token("\u{1B}[24~", [.key(.function(12))]),
    Token("\u{1B}OP", [.key(.function(1))]),
    Token("\u{1B}[Z", [.key(.backTab)]),
    Token("\u{1B}x", [.key(.character("x"), .alt)]),
    Token("\u{1B}中", [.key(.character("中"), .alt)]),
    Token("\u{1B}\u{1B}[D", [.key(.left, .alt)]),
    Token("\u{1B}[<0;3;4M", [.mouse(MouseEvent(button: .left, action: .press, column: 2, row: 3))]),
    Token(
        "\u{1B}[<65;80;24m",
        [.mouse(MouseEvent(button: .wheelDown, action: .release, column: 79, row: 23))]),
    Token("\u{1B}[12;7R", [.reply(.cursorPosition(row: 11, column: 6))]),
    Token("\u{1B}[?62;4c", [.reply(.deviceAttributes([62, 4]))]),
    Token("\u{1B}[?2026;1$y", [.reply(.modeReport(mode: 2026, value: 1))]),
    Token("\u{1B}[99;1q", []),
    Token("\u{1B}[200~hi\r\n中\u{1B}[201~", [.paste("hi\n中")], canBeTruncated: false),
    Token(
        "\u{1B}[M !!", [.mouse(MouseEvent(button: .left, action: .press, column: 0, row: 0))],
        canBeTruncated: false),
]

/// Splits `bytes` at random points into feeds.
private func randomSplits(_ bytes: [UInt8], using rng: inout SplitMix64) -> [ArraySlice<UInt8>] {
    var parts: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
        let length = Int.random(in: 1...8, using: &rng)
        let end = min(start + length, bytes.count)
        parts.append(bytes[start..<end])
        start = end
    }
    return parts
}

/// Records the first difference only, so that a failure stays readable.
private func expectSame(_ actual: [InputEvent], _ expected: [InputEvent], seed: UInt64) {
    guard actual != expected else { return }
    let common = min(actual.count, expected.count)
    let index = (0..<common).first { actual[$0] != expected[$0] } ?? common
    let got = index < actual.count ? "\(actual[index])" : "end"
    let wanted = index < expected.count ? "\(expected[index])" : "end"
    Issue.record("seed \(seed): event \(index) is \(got), expected \(wanted)")
}

@Suite struct InputDecoderFuzzTests {
    @Test(arguments: 0..<40)
    func validStreamsDecodeTheSameHoweverSplit(seedIndex: Int) {
        let seed = UInt64(0xA1E7_0000 + seedIndex)
        var rng = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        var expected: [InputEvent] = []
        for _ in 0..<60 {
            let token = catalog.randomElement(using: &rng)!
            bytes += token.bytes
            expected += token.events
        }
        var whole = InputDecoder()
        let oneFeed = whole.feed(bytes) + whole.flushTimeout()
        expectSame(oneFeed, expected, seed: seed)

        var split = InputDecoder(pasteChunkLimit: 16)
        var reference = InputDecoder(pasteChunkLimit: 16)
        let referenceEvents = reference.feed(bytes) + reference.flushTimeout()
        var splitEvents: [InputEvent] = []
        for part in randomSplits(bytes, using: &rng) {
            splitEvents += split.feed(part)
        }
        splitEvents += split.flushTimeout()
        expectSame(splitEvents, referenceEvents, seed: seed)
    }

    @Test(arguments: 0..<40)
    func truncatedSequencesNeverSwallowWhatFollows(seedIndex: Int) {
        let seed = UInt64(0x7C0_0000 + seedIndex)
        var rng = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        var expected: [InputEvent] = []
        // Tokens that start with a byte which cannot continue any sequence (ESC, a control
        // byte or a UTF-8 lead byte), so a truncated sequence before them must end there.
        // Victims: control sequences (cut after their introducer) and multi-byte characters.
        // An ESC-prefixed key is not a victim: cut short, it is really the Escape key.
        let victims = catalog.filter { token in
            guard token.canBeTruncated && token.bytes.count > 2 else { return false }
            let second = token.bytes[1]
            return token.bytes[0] >= 0xC0
                || (token.bytes[0] == 0x1B && (second == 0x5B || second == 0x4F))
        }
        let followers = catalog.filter { token in
            let first = token.bytes[0]
            return first == 0x1B || first < 0x20 || first >= 0xC0
        }
        for _ in 0..<40 {
            let victim = victims.randomElement(using: &rng)!
            if victim.bytes[0] == 0x1B {
                let cut = Int.random(in: 2..<victim.bytes.count, using: &rng)
                bytes += victim.bytes[..<cut]
            } else if victim.bytes[0] >= 0xC0 {
                bytes += victim.bytes[..<1]
            }
            let follower = followers.randomElement(using: &rng)!
            bytes += follower.bytes
            expected += follower.events
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for part in randomSplits(bytes, using: &rng) {
            events += decoder.feed(part)
        }
        events += decoder.flushTimeout()
        expectSame(events, expected, seed: seed)
    }

    @Test(arguments: 0..<20)
    func randomBytesNeverCrashHangOrGrowMemory(seedIndex: Int) {
        let seed = UInt64(0xF022_0000 + seedIndex)
        var rng = SplitMix64(seed: seed)
        // Bytes biased towards the ones that build sequences.
        let interesting: [UInt8] = Array("\u{1B}[O<?;:$~0123456789MmRcyZu".utf8) + [0x0D, 0x7F]
        var decoder = InputDecoder(pasteChunkLimit: 64)
        var largestHeld = 0
        for _ in 0..<300 {
            var chunk: [UInt8] = []
            for _ in 0..<Int.random(in: 0...64, using: &rng) {
                let pickInteresting = Bool.random(using: &rng)
                chunk.append(
                    pickInteresting
                        ? interesting.randomElement(using: &rng)!
                        : UInt8.random(in: 0...255, using: &rng))
            }
            if Int.random(in: 0..<50, using: &rng) == 0 {
                chunk += Array("\u{1B}[200~".utf8)
            }
            _ = decoder.feed(chunk)
            largestHeld = max(largestHeld, decoder.heldByteCount)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                _ = decoder.flushTimeout()
                if !decoder.isInPaste {
                    #expect(decoder.heldByteCount == 0, "seed \(seed)")
                }
            }
        }
        #expect(largestHeld <= InputDecoder.maximumSequenceLength + 64 + 8, "seed \(seed)")
        // Whatever state the garbage left, ending any paste and sending a key decodes it.
        _ = decoder.feed(Array("\u{1B}[201~".utf8))
        _ = decoder.flushTimeout()
        #expect(decoder.feed([0x0D]) == [.key(.enter)], "seed \(seed)")
    }
}
