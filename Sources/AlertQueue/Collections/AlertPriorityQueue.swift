/// A queue with one FIFO lane per ``AlertPriority``: higher priorities come out first,
/// equal priorities in the order they went in.
///
/// Each lane is a plain array of entries read from a head index: `enqueue` appends,
/// `dequeue` takes the entry at the head and moves the head on, `enqueueAtFront` writes
/// just before the head (opening room at the front, as much as the lane holds, when there
/// is none). Every entry carries a key that increases from the front of its lane to the
/// back and is never reused; a ``Handle`` is the lane and the key, found by binary search.
/// Removing by handle leaves an empty entry, which `dequeue` skips; a lane drops its empty
/// entries once they outnumber its live ones, and the slots before its head once they are
/// twice what it holds, so memory stays proportional to the live elements. `count` is
/// always exact.
///
/// Complexity: `enqueue`, `enqueueAtFront`, `dequeue`, `peek`, `count`: O(1) amortized;
/// `remove`, `replace`, `subscript`, `priority(of:)`: O(log n).
package struct AlertPriorityQueue<Element> {
    /// Identifies one enqueued element, for removal or replacement. Never reused.
    package struct Handle: Hashable, Sendable {
        /// The raw value of the element's priority.
        let lane: Int
        /// The element's key in its lane.
        let key: Int
    }

    /// One queued element (nil once removed) and its key.
    struct Entry {
        let key: Int
        var element: Element?
    }

    /// The entries of one priority, in dequeue order.
    struct Lane {
        /// The entries from `head` on, keys ascending; the slots before `head` are empty.
        var slots: [Entry?] = []
        /// The index of the first entry.
        var head = 0
        /// The number of entries holding an element.
        var live = 0
        /// The number of removed entries still in `slots`.
        var removed = 0
        /// The key the last `enqueueAtFront` took, and the key the last `enqueue` took.
        var keys = (front: 0, back: -1)

        /// The index in `slots` of the live entry with `key`, or nil. O(log n).
        func index(of key: Int) -> Int? {
            var low = head
            var high = slots.count - 1
            while low <= high {
                let middle = (low + high) / 2
                guard let entry = slots[middle] else { return nil }
                if entry.key == key { return entry.element == nil ? nil : middle }
                if entry.key < key { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        }

        /// Adds an entry at the back. O(1) amortized.
        mutating func append(_ element: Element) -> Int {
            keys.back += 1
            slots.append(Entry(key: keys.back, element: element))
            live += 1
            return keys.back
        }

        /// Adds an entry at the front. O(1) amortized: room is opened at the front only when
        /// there is none, as much as the lane holds.
        mutating func pushFront(_ element: Element) -> Int {
            if head == 0 {
                let room = Swift.max(16, slots.count)
                slots.insert(contentsOf: repeatElement(nil, count: room), at: 0)
                head = room
            }
            keys.front -= 1
            head -= 1
            slots[head] = Entry(key: keys.front, element: element)
            live += 1
            return keys.front
        }

        /// Removes and returns the first live element, skipping removed entries. O(1)
        /// amortized.
        mutating func popFirst() -> Element? {
            while head < slots.count {
                let entry = slots[head]
                slots[head] = nil
                head += 1
                if let element = entry?.element {
                    live -= 1
                    dropTakenSlots()
                    return element
                }
                removed -= 1
            }
            return nil
        }

        /// The first live element, after dropping the removed entries before it. O(1)
        /// amortized.
        mutating func first() -> Element? {
            while head < slots.count, slots[head]?.element == nil {
                slots[head] = nil
                head += 1
                removed -= 1
            }
            return head < slots.count ? slots[head]?.element : nil
        }

        /// Empties the entry at `index`, and drops the emptied entries once they outnumber
        /// the live ones.
        mutating func remove(at index: Int) -> Element? {
            let element = slots[index]?.element
            slots[index]?.element = nil
            live -= 1
            removed += 1
            if removed > Swift.max(32, live) {
                slots = slots[head...].filter { $0?.element != nil }
                head = 0
                removed = 0
            }
            return element
        }

        /// Drops the slots before the head once they are twice what the lane holds.
        private mutating func dropTakenSlots() {
            if head == slots.count {
                slots.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 32 && head > 2 * (slots.count - head) {
                slots.removeFirst(head)
                head = 0
            }
        }

        /// The live entries, front to back. O(n).
        var entries: [Entry] {
            slots[head...].compactMap { $0?.element == nil ? nil : $0 }
        }
    }

    var lanes = Array(repeating: Lane(), count: 4)

    /// Creates an empty queue. O(1).
    package init() {}

    /// The number of live elements. O(1).
    package var count: Int { lanes.reduce(0) { $0 + $1.live } }

    /// Whether no live element is queued. O(1).
    package var isEmpty: Bool { count == 0 }

    /// The number of live elements with `priority`. O(1).
    package func count(of priority: AlertPriority) -> Int {
        lanes[priority.rawValue].live
    }

    /// Adds `element` at the back of its priority's lane. O(1) amortized.
    @discardableResult
    package mutating func enqueue(_ element: Element, priority: AlertPriority) -> Handle {
        let lane = priority.rawValue
        return Handle(lane: lane, key: lanes[lane].append(element))
    }

    /// Adds `element` at the front of its priority's lane, so it is the next of that
    /// priority to come out. O(1) amortized.
    @discardableResult
    package mutating func enqueueAtFront(_ element: Element, priority: AlertPriority) -> Handle {
        let lane = priority.rawValue
        return Handle(lane: lane, key: lanes[lane].pushFront(element))
    }

    /// Removes and returns the next element: the oldest of the highest priority, or nil
    /// when empty. O(1) amortized.
    package mutating func dequeue() -> Element? {
        for lane in lanes.indices.reversed() where lanes[lane].live > 0 {
            return lanes[lane].popFirst()
        }
        return nil
    }

    /// The element `dequeue` would return, without removing it. O(1) amortized.
    package mutating func peek() -> Element? {
        for lane in lanes.indices.reversed() where lanes[lane].live > 0 {
            return lanes[lane].first()
        }
        return nil
    }

    /// The live element for `handle`, or nil if it has left the queue. O(log n).
    package subscript(handle: Handle) -> Element? {
        let lane = lanes[handle.lane]
        return lane.index(of: handle.key).flatMap { lane.slots[$0]?.element }
    }

    /// The priority `handle` was queued with, or nil if it has left the queue. O(log n).
    package func priority(of handle: Handle) -> AlertPriority? {
        lanes[handle.lane].index(of: handle.key) == nil
            ? nil : AlertPriority(rawValue: handle.lane)
    }

    /// Puts `element` in place of the one queued under `handle`, keeping its lane and
    /// position. Returns the old element, or nil (and changes nothing) if `handle` has left
    /// the queue. O(log n).
    @discardableResult
    package mutating func replace(_ handle: Handle, with element: Element) -> Element? {
        guard let index = lanes[handle.lane].index(of: handle.key) else { return nil }
        let old = lanes[handle.lane].slots[index]?.element
        lanes[handle.lane].slots[index]?.element = element
        return old
    }

    /// Removes and returns the element queued under `handle`, or nil if it has already
    /// left. O(log n) amortized.
    @discardableResult
    package mutating func remove(_ handle: Handle) -> Element? {
        guard let index = lanes[handle.lane].index(of: handle.key) else { return nil }
        return lanes[handle.lane].remove(at: index)
    }

    /// Removes every element for which `shouldRemove` is true and returns them in dequeue
    /// order. O(n).
    package mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows
        -> [Element]
    {
        var removed: [Element] = []
        for lane in lanes.indices.reversed() {
            var kept: [Entry?] = []
            for entry in lanes[lane].entries {
                guard let element = entry.element else { continue }
                if try shouldRemove(element) { removed.append(element) } else { kept.append(entry) }
            }
            lanes[lane].slots = kept
            lanes[lane].head = 0
            lanes[lane].live = kept.count
            lanes[lane].removed = 0
        }
        return removed
    }

    /// Removes everything and returns it in dequeue order. O(n).
    package mutating func removeAll() -> [Element] {
        removeAll { _ in true }
    }

    /// The live elements in dequeue order. O(n).
    package var elements: [Element] {
        lanes.reversed().flatMap { $0.entries.compactMap(\.element) }
    }

    /// The live handles in dequeue order. O(n).
    package func orderedHandles() -> [Handle] {
        lanes.indices.reversed().flatMap { lane in
            lanes[lane].entries.map { Handle(lane: lane, key: $0.key) }
        }
    }
}

extension AlertPriorityQueue: Sendable where Element: Sendable {}
extension AlertPriorityQueue.Entry: Sendable where Element: Sendable {}
extension AlertPriorityQueue.Lane: Sendable where Element: Sendable {}
