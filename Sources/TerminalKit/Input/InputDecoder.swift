/// An incremental decoder from terminal input bytes to ``InputEvent``s.
///
/// Feed it whatever `read` returned; bytes that end in the middle of a sequence or a UTF-8
/// character are held until the next feed, so the events do not depend on how the input was
/// split. A lone ESC is ambiguous (the Escape key, or the start of a sequence), so it is held
/// too: when no byte has arrived for the Esc timeout, call ``flushTimeout()`` and it comes out
/// as ``TerminalKey/escape`` (any other partial sequence comes out as what it can be, or is
/// dropped when it can be nothing).
///
/// Robustness: unknown sequences are consumed whole and skipped; a malformed one ends at the
/// first byte that cannot belong to it, and decoding resumes at that byte. Memory is bounded:
/// at most ``maximumSequenceLength`` bytes are held between feeds, plus at most the paste
/// chunk limit during a bracketed paste. Each feed runs in O(n) over the bytes given plus the
/// held ones.
package struct InputDecoder: Sendable {
    /// The default size at which a long paste is delivered in several ``InputEvent/paste(_:)``
    /// events.
    package static let defaultPasteChunkLimit = 64 * 1024
    /// The longest control sequence kept; a longer one is discarded up to its final byte.
    package static let maximumSequenceLength = 256

    private var pending: [UInt8] = []
    private var paste: PasteAccumulator
    private var isDiscardingSequence = false
    private var expectedCursorReports = 0

    /// Whether a bracketed paste has started and not yet ended.
    package private(set) var isInPaste = false
    /// The bytes of the open paste so far.
    private var pastedByteCount = 0
    /// The most bytes one paste takes by default (16 MiB); see ``maximumPasteBytes``.
    package static let defaultMaximumPasteBytes = 16 << 20
    /// The most bytes one paste takes; past them it is ended as if its end marker had
    /// come, so a paste that never ends cannot hold the keys forever.
    package let maximumPasteBytes: Int

    /// Creates a decoder. `pasteChunkLimit` (at least 16) bounds the memory used by a paste,
    /// `maximumPasteBytes` (at least 1) the length of one paste.
    package init(
        pasteChunkLimit: Int = InputDecoder.defaultPasteChunkLimit,
        maximumPasteBytes: Int = InputDecoder.defaultMaximumPasteBytes
    ) {
        paste = PasteAccumulator(chunkLimit: pasteChunkLimit)
        self.maximumPasteBytes = max(maximumPasteBytes, 1)
    }

    /// Whether bytes are held, waiting for more input or for ``flushTimeout()``. A session arms
    /// its Esc timer when this is true after a feed.
    package var hasPendingInput: Bool {
        !pending.isEmpty || isInPaste
    }

    /// How many bytes are held between feeds (incomplete sequence plus paste text not yet
    /// delivered); bounded by ``maximumSequenceLength`` and the paste chunk limit.
    var heldByteCount: Int {
        pending.count + paste.heldByteCount
    }

    /// Decodes `bytes` and returns the events they complete, in order.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return process(atTimeout: false)
    }

    /// Called after the Esc timeout with no new byte: delivers what is held. A lone ESC becomes
    /// the Escape key, `ESC x` becomes Alt+x, a truncated sequence or UTF-8 character is
    /// dropped, and a paste in progress hands out the text received so far (the paste itself
    /// continues until its end marker).
    package mutating func flushTimeout() -> [InputEvent] {
        var events = process(atTimeout: true)
        if isInPaste, let chunk = paste.takeChunk() {
            events.append(.paste(chunk))
        }
        return events
    }

    /// Ends a bracketed paste whose end marker has not come (it stalled, or grew past
    /// ``maximumPasteBytes``): the text held so far, and the bytes after it are keys
    /// again. Nothing when no paste is open.
    package mutating func endPaste() -> [InputEvent] {
        guard isInPaste else { return [] }
        isInPaste = false
        pastedByteCount = 0
        return paste.takeAll().map { [.paste($0)] } ?? []
    }

    /// Tells the decoder that a cursor position report has been requested, so that the next
    /// `CSI row ; column R` is a reply even when it looks like a modified F3 (`CSI 1 ; m R`).
    package mutating func expectCursorPositionReport() {
        expectedCursorReports = min(expectedCursorReports + 1, 64)
    }

    /// How many requested cursor position reports have not arrived yet.
    package var awaitedCursorReports: Int {
        expectedCursorReports
    }

    /// Forgets every held byte and any paste or expectation in progress.
    package mutating func reset() {
        self = InputDecoder(
            pasteChunkLimit: paste.chunkLimit, maximumPasteBytes: maximumPasteBytes)
    }

    // MARK: - Driving loop

    private mutating func process(atTimeout: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        scanning: while index < pending.count {
            if isInPaste {
                index = consumePaste(from: index, into: &events)
                continue
            }
            if isDiscardingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                isDiscardingSequence = false
                if (0x40...0x7E).contains(byte) { index += 1 }
                continue
            }
            let token = parseToken(at: index, atTimeout: atTimeout)
            switch token {
            case .needMore:
                break scanning
            case .skip(let length):
                index += length
            case .event(let event, let length):
                events.append(event)
                index += length
            case .pasteStart(let length):
                isInPaste = true
                index += length
            case .expectedCursorReport(let event, let length):
                expectedCursorReports -= 1
                events.append(event)
                index += length
            case .runaway(let length):
                isDiscardingSequence = true
                index += length
            }
        }
        pending.removeFirst(index)
        return events
    }

    private mutating func consumePaste(from start: Int, into events: inout [InputEvent]) -> Int {
        var index = start
        while index < pending.count {
            guard pastedByteCount < maximumPasteBytes else {
                events += endPaste()
                return index
            }
            let step = paste.add(pending[index])
            index += 1
            pastedByteCount += 1
            switch step {
            case .continuing:
                continue
            case .chunk(let text):
                events.append(.paste(text))
            case .finished(let text):
                if let text { events.append(.paste(text)) }
                isInPaste = false
                pastedByteCount = 0
                return index
            }
        }
        return index
    }

    // MARK: - Tokens

    private enum Token {
        case needMore
        case skip(Int)
        case event(InputEvent, Int)
        case pasteStart(Int)
        case expectedCursorReport(InputEvent, Int)
        case runaway(Int)
    }

    private func parseToken(at index: Int, atTimeout: Bool) -> Token {
        if pending[index] == 0x1B {
            return parseEscape(at: index, atTimeout: atTimeout, allowsAltPrefix: true)
        }
        return parsePlain(at: index, atTimeout: atTimeout)
    }

    /// A byte or UTF-8 character outside any sequence.
    private func parsePlain(at index: Int, atTimeout: Bool) -> Token {
        let byte = pending[index]
        if let (key, modifiers) = KeySequenceTable.key(forByte: byte) {
            return .event(.key(key, modifiers), 1)
        }
        return parseUTF8(at: index, atTimeout: atTimeout)
    }

    private func parseUTF8(at index: Int, atTimeout: Bool) -> Token {
        let length: Int
        switch pending[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(1)
        }
        for offset in 1..<length {
            guard index + offset < pending.count else {
                return atTimeout ? .skip(offset) : .needMore
            }
            if pending[index + offset] & 0xC0 != 0x80 { return .skip(offset) }
        }
        var iterator = pending[index..<(index + length)].makeIterator()
        var codec = UTF8()
        guard case .scalarValue(let scalar) = codec.decode(&iterator) else {
            return .skip(length)
        }
        return .event(.key(.character(Character(scalar))), length)
    }

    private func parseEscape(at index: Int, atTimeout: Bool, allowsAltPrefix: Bool) -> Token {
        let escapeKey = Token.event(.key(.escape), 1)
        guard index + 1 < pending.count else { return atTimeout ? escapeKey : .needMore }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return parseControlSequence(at: index, introducer: .csi, atTimeout: atTimeout)
        case UInt8(ascii: "O"):
            return parseControlSequence(at: index, introducer: .ss3, atTimeout: atTimeout)
        case 0x1B:
            // ESC ESC [ ... is Alt + a sequence; any other ESC ESC is Escape, then the rest.
            guard allowsAltPrefix else { return escapeKey }
            guard index + 2 < pending.count else { return atTimeout ? escapeKey : .needMore }
            let third = pending[index + 2]
            guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else {
                return escapeKey
            }
            let inner = parseEscape(at: index + 1, atTimeout: atTimeout, allowsAltPrefix: false)
            return withAlt(inner, otherwise: escapeKey)
        default:
            let inner = parsePlain(at: index + 1, atTimeout: atTimeout)
            return withAlt(inner, otherwise: escapeKey)
        }
    }

    /// `inner` with Alt added and the ESC counted, when it is a key; `otherwise` if not.
    private func withAlt(_ inner: Token, otherwise: Token) -> Token {
        switch inner {
        case .needMore:
            return .needMore
        case .event(.key(let key, let modifiers), let length):
            return .event(.key(key, modifiers.union(.alt)), length + 1)
        default:
            return otherwise
        }
    }

    private func parseControlSequence(
        at index: Int, introducer: ControlSequence.Introducer, atTimeout: Bool
    ) -> Token {
        let bodyStart = index + 2
        var cursor = bodyStart
        while cursor < pending.count {
            let byte = pending[cursor]
            if (0x40...0x7E).contains(byte) {
                return complete(
                    at: index, introducer: introducer, finalIndex: cursor, atTimeout: atTimeout)
            }
            guard (0x20...0x3F).contains(byte) else {
                // A byte that cannot belong to the sequence: drop the truncated sequence.
                return .skip(cursor - index)
            }
            cursor += 1
            if cursor - index > Self.maximumSequenceLength { return .runaway(cursor - index) }
        }
        guard atTimeout else { return .needMore }
        if cursor == bodyStart {
            // Just `ESC [` or `ESC O`: Alt+[ or Alt+O.
            return .event(.key(.character(Character(Unicode.Scalar(pending[index + 1]))), .alt), 2)
        }
        return .skip(cursor - index)
    }

    private func complete(
        at index: Int, introducer: ControlSequence.Introducer, finalIndex: Int, atTimeout: Bool
    ) -> Token {
        let final = pending[finalIndex]
        let length = finalIndex + 1 - index
        let body = pending[(index + 2)..<finalIndex]
        if introducer == .csi && final == UInt8(ascii: "M") && body.isEmpty {
            // Legacy X10 mouse: three raw payload bytes follow.
            guard finalIndex + 3 < pending.count else {
                return atTimeout ? .skip(pending.count - index) : .needMore
            }
            let event = MouseReportDecoder.legacy(
                pending[finalIndex + 1], pending[finalIndex + 2], pending[finalIndex + 3])
            return .event(.mouse(event), length + 3)
        }
        if introducer == .csi && final == UInt8(ascii: "[") && body.isEmpty {
            // Linux console F1...F5: `ESC [ [ A` ... `ESC [ [ E`.
            guard finalIndex + 1 < pending.count else {
                return atTimeout ? .skip(length) : .needMore
            }
            let letter = pending[finalIndex + 1]
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
                return .skip(length)
            }
            return .event(.key(.function(Int(letter - UInt8(ascii: "A")) + 1)), length + 1)
        }
        let sequence = ControlSequence(introducer: introducer, body: body, final: final)
        let meaning = ControlSequenceInterpreter.meaning(
            of: sequence, expectingCursorReport: expectedCursorReports > 0)
        switch meaning {
        case .event(let event): return .event(event, length)
        case .pasteStart: return .pasteStart(length)
        case .expectedCursorReport(let event): return .expectedCursorReport(event, length)
        case .ignored: return .skip(length)
        }
    }
}
