import Synchronization

/// Interns multi-scalar graphemes (emoji sequences, letters with combining marks) so that a
/// cell can refer to one with a 31-bit index and stay a plain 16-byte value.
///
/// Single-scalar graphemes, the vast majority, never come here: a cell holds their scalar value
/// directly. The store is process-wide and only grows; it holds at most ``capacity`` distinct
/// graphemes, after which ``intern(_:)`` returns `nil` and the caller draws U+FFFD instead. Each
/// entry keeps its UTF-8 bytes so the renderer copies them without building a `String`.
/// Lookups and inserts are O(1) on average, under a lock.
final class GraphemeStore: @unchecked Sendable {
    /// The store every cell buffer uses.
    static let shared = GraphemeStore()

    /// The most distinct graphemes kept.
    static let capacity = 1 << 20

    private let lock = Mutex(())
    private var indexByGrapheme: [Character: UInt32] = [:]
    private var graphemes: [Character] = []
    private var bytes: [[UInt8]] = []

    /// The index of `grapheme`, adding it when new; `nil` when the store is full.
    func intern(_ grapheme: Character) -> UInt32? {
        lock.withLock { _ in
            if let index = indexByGrapheme[grapheme] {
                return index
            }
            guard graphemes.count < Self.capacity else { return nil }
            let index = UInt32(graphemes.count)
            graphemes.append(grapheme)
            bytes.append(Array(String(grapheme).utf8))
            indexByGrapheme[grapheme] = index
            return index
        }
    }

    /// The grapheme stored at `index`.
    func grapheme(at index: UInt32) -> Character {
        lock.withLock { _ in
            Int(index) < graphemes.count ? graphemes[Int(index)] : "\u{FFFD}"
        }
    }

    /// Appends the UTF-8 bytes of the grapheme at `index` to `output`.
    func appendUTF8(at index: UInt32, to output: inout [UInt8]) {
        lock.withLock { _ in
            if Int(index) < bytes.count {
                output.append(contentsOf: bytes[Int(index)])
            } else {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        }
    }
}
