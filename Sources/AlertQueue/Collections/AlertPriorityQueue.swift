/// A queue with one FIFO lane per ``AlertPriority``: higher priorities come out first,
/// equal priorities in the order they went in.
///
/// The elements live in a dictionary under keys that are never reused; each lane is an
/// ``AlertDeque`` of keys. A ``Handle`` is a key and its lane, so finding, replacing or
/// removing an element is one dictionary lookup. Removing leaves the key in its lane, where
/// `dequeue` skips it; a lane is filtered once its stale keys outnumber its live ones, so
/// memory stays proportional to the live elements. `count` is always exact.
///
/// Complexity: `enqueue`, `enqueueAtFront`, `dequeue`, `peek`, `remove`: O(1) amortized;
/// `replace`, `subscript`, `priority(of:)`, `count`: O(1) expected.
package struct AlertPriorityQueue<Element> {
    /// Identifies one enqueued element, for removal or replacement. Never reused.
    package struct Handle: Hashable, Sendable {
        /// The raw value of the element's priority.
        let lane: Int
        /// The element's key in the queue, unique over the queue's life.
        let key: Int
    }

    /// The live elements by key.
    private var live: [Int: Element] = [:]
    /// Per priority (by raw value), the keys in dequeue order, stale ones included.
    private var lanes = Array(repeating: AlertDeque<Int>(), count: 4)
    /// Per priority, the number of live elements.
    private var liveCounts = Array(repeating: 0, count: 4)
    /// The key the next element gets.
    private var nextKey = 0

    /// Creates an empty queue. O(1).
    package init() {}

    /// The number of live elements. O(1).
    package var count: Int { live.count }

    /// Whether no live element is queued. O(1).
    package var isEmpty: Bool { live.isEmpty }

    /// The number of live elements with `priority`. O(1).
    package func count(of priority: AlertPriority) -> Int {
        liveCounts[priority.rawValue]
    }

    /// Adds `element` at the back of its priority's lane. O(1) amortized.
    @discardableResult
    package mutating func enqueue(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = store(element, priority: priority)
        lanes[handle.lane].append(handle.key)
        return handle
    }

    /// Adds `element` at the front of its priority's lane, so it is the next of that
    /// priority to come out. O(1) amortized.
    @discardableResult
    package mutating func enqueueAtFront(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = store(element, priority: priority)
        lanes[handle.lane].pushFront(handle.key)
        return handle
    }

    /// Removes and returns the next element: the oldest of the highest priority, or nil
    /// when empty. O(1) amortized.
    package mutating func dequeue() -> Element? {
        for lane in lanes.indices.reversed() where liveCounts[lane] > 0 {
            while let key = lanes[lane].popFirst() {
                if let element = live.removeValue(forKey: key) {
                    liveCounts[lane] -= 1
                    return element
                }
            }
        }
        return nil
    }

    /// The element `dequeue` would return, without removing it. O(1) amortized (it drops
    /// the stale keys in front of it).
    package mutating func peek() -> Element? {
        for lane in lanes.indices.reversed() where liveCounts[lane] > 0 {
            while let key = lanes[lane].popFirst() {
                if let element = live[key] {
                    lanes[lane].pushFront(key)
                    return element
                }
            }
        }
        return nil
    }

    /// The live element for `handle`, or nil if it has left the queue. O(1) expected.
    package subscript(handle: Handle) -> Element? {
        live[handle.key]
    }

    /// The priority `handle` was queued with, or nil if it has left the queue.
    package func priority(of handle: Handle) -> AlertPriority? {
        live[handle.key] == nil ? nil : AlertPriority(rawValue: handle.lane)
    }

    /// Puts `element` in place of the one queued under `handle`, keeping its lane and
    /// position. Returns the old element, or nil (and changes nothing) if `handle` has left
    /// the queue. O(1) expected.
    @discardableResult
    package mutating func replace(_ handle: Handle, with element: Element) -> Element? {
        guard live[handle.key] != nil else { return nil }
        return live.updateValue(element, forKey: handle.key)
    }

    /// Removes and returns the element queued under `handle`, or nil if it has already
    /// left. O(1) amortized (its key stays in the lane until it is passed or filtered out).
    @discardableResult
    package mutating func remove(_ handle: Handle) -> Element? {
        guard let element = live.removeValue(forKey: handle.key) else { return nil }
        let lane = handle.lane
        liveCounts[lane] -= 1
        if lanes[lane].count > max(32, 2 * liveCounts[lane]) {
            let live = live
            lanes[lane].removeAll { live[$0] == nil }
        }
        return element
    }

    /// Removes every element for which `shouldRemove` is true and returns them in dequeue
    /// order. O(n).
    package mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows
        -> [Element]
    {
        var removed: [Element] = []
        for handle in orderedHandles() {
            guard let element = live[handle.key], try shouldRemove(element) else { continue }
            removed.append(element)
            remove(handle)
        }
        return removed
    }

    /// Removes everything and returns it in dequeue order. O(n).
    package mutating func removeAll() -> [Element] {
        let all = elements
        live.removeAll()
        lanes = Array(repeating: AlertDeque<Int>(), count: 4)
        liveCounts = Array(repeating: 0, count: 4)
        return all
    }

    /// The live elements in dequeue order. O(n).
    package var elements: [Element] {
        orderedHandles().compactMap { live[$0.key] }
    }

    /// The live handles in dequeue order. O(n).
    package func orderedHandles() -> [Handle] {
        lanes.indices.reversed().flatMap { lane in
            lanes[lane].elements.filter { live[$0] != nil }.map { Handle(lane: lane, key: $0) }
        }
    }

    /// Stores `element` under a new key and counts it in its lane.
    private mutating func store(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = Handle(lane: priority.rawValue, key: nextKey)
        nextKey += 1
        live[handle.key] = element
        liveCounts[handle.lane] += 1
        return handle
    }
}

extension AlertPriorityQueue: Sendable where Element: Sendable {}
