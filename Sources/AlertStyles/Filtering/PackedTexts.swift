/// Texts kept end to end as UTF-8 in one buffer, with one offset each: a million short
/// lines cost their bytes and four bytes each, not a `String` (and maybe an allocation)
/// each.
///
/// A random-access collection of `String`: reading a text decodes it (O(its length));
/// appending is O(its length), amortised. It holds at most 4 GiB of UTF-8.
package struct PackedTexts: RandomAccessCollection, Sendable, Equatable,
    ExpressibleByArrayLiteral
{
    /// Every text's UTF-8, end to end.
    private var bytes: [UInt8] = []
    /// Where each text ends in `bytes`; text `i` starts where text `i − 1` ends.
    private var ends: [UInt32] = []

    /// No text.
    package init() {}

    /// The texts listed, in order.
    package init(arrayLiteral texts: String...) {
        self.init(texts)
    }

    /// `texts`, in order. O(their total length).
    package init(_ texts: some Sequence<String>) {
        for text in texts { append(text) }
    }

    /// The first text's index: 0.
    package var startIndex: Int { 0 }
    /// One past the last text's index: the number of texts.
    package var endIndex: Int { ends.count }

    /// Text `index`, decoded. O(its length).
    package subscript(index: Int) -> String {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return String(decoding: bytes[start..<Int(ends[index])], as: UTF8.self)
    }

    /// The first Unicode scalar of text `index`, decoded from its bytes without the whole
    /// text; nil when the text is empty. O(1).
    package func firstScalar(of index: Int) -> Unicode.Scalar? {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        guard start < end else { return nil }
        var iterator = bytes[start..<Swift.min(end, start + 4)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    /// Whether text `index` is empty, without decoding it. O(1).
    package func isEmpty(at index: Int) -> Bool {
        ends[index] == (index == 0 ? 0 : ends[index - 1])
    }

    /// Adds `text` at the end. O(its length), amortised.
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }
}
