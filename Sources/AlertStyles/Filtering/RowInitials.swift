/// A list's rows grouped by a key of their first letter (the letter folded, or upper-cased),
/// each group in row order, so that a letter typed on a long list finds its row by a
/// binary search, O(log n), not by reading every row.
///
/// Building it costs O(n) once, as the rows are added in order (``add(_:key:)``); a list
/// that grows adds its new rows the same way.
package struct RowInitials<Key: Hashable>: Sendable where Key: Sendable {
    /// The rows of each key, ascending.
    private var rows: [Key: [Int32]] = [:]

    /// No row.
    package init() {}

    /// Rows `range` of a list, each keyed by `key` (nil: a row no letter finds). O(the
    /// rows).
    package init(_ range: Range<Int>, key: (Int) -> Key?) {
        for row in range { add(row, key: key(row)) }
    }

    /// Adds `row`, after every row added so far, under `key` (nil: none). O(1), amortised.
    package mutating func add(_ row: Int, key: Key?) {
        guard let key else { return }
        rows[key, default: []].append(Int32(truncatingIfNeeded: row))
    }

    /// The first row at or after `start` keyed `key`, or nil. O(log n).
    package func first(keyed key: Key, from start: Int) -> Int? {
        guard let keyed = rows[key] else { return nil }
        var low = 0
        var high = keyed.count
        while low < high {
            let middle = (low + high) / 2
            if Int(keyed[middle]) < start { low = middle + 1 } else { high = middle }
        }
        return low < keyed.count ? Int(keyed[low]) : nil
    }

    /// The next row after `row` keyed `key`, going round to the first (`row` itself comes
    /// last), or nil when no row is keyed so. O(log n).
    package func next(keyed key: Key, after row: Int) -> Int? {
        first(keyed: key, from: row + 1) ?? first(keyed: key, from: 0)
    }
}
