/// The alerts a controller holds, found by the identity of their alert object.
///
/// An open-addressing hash table (linear probing, deletion by backward shift) whose buckets
/// hold the entries themselves, one reference each: the key is read from the entry's alert,
/// so nothing else is stored. It grows by doubling once more than 4/5 of its buckets are
/// full, so 100k queued alerts take 131,072 buckets of 8 bytes, where a dictionary of
/// identifiers to entries would take 262,144 of 16.
///
/// Complexity: lookup, insertion and removal O(1) expected; growing O(n), amortized O(1).
@MainActor
struct QueuedAlertTable {
    private var buckets: [QueuedAlert?] = []
    /// How far a hash is shifted right to give a bucket index (64 − log2 of the bucket count).
    private var shift = 64
    /// The number of entries.
    private(set) var count = 0

    /// The entry whose alert is `alert`, if any.
    subscript(alert: ObjectIdentifier) -> QueuedAlert? {
        guard let index = index(of: alert) else { return nil }
        return buckets[index]
    }

    /// Adds `entry`, replacing the entry of the same alert if there is one.
    mutating func insert(_ entry: QueuedAlert) {
        if (count + 1) * 5 > buckets.count * 4 { grow() }
        let alert = entry.alertIdentity
        var index = home(of: alert)
        while let existing = buckets[index] {
            if existing.alertIdentity == alert {
                buckets[index] = entry
                return
            }
            index = (index + 1) & mask
        }
        buckets[index] = entry
        count += 1
    }

    /// Removes the entry of `alert`; nothing when there is none.
    mutating func remove(_ alert: ObjectIdentifier) {
        guard var hole = index(of: alert) else { return }
        // Shift back every later entry of the run that may fill the hole (its home does not
        // lie between the hole and itself), so lookups never meet a gap before their entry.
        var next = (hole + 1) & mask
        while let entry = buckets[next] {
            let home = home(of: entry.alertIdentity)
            if (next - home) & mask >= (next - hole) & mask {
                buckets[hole] = entry
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = nil
        count -= 1
    }

    private var mask: Int { buckets.count - 1 }

    private func index(of alert: ObjectIdentifier) -> Int? {
        guard !buckets.isEmpty else { return nil }
        var index = home(of: alert)
        while let entry = buckets[index] {
            if entry.alertIdentity == alert { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The bucket an alert hashes to: Fibonacci hashing of its address.
    private func home(of alert: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: alert) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let entries = buckets
        let size = Swift.max(16, buckets.count * 2)
        buckets = Array(repeating: nil, count: size)
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for case let entry? in entries { insert(entry) }
    }
}
