/// Collects the bytes of a bracketed paste until its end marker (`CSI 201 ~`), handing out
/// sanitised text in chunks so that memory stays bounded however long the paste is.
///
/// CR and CRLF become LF (terminals send CR for a pasted newline). Chunks are cut on UTF-8
/// boundaries and never inside a possible end marker. Each byte is handled in O(1)
/// amortised; memory is at most `chunkLimit` + a few bytes.
struct PasteAccumulator: Sendable {
    private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [201~

    /// The byte count at which a chunk is handed out before the paste ends.
    let chunkLimit: Int
    private var bytes: [UInt8] = []
    private var lastWasCarriageReturn = false
    private var deliveredChunk = false

    /// The bytes held, not yet delivered.
    var heldByteCount: Int {
        bytes.count
    }

    init(chunkLimit: Int) {
        self.chunkLimit = max(chunkLimit, 16)
    }

    /// The outcome of adding one byte.
    enum Step: Equatable {
        case continuing
        case chunk(String)
        case finished(String?)
    }

    /// Adds one byte of the paste.
    mutating func add(_ byte: UInt8) -> Step {
        if byte == 0x0D {
            bytes.append(0x0A)
            lastWasCarriageReturn = true
        } else if byte == 0x0A && lastWasCarriageReturn {
            lastWasCarriageReturn = false
            return .continuing
        } else {
            bytes.append(byte)
            lastWasCarriageReturn = false
        }
        if byte == 0x7E && bytes.count >= Self.endMarker.count
            && bytes.suffix(Self.endMarker.count).elementsEqual(Self.endMarker)
        {
            bytes.removeLast(Self.endMarker.count)
            let text = bytes.isEmpty && deliveredChunk ? nil : Self.text(bytes[...])
            self = PasteAccumulator(chunkLimit: chunkLimit)
            return .finished(text)
        }
        if bytes.count >= chunkLimit + Self.endMarker.count {
            return takeChunk().map { .chunk($0) } ?? .continuing
        }
        return .continuing
    }

    /// Hands out what can safely be delivered now (used at the Esc timeout): everything
    /// except a possible start of the end marker and an incomplete UTF-8 character.
    mutating func takeChunk() -> String? {
        var cut = bytes.count
        // Keep a tail that could be the start of the end marker.
        if let escape = bytes.suffix(Self.endMarker.count - 1).lastIndex(of: 0x1B),
            Self.endMarker.starts(with: bytes[escape...])
        {
            cut = escape
        }
        cut = Self.utf8Boundary(in: bytes, before: cut)
        guard cut > 0 else { return nil }
        let text = Self.text(bytes[..<cut])
        bytes.removeFirst(cut)
        deliveredChunk = true
        return text
    }

    /// Hands out every byte held (a paste ended without its end marker) and starts afresh;
    /// nil when none is held.
    mutating func takeAll() -> String? {
        defer { self = PasteAccumulator(chunkLimit: chunkLimit) }
        return bytes.isEmpty ? nil : Self.text(bytes[...])
    }

    /// The largest index ≤ `end` that does not split a UTF-8 character.
    private static func utf8Boundary(in bytes: [UInt8], before end: Int) -> Int {
        var start = end
        // Step back over at most three continuation bytes to the lead byte.
        while start > 0 && end - start < 3 && bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return end }
        let lead = bytes[start - 1]
        let length: Int =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 1
            }
        let available = end - (start - 1)
        return available < length ? start - 1 : end
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        TextSanitizer.sanitize(String(decoding: bytes, as: UTF8.self), keepingNewlines: true)
    }
}
