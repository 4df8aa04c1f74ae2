/// A set of a list's rows (non-negative indices) as a bit set: a bit a row up to the highest
/// one held, so ticking every row of a million-row list costs 125 KB, not a hash table of a
/// million entries.
///
/// `contains`, `insert` and `remove` are O(1) (amortised when the set grows); ``count`` is
/// O(1); iterating visits the rows in ascending order in O(highest row / 64 + count), so
/// ``first`` is the lowest row and `max()` costs what iterating does. A negative index is
/// never a member: inserting one changes nothing.
package struct RowSet: SetAlgebra, Sequence, Sendable, Hashable, CustomStringConvertible {
    /// Bit `i % 64` of word `i / 64` is row `i`.
    private var words: [UInt64] = []
    /// The rows held.
    package private(set) var count = 0

    /// No row.
    package init() {}

    /// The rows of `range` (its negative part left out). O(range.upperBound / 64).
    package init(_ range: Range<Int>) {
        let lower = Swift.max(range.lowerBound, 0)
        guard lower < range.upperBound else { return }
        let upper = range.upperBound
        words = Array(repeating: 0, count: (upper + 63) / 64)
        for word in (lower / 64)..<words.count {
            let start = Swift.max(lower - word * 64, 0)
            let end = Swift.min(upper - word * 64, 64)
            let high: UInt64 = end == 64 ? ~0 : (1 << UInt64(end)) - 1
            words[word] = high & ~((1 << UInt64(start)) - 1)
        }
        count = upper - lower
    }

    /// The rows listed.
    package init(arrayLiteral rows: Int...) {
        self.init(rows)
    }

    /// Whether `row` is held. O(1).
    package func contains(_ row: Int) -> Bool {
        guard row >= 0, row / 64 < words.count else { return false }
        return words[row / 64] & (1 << UInt64(row % 64)) != 0
    }

    /// Adds `row`. O(1), amortised.
    @discardableResult
    package mutating func insert(_ row: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        guard row >= 0, !contains(row) else { return (false, row) }
        if row / 64 >= words.count {
            words.append(contentsOf: repeatElement(0, count: row / 64 - words.count + 1))
        }
        words[row / 64] |= 1 << UInt64(row % 64)
        count += 1
        return (true, row)
    }

    /// Takes `row` out; the row when it was held. O(1).
    @discardableResult
    package mutating func remove(_ row: Int) -> Int? {
        guard contains(row) else { return nil }
        words[row / 64] &= ~(1 << UInt64(row % 64))
        count -= 1
        return row
    }

    /// Adds `row`; the row when it was held already. O(1), amortised.
    @discardableResult
    package mutating func update(with row: Int) -> Int? {
        insert(row).inserted ? nil : row
    }

    /// Whether no row is held. O(1).
    package var isEmpty: Bool { count == 0 }

    /// The lowest row held. O(lowest / 64).
    package var first: Int? {
        var iterator = makeIterator()
        return iterator.next()
    }

    // MARK: Set algebra, word by word

    /// The rows held here or in `other`. O(highest row / 64).
    package func union(_ other: RowSet) -> RowSet { combined(with: other, |) }
    /// The rows held here and in `other`. O(highest row / 64).
    package func intersection(_ other: RowSet) -> RowSet { combined(with: other, &) }
    /// The rows held in one of the two sets, not both. O(highest row / 64).
    package func symmetricDifference(_ other: RowSet) -> RowSet { combined(with: other, ^) }
    /// Adds the rows of `other`. O(highest row / 64).
    package mutating func formUnion(_ other: RowSet) { self = union(other) }
    /// Keeps the rows also in `other`. O(highest row / 64).
    package mutating func formIntersection(_ other: RowSet) { self = intersection(other) }
    /// Keeps the rows in one set only. O(highest row / 64).
    package mutating func formSymmetricDifference(_ other: RowSet) {
        self = symmetricDifference(other)
    }

    /// The rows of both sets combined word by word with `operation`.
    private func combined(
        with other: RowSet, _ operation: (UInt64, UInt64) -> UInt64
    ) -> RowSet {
        var result = RowSet()
        let length = Swift.max(words.count, other.words.count)
        result.words.reserveCapacity(length)
        for index in 0..<length {
            let word = operation(
                index < words.count ? words[index] : 0,
                index < other.words.count ? other.words[index] : 0)
            result.words.append(word)
            result.count += word.nonzeroBitCount
        }
        return result
    }

    // MARK: Equality, hashing, iteration

    /// The words up to the last one holding a row: two sets holding the same rows compare
    /// equal however far either once grew.
    private var significantWords: ArraySlice<UInt64> {
        words[..<((words.lastIndex { $0 != 0 } ?? -1) + 1)]
    }

    /// Whether both hold the same rows. O(highest row / 64).
    package static func == (lhs: RowSet, rhs: RowSet) -> Bool {
        lhs.count == rhs.count && lhs.significantWords.elementsEqual(rhs.significantWords)
    }

    /// Hashes the rows held.
    package func hash(into hasher: inout Hasher) {
        for word in significantWords { hasher.combine(word) }
    }

    /// The rows in ascending order.
    package func makeIterator() -> Iterator { Iterator(words: words) }

    /// Visits the rows held in ascending order, skipping a word of 64 rows at a time.
    package struct Iterator: IteratorProtocol {
        fileprivate let words: [UInt64]
        private var index = 0
        private var current: UInt64

        fileprivate init(words: [UInt64]) {
            self.words = words
            current = words.first ?? 0
        }

        /// The next row held, or nil past the last.
        package mutating func next() -> Int? {
            while current == 0 {
                index += 1
                guard index < words.count else { return nil }
                current = words[index]
            }
            let bit = current.trailingZeroBitCount
            current &= current - 1
            return index * 64 + bit
        }
    }

    /// How many rows there are: O(1).
    package var underestimatedCount: Int { count }

    /// The rows, as `[0, 2, 5]`.
    package var description: String { "\(Array(self))" }
}
