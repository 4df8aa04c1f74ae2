import Testing

@testable import TerminalKit

/// Decodes `text` in one feed, then flushes the Esc timeout.
private func decode(_ text: String, expectingCursorReport: Bool = false) -> [InputEvent] {
    var decoder = InputDecoder()
    if expectingCursorReport { decoder.expectCursorPositionReport() }
    return decoder.feed(Array(text.utf8)) + decoder.flushTimeout()
}

@Suite struct InputDecoderTests {
    @Test func printableUTF8IncludingCJK() {
        #expect(
            decode("aZ~é中😀")
                == ["a", "Z", "~", "é", "中", "😀"].map { InputEvent.key(.character($0)) })
    }

    @Test func utf8SplitAcrossFeedsIsHeldUntilComplete() {
        var decoder = InputDecoder()
        let bytes = Array("中".utf8)
        #expect(decoder.feed(bytes[0..<1]).isEmpty)
        #expect(decoder.feed(bytes[1..<2]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(bytes[2..<3]) == [.key(.character("中"))])
        #expect(!decoder.hasPendingInput)
    }

    @Test(arguments: [
        (UInt8(0x03), InputEvent.key(.character("c"), .control)),
        (0x1A, .key(.character("z"), .control)),
        (0x01, .key(.character("a"), .control)),
        (0x00, .key(.character(" "), .control)),
        (0x1C, .key(.character("\\"), .control)),
        (0x7F, .key(.backspace)),
        (0x08, .key(.backspace)),
        (0x09, .key(.tab)),
        (0x0D, .key(.enter)),
        (0x0A, .key(.character("j"), .control)),
    ])
    func controlBytes(byte: UInt8, expected: InputEvent) {
        var decoder = InputDecoder()
        #expect(decoder.feed([byte]) == [expected])
    }

    @Test func interruptAndSuspendHelpers() {
        #expect(decode("\u{03}") == [.key(.character("c"), .control)])
        #expect(decode("\u{03}").first?.isInterrupt == true)
        #expect(decode("\u{1A}").first?.isSuspend == true)
        #expect(decode("c").first?.isInterrupt == false)
    }

    @Test(arguments: [
        ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right),
        ("\u{1B}[D", .left), ("\u{1B}OA", .up), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)),
        ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)),
        ("\u{1B}[20~", .function(9)), ("\u{1B}[21~", .function(10)),
        ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
        ("\u{1B}[E", .begin), ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
    ])
    func unmodifiedKeys(sequence: String, key: TerminalKey) {
        #expect(decode(sequence) == [.key(key)])
    }

    static let modifiedCases: [(String, TerminalKey, KeyModifiers)] = [
        ("\u{1B}[1;2A", .up, .shift),
        ("\u{1B}[1;3B", .down, .alt),
        ("\u{1B}[1;5C", .right, .control),
        ("\u{1B}[1;6D", .left, [.shift, .control]),
        ("\u{1B}[1;9H", .home, .meta),
        ("\u{1B}[1;8F", .end, [.shift, .alt, .control]),
        ("\u{1B}[1;5P", .function(1), .control),
        ("\u{1B}[1;2Q", .function(2), .shift),
        ("\u{1B}[1;2S", .function(4), .shift),
        ("\u{1B}[3;5~", .delete, .control),
        ("\u{1B}[5;2~", .pageUp, .shift),
        ("\u{1B}[24;7~", .function(12), [.alt, .control]),
        ("\u{1B}O5P", .function(1), .control),
        ("\u{1B}[1;2Z", .backTab, []),
    ]

    @Test(arguments: modifiedCases)
    func modifiedKeys(sequence: String, key: TerminalKey, modifiers: KeyModifiers) {
        #expect(decode(sequence) == [.key(key, modifiers)])
    }

    @Test func altIsAnEscapePrefix() {
        #expect(decode("\u{1B}x") == [.key(.character("x"), .alt)])
        #expect(decode("\u{1B}中") == [.key(.character("中"), .alt)])
        #expect(decode("\u{1B}\u{7F}") == [.key(.backspace, .alt)])
        #expect(decode("\u{1B}\u{03}") == [.key(.character("c"), [.alt, .control])])
        #expect(decode("\u{1B}\u{1B}[A") == [.key(.up, .alt)])
    }

    @Test func loneEscapeIsHeldUntilTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushTimeout() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushTimeout().isEmpty)
    }

    @Test func escapeFollowedBySequenceStartWaitsForTheRest() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("1;5".utf8)).isEmpty)
        #expect(decoder.feed(Array("A".utf8)) == [.key(.up, .control)])
    }

    @Test func partialSequencesAtTheTimeoutBecomeWhatTheyCanBe() {
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(decode("\u{1B}[") == [.key(.character("["), .alt)])
        #expect(decode("\u{1B}O") == [.key(.character("O"), .alt)])
        #expect(decode("\u{1B}[1;5").isEmpty)
        var decoder = InputDecoder()
        #expect(decoder.feed([0x61, 0xE4, 0xB8]) == [.key(.character("a"))])
        #expect(decoder.flushTimeout().isEmpty)
        #expect(!decoder.hasPendingInput)
    }

    @Test func bracketedPasteIsOneSanitisedEvent() {
        let events = decode("x\u{1B}[200~hello\r\nworld\rok\u{1B}[31m!\u{07}\u{1B}[201~y")
        #expect(
            events == [
                .key(.character("x")), .paste("hello\nworld\nok!\u{FFFD}"), .key(.character("y")),
            ])
    }

    @Test func pasteSpanningFeedsIncludingTheEndMarker() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}[20".utf8))
        events += decoder.feed(Array("0~中".utf8))
        #expect(decoder.isInPaste)
        events += decoder.feed(Array("文\u{1B}[2".utf8))
        events += decoder.feed(Array("01".utf8))
        #expect(events.isEmpty)
        events += decoder.feed(Array("~\u{1B}[A".utf8))
        #expect(events == [.paste("中文"), .key(.up)])
        #expect(!decoder.isInPaste)
    }

    /// A paste whose end marker never comes is ended by the session when the input stalls:
    /// its text so far, then the bytes after it are keys again.
    @Test func aPasteEndedWithoutItsMarkerGivesItsTextAndKeysAfterIt() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}[200~hello".utf8)) + decoder.flushTimeout()
        #expect(decoder.isInPaste)
        events += decoder.endPaste()
        #expect(!decoder.isInPaste)
        events += decoder.feed([0x03, 0x0D])
        events += decoder.flushTimeout()
        #expect(
            events == [
                .paste("hello"), .key(.character("c"), .control), .key(.enter),
            ])
        #expect(decoder.endPaste().isEmpty, "no paste is open")
    }

    /// A paste longer than the bound ends there: what follows it is keys.
    @Test func aPastePastItsBoundEndsAndTheRestIsKeys() {
        var decoder = InputDecoder(pasteChunkLimit: 16, maximumPasteBytes: 20)
        let events = decoder.feed(
            Array(("\u{1B}[200~" + String(repeating: "x", count: 20) + "y").utf8))
        #expect(!decoder.isInPaste)
        #expect(events.last == .key(.character("y")))
        #expect(
            events.dropLast().map { event -> String in
                if case .paste(let text) = event { return text }
                return "?"
            }.joined() == String(repeating: "x", count: 20))
    }

    @Test func pasteKeepsKeysInsideAsText() {
        #expect(decode("\u{1B}[200~\u{1B}[A\u{03}\u{1B}[201~") == [.paste("\u{FFFD}")])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func longPasteIsDeliveredInBoundedChunksAndNothingIsLost() {
        var decoder = InputDecoder(pasteChunkLimit: 100)
        let body = String(repeating: "ab中文🙂", count: 200)
        var events = decoder.feed(Array("\u{1B}[200~".utf8))
        for byte in Array((body + "\u{1B}[201~").utf8) {
            events += decoder.feed([byte])
        }
        #expect(events.count > 10)
        var joined = ""
        for event in events {
            guard case .paste(let text) = event else {
                Issue.record("unexpected \(event)")
                continue
            }
            #expect(text.utf8.count <= 100 + 6)
            joined += text
        }
        #expect(joined == body)
    }

    @Test func timeoutDuringPasteDeliversTheTextSoFar() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.flushTimeout() == [.paste("abc")])
        #expect(decoder.feed(Array("1~".utf8)).isEmpty)
        #expect(!decoder.isInPaste)
    }

    @Test func cursorPositionReportVersusModifiedF3() {
        #expect(decode("\u{1B}[1;5R") == [.key(.function(3), .control)])
        #expect(
            decode("\u{1B}[1;5R", expectingCursorReport: true)
                == [.reply(.cursorPosition(row: 0, column: 4))])
        #expect(decode("\u{1B}[12;40R") == [.reply(.cursorPosition(row: 11, column: 39))])
        var decoder = InputDecoder()
        decoder.expectCursorPositionReport()
        #expect(
            decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.reply(.cursorPosition(row: 0, column: 1))])
        #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.key(.function(3), .shift)])
    }

    @Test func deviceAttributesAndModeReports() {
        #expect(decode("\u{1B}[?62;22c") == [.reply(.deviceAttributes([62, 22]))])
        #expect(decode("\u{1B}[?2026;2$y") == [.reply(.modeReport(mode: 2026, value: 2))])
        #expect(decode("\u{1B}[?2026;0$y") == [.reply(.modeReport(mode: 2026, value: 0))])
        #expect(decode("\u{1B}[4;1$y") == [.reply(.modeReport(mode: 4, value: 1))])
        #expect(decode("\u{1B}[>41;354;0c") == [.reply(.unknown)])
    }

    @Test func repliesAreKeptApartFromKeys() {
        let events = decode("a\u{1B}[?1;2cb")
        #expect(
            events == [
                .key(.character("a")), .reply(.deviceAttributes([1, 2])), .key(.character("b")),
            ])
    }

    @Test func unknownSequencesAreSkippedWhole() {
        #expect(decode("\u{1B}[99;99;99qa") == [.key(.character("a"))])
        #expect(decode("\u{1B}[123~b") == [.key(.character("b"))])
        #expect(decode("\u{1B}Ozc") == [.key(.character("c"))])
        #expect(decode("\u{1B}[?1$zd") == [.reply(.unknown), .key(.character("d"))])
    }

    @Test func truncatedSequenceDoesNotSwallowWhatFollows() {
        #expect(decode("\u{1B}[1;\u{1B}[B") == [.key(.down)])
        #expect(decode("\u{1B}[12\u{03}") == [.key(.character("c"), .control)])
        #expect(
            decode("\u{1B}[<0;1\u{1B}[<0;1;1M") == [
                .mouse(MouseEvent(button: .left, action: .press, column: 0, row: 0))
            ])
    }

    @Test func runawaySequenceIsDiscardedWithBoundedMemory() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}[".utf8))
        for _ in 0..<1000 {
            events += decoder.feed(Array("1;".utf8))
        }
        events += decoder.feed(Array("mz".utf8))
        #expect(events == [.key(.character("z"))])
        #expect(!decoder.hasPendingInput)
    }

    @Test func invalidUTF8IsDroppedAndDecodingResumes() {
        var decoder = InputDecoder()
        #expect(
            decoder.feed([0xFF, 0x80, 0x61, 0xE4, 0x62, 0xC0, 0xAF]) == [
                .key(.character("a")), .key(.character("b")),
            ])
    }

    @Test func kittyStyleCodepointKeys() {
        #expect(decode("\u{1B}[97;5u") == [.key(.character("a"), .control)])
        #expect(decode("\u{1B}[13;2u") == [.key(.enter, .shift)])
    }

    @Test func resetForgetsEverythingHeld() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}[200~abc".utf8))
        decoder.reset()
        #expect(!decoder.hasPendingInput)
        #expect(decoder.feed(Array("q".utf8)) == [.key(.character("q"))])
    }
}
