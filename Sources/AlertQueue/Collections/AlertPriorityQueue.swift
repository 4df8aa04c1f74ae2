/// A queue with one FIFO lane per ``AlertPriority``: higher priorities come out first,
/// equal priorities in the order they went in.
///
/// Each lane is a ``RingBuffer`` of handles; the elements themselves live in a dictionary
/// keyed by handle. Removing an element by its handle leaves a tombstone in its lane (the
/// handle no longer maps to anything), which `dequeue` skips; when tombstones outnumber live
/// elements the lanes are compacted. So `count` is always exact and every operation below is
/// O(1) amortized unless its documentation says otherwise. Memory is one handle per lane
/// slot plus one dictionary entry per live element.
public struct AlertPriorityQueue<Element> {
    /// Identifies one enqueued element, for removal or replacement. Never reused.
    public struct Handle: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    private struct Slot {
        var element: Element
        let priority: AlertPriority
    }

    private var lanes: [RingBuffer<Handle>] = Array(
        repeating: RingBuffer(), count: AlertPriority.allCases.count)
    private var slots: [Handle: Slot] = [:]
    private var nextHandle: UInt64 = 0
    private var tombstones = 0

    /// Creates an empty queue. O(1).
    public init() {}

    /// The number of live elements. O(1).
    public var count: Int { slots.count }

    /// Whether no live element is queued. O(1).
    public var isEmpty: Bool { slots.isEmpty }

    /// The number of live elements with `priority`. O(n) in that lane's length.
    public func count(of priority: AlertPriority) -> Int {
        lanes[priority.rawValue].reduce(0) { $0 + (slots[$1] == nil ? 0 : 1) }
    }

    /// Adds `element` at the back of its priority's lane. O(1) amortized.
    @discardableResult
    public mutating func enqueue(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = makeHandle(element, priority: priority)
        lanes[priority.rawValue].append(handle)
        return handle
    }

    /// Adds `element` at the front of its priority's lane, so it is the next of that
    /// priority to come out. O(1) amortized.
    @discardableResult
    public mutating func enqueueAtFront(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = makeHandle(element, priority: priority)
        lanes[priority.rawValue].pushFront(handle)
        return handle
    }

    /// Removes and returns the next element: the oldest of the highest priority, or nil
    /// when empty. O(1) amortized (tombstones skipped here were paid for by their removal).
    public mutating func dequeue() -> Element? {
        guard let handle = purgeFront() else { return nil }
        _ = lanes[slots[handle]!.priority.rawValue].popFirst()
        return slots.removeValue(forKey: handle)!.element
    }

    /// The element `dequeue` would return, without removing it. O(1) amortized (it drops
    /// tombstones at the front of the lanes, hence `mutating`).
    public mutating func peek() -> Element? {
        purgeFront().map { slots[$0]!.element }
    }

    /// The live element for `handle`, or nil if it has left the queue. O(1).
    public subscript(handle: Handle) -> Element? {
        slots[handle]?.element
    }

    /// The priority `handle` was queued with, or nil if it has left the queue. O(1).
    public func priority(of handle: Handle) -> AlertPriority? {
        slots[handle]?.priority
    }

    /// Puts `element` in place of the one queued under `handle`, keeping its lane and
    /// position. Returns the old element, or nil (and changes nothing) if `handle` has left
    /// the queue. O(1).
    @discardableResult
    public mutating func replace(_ handle: Handle, with element: Element) -> Element? {
        guard var slot = slots[handle] else { return nil }
        let old = slot.element
        slot.element = element
        slots[handle] = slot
        return old
    }

    /// Removes and returns the element queued under `handle`, or nil if it has already
    /// left. O(1) amortized (a tombstone now, a compaction every so often).
    @discardableResult
    public mutating func remove(_ handle: Handle) -> Element? {
        guard let slot = slots.removeValue(forKey: handle) else { return nil }
        tombstones += 1
        if tombstones > max(32, slots.count) { compact() }
        return slot.element
    }

    /// Removes every element for which `shouldRemove` is true and returns them in dequeue
    /// order. O(n).
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows
        -> [Element]
    {
        var removed: [Element] = []
        for handle in orderedHandles() {
            let element = slots[handle]!.element
            if try shouldRemove(element) {
                slots[handle] = nil
                removed.append(element)
            }
        }
        compact()
        return removed
    }

    /// Removes everything and returns it in dequeue order. O(n).
    public mutating func removeAll() -> [Element] {
        let all = elements
        lanes = Array(repeating: RingBuffer(), count: AlertPriority.allCases.count)
        slots = [:]
        tombstones = 0
        return all
    }

    /// The live elements in dequeue order. O(n).
    public var elements: [Element] {
        orderedHandles().map { slots[$0]!.element }
    }

    /// The live handles in dequeue order. O(n).
    public func orderedHandles() -> [Handle] {
        var result: [Handle] = []
        result.reserveCapacity(slots.count)
        for lane in lanes.reversed() {
            for handle in lane where slots[handle] != nil { result.append(handle) }
        }
        return result
    }

    private mutating func makeHandle(_ element: Element, priority: AlertPriority) -> Handle {
        let handle = Handle(rawValue: nextHandle)
        nextHandle &+= 1
        slots[handle] = Slot(element: element, priority: priority)
        return handle
    }

    /// Drops tombstones from the front of the lanes, highest first, and returns the handle
    /// of the next live element.
    private mutating func purgeFront() -> Handle? {
        guard !slots.isEmpty else { return nil }
        for index in lanes.indices.reversed() {
            while let handle = lanes[index].first {
                if slots[handle] != nil { return handle }
                _ = lanes[index].popFirst()
                tombstones -= 1
            }
        }
        return nil
    }

    private mutating func compact() {
        let live = slots
        for index in lanes.indices { lanes[index].retain { live[$0] != nil } }
        tombstones = 0
    }
}
