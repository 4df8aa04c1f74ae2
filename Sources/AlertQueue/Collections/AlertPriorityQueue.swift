/// A queue with one FIFO lane per ``AlertPriority``: higher priorities come out first,
/// equal priorities in the order they went in.
///
/// Each lane is a ``RingBuffer`` of entries that hold the elements themselves, so enqueue
/// and dequeue touch one contiguous buffer and never hash. Every entry carries a key that
/// increases from the front of its lane to the back (`enqueue` takes the lane's highest key
/// plus one, `enqueueAtFront` its lowest minus one) and is never reused; a ``Handle`` is the
/// lane and the key. Looking a handle up is O(1) while nothing in the lane was compacted
/// (the key's distance from the front is its offset) and O(log n) by binary search after.
/// Removing by handle leaves a tombstone, which `dequeue` skips; a lane is compacted when
/// its tombstones outnumber its live entries, so memory stays proportional to the live
/// elements. `count` is always exact.
///
/// Complexity: `enqueue`, `enqueueAtFront`, `dequeue`, `peek`, `count`: O(1) amortized;
/// `remove`, `replace`, `subscript`, `priority(of:)`: O(1), O(log n) after a compaction.
package struct AlertPriorityQueue<Element> {
    /// Identifies one enqueued element, for removal or replacement. Never reused.
    package struct Handle: Hashable, Sendable {
        let lane: Int
        let key: Int
    }

    struct Entry {
        let key: Int
        var element: Element?
    }

    struct Lane {
        var entries = RingBuffer<Entry>()
        var lowestKey = 0
        var highestKey = -1
        var tombstones = 0

        init() {}

        /// The offset of the live entry with `key`, or nil.
        func offset(of key: Int) -> Int? {
            guard let front = entries.first else { return nil }
            let guess = key - front.key
            if guess >= 0 && guess < entries.count && entries[guess].key == key {
                return entries[guess].element == nil ? nil : guess
            }
            var low = 0
            var high = entries.count - 1
            while low <= high {
                let middle = (low + high) / 2
                let middleKey = entries[middle].key
                if middleKey == key { return entries[middle].element == nil ? nil : middle }
                if middleKey < key { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        }

        /// Drops tombstones from both ends of the lane.
        mutating func trimTombstones() {
            while let first = entries.first, first.element == nil {
                _ = entries.popFirst()
                tombstones -= 1
            }
            while let last = entries.last, last.element == nil {
                _ = entries.popLast()
                tombstones -= 1
            }
        }
    }

    var lanes: [Lane] = Array(repeating: Lane(), count: 4)
    var liveCount = 0

    /// Creates an empty queue. O(1).
    package init() {}

    /// The number of live elements. O(1).
    package var count: Int { liveCount }

    /// Whether no live element is queued. O(1).
    package var isEmpty: Bool { liveCount == 0 }

    /// The number of live elements with `priority`. O(1).
    package func count(of priority: AlertPriority) -> Int {
        let lane = lanes[priority.rawValue]
        return lane.entries.count - lane.tombstones
    }

    /// Adds `element` at the back of its priority's lane. O(1) amortized.
    @discardableResult
    package mutating func enqueue(_ element: Element, priority: AlertPriority) -> Handle {
        let index = priority.rawValue
        lanes[index].highestKey += 1
        let key = lanes[index].highestKey
        lanes[index].entries.append(Entry(key: key, element: element))
        liveCount += 1
        return Handle(lane: index, key: key)
    }

    /// Adds `element` at the front of its priority's lane, so it is the next of that
    /// priority to come out. O(1) amortized.
    @discardableResult
    package mutating func enqueueAtFront(_ element: Element, priority: AlertPriority) -> Handle {
        let index = priority.rawValue
        lanes[index].lowestKey -= 1
        let key = lanes[index].lowestKey
        lanes[index].entries.pushFront(Entry(key: key, element: element))
        liveCount += 1
        return Handle(lane: index, key: key)
    }

    /// Removes and returns the next element: the oldest of the highest priority, or nil
    /// when empty. O(1) amortized.
    package mutating func dequeue() -> Element? {
        guard liveCount > 0 else { return nil }
        for index in stride(from: lanes.count - 1, through: 0, by: -1) {
            // Lanes never start or end with a tombstone, so the first entry is live.
            if let entry = lanes[index].entries.popFirst() {
                liveCount -= 1
                lanes[index].trimTombstones()
                return entry.element
            }
        }
        return nil
    }

    /// The element `dequeue` would return, without removing it. O(1).
    package mutating func peek() -> Element? {
        for index in stride(from: lanes.count - 1, through: 0, by: -1) {
            if let entry = lanes[index].entries.first { return entry.element }
        }
        return nil
    }

    /// The live element for `handle`, or nil if it has left the queue. O(1), O(log n) after
    /// a compaction.
    package subscript(handle: Handle) -> Element? {
        let lane = lanes[handle.lane]
        return lane.offset(of: handle.key).flatMap { lane.entries[$0].element }
    }

    /// The priority `handle` was queued with, or nil if it has left the queue.
    package func priority(of handle: Handle) -> AlertPriority? {
        lanes[handle.lane].offset(of: handle.key) == nil
            ? nil : AlertPriority(rawValue: handle.lane)
    }

    /// Puts `element` in place of the one queued under `handle`, keeping its lane and
    /// position. Returns the old element, or nil (and changes nothing) if `handle` has left
    /// the queue.
    @discardableResult
    package mutating func replace(_ handle: Handle, with element: Element) -> Element? {
        guard let offset = lanes[handle.lane].offset(of: handle.key) else { return nil }
        let old = lanes[handle.lane].entries[offset].element
        lanes[handle.lane].entries[offset].element = element
        return old
    }

    /// Removes and returns the element queued under `handle`, or nil if it has already
    /// left. O(1) amortized (a tombstone now, a compaction of the lane every so often).
    @discardableResult
    package mutating func remove(_ handle: Handle) -> Element? {
        guard let offset = lanes[handle.lane].offset(of: handle.key) else { return nil }
        let old = lanes[handle.lane].entries[offset].element
        lanes[handle.lane].entries[offset].element = nil
        lanes[handle.lane].tombstones += 1
        liveCount -= 1
        lanes[handle.lane].trimTombstones()
        let lane = lanes[handle.lane]
        if lane.tombstones > max(32, lane.entries.count - lane.tombstones) {
            lanes[handle.lane].entries.retain { $0.element != nil }
            lanes[handle.lane].tombstones = 0
        }
        return old
    }

    /// Removes every element for which `shouldRemove` is true and returns them in dequeue
    /// order. O(n).
    package mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows
        -> [Element]
    {
        var removed: [Element] = []
        for index in lanes.indices.reversed() {
            var kept = RingBuffer<Entry>(minimumCapacity: lanes[index].entries.count)
            for entry in lanes[index].entries {
                guard let element = entry.element else { continue }
                if try shouldRemove(element) {
                    removed.append(element)
                } else {
                    kept.append(entry)
                }
            }
            lanes[index].entries = kept
            lanes[index].tombstones = 0
        }
        liveCount -= removed.count
        return removed
    }

    /// Removes everything and returns it in dequeue order. O(n).
    package mutating func removeAll() -> [Element] {
        let all = elements
        for index in lanes.indices {
            lanes[index].entries.removeAll()
            lanes[index].tombstones = 0
        }
        liveCount = 0
        return all
    }

    /// The live elements in dequeue order. O(n).
    package var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(liveCount)
        for lane in lanes.reversed() {
            for entry in lane.entries {
                if let element = entry.element { result.append(element) }
            }
        }
        return result
    }

    /// The live handles in dequeue order. O(n).
    package func orderedHandles() -> [Handle] {
        var result: [Handle] = []
        result.reserveCapacity(liveCount)
        for (index, lane) in lanes.enumerated().reversed() {
            for entry in lane.entries where entry.element != nil {
                result.append(Handle(lane: index, key: entry.key))
            }
        }
        return result
    }
}

extension AlertPriorityQueue: Sendable where Element: Sendable {}
extension AlertPriorityQueue.Entry: Sendable where Element: Sendable {}
extension AlertPriorityQueue.Lane: Sendable where Element: Sendable {}
