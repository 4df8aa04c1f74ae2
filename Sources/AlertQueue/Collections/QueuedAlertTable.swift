/// The alerts a controller holds, found by the identity of their alert object.
///
/// An open-addressing hash table (linear probing, deletion by backward shift) whose buckets
/// hold the entries themselves, one reference each: the key is read from the entry's alert,
/// so nothing else is stored but one byte a bucket, the entry's distance from its home
/// bucket. Probing reads those bytes, which sit together in memory, and looks into an entry
/// only when it shares the home of the alert sought; deletion shifts entries back by their
/// distances alone. It grows by doubling once more than 4/5 of its buckets are full, so 100k
/// queued alerts take 131,072 buckets of 9 bytes, where a dictionary of identifiers to
/// entries would take 262,144 of 16.
///
/// Complexity: lookup, insertion and removal O(1) expected; growing O(n), amortized O(1).
@MainActor
struct QueuedAlertTable {
    private var buckets: [QueuedAlert?] = []
    /// Per bucket: 0 when empty, else 1 + the entry's distance from its home bucket, with
    /// `1 + cap` standing for any distance from ``cap`` up (then read from the entry itself).
    private var tags: [UInt8] = []
    /// The distance from which a tag no longer tells it: 254 (tests choose less, to see
    /// the entries read).
    private let cap: Int
    /// How far a hash is shifted right to give a bucket index (64 − log2 of the bucket count).
    private var shift = 64
    /// The number of entries.
    private(set) var count = 0

    /// An empty table; `cap` (1...254) is where tags stop telling distances.
    init(cap: Int = 254) {
        precondition((1...254).contains(cap), "a tag holds distances below 255")
        self.cap = cap
    }

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
        var distance = 0
        while tags[index] != 0 {
            if isHome(distance, of: index), buckets[index]?.alertIdentity == alert {
                buckets[index] = entry
                return
            }
            index = (index + 1) & mask
            distance += 1
        }
        buckets[index] = entry
        tags[index] = tag(distance)
        count += 1
    }

    /// Removes the entry of `alert`; nothing when there is none.
    mutating func remove(_ alert: ObjectIdentifier) {
        guard var hole = index(of: alert) else { return }
        // Shift back every later entry of the run that may fill the hole (its home does not
        // lie between the hole and itself), so lookups never meet a gap before their entry.
        var next = (hole + 1) & mask
        while tags[next] != 0 {
            let distance = self.distance(at: next)
            let gap = (next - hole) & mask
            if distance >= gap {
                buckets[hole] = buckets[next]
                tags[hole] = tag(distance - gap)
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = nil
        tags[hole] = 0
        count -= 1
    }

    private var mask: Int { buckets.count - 1 }

    private func index(of alert: ObjectIdentifier) -> Int? {
        guard !buckets.isEmpty else { return nil }
        var index = home(of: alert)
        var distance = 0
        while tags[index] != 0 {
            if isHome(distance, of: index), buckets[index]?.alertIdentity == alert { return index }
            index = (index + 1) & mask
            distance += 1
        }
        return nil
    }

    /// The tag of an entry `distance` buckets from its home.
    private func tag(_ distance: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min(distance, cap) + 1)
    }

    /// Whether the entry at `index` may sit `distance` buckets from its home (exactly, or
    /// both ``cap`` or more).
    private func isHome(_ distance: Int, of index: Int) -> Bool {
        let known = Int(tags[index]) - 1
        return known == cap ? distance >= cap : known == distance
    }

    /// How far the occupied bucket `index` lies from its entry's home.
    private func distance(at index: Int) -> Int {
        let known = Int(tags[index]) - 1
        guard known == cap, let entry = buckets[index] else { return known }
        return (index - home(of: entry.alertIdentity)) & mask
    }

    /// The bucket an alert hashes to: Fibonacci hashing of its address.
    private func home(of alert: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: alert) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let entries = buckets
        let size = Swift.max(16, buckets.count * 2)
        buckets = Array(repeating: nil, count: size)
        tags = Array(repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for case let entry? in entries { insert(entry) }
    }
}
