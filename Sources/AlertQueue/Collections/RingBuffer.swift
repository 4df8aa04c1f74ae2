/// A growable double-ended ring buffer with a power-of-two capacity.
///
/// Elements live in one contiguous block that wraps around; `append`, `popFirst`,
/// `pushFront` and `popLast` are O(1) amortized (O(n) only on the rare growth that doubles
/// the capacity). Index access is O(1). The buffer never shrinks on its own; call
/// ``removeAll(keepingCapacity:)`` to release memory.
package struct RingBuffer<Element> {
    var storage: ContiguousArray<Element?>
    var head = 0
    var storedCount = 0

    /// The number of elements. O(1).
    package var count: Int { storedCount }

    /// Creates an empty buffer able to hold at least `minimumCapacity` elements before it
    /// grows. O(capacity).
    package init(minimumCapacity: Int = 0) {
        storage = ContiguousArray(
            repeating: nil, count: RingBuffer.roundedCapacity(minimumCapacity))
    }

    /// Creates a buffer holding `elements` in order. O(n).
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        for element in elements { append(element) }
    }

    /// Whether the buffer holds no element. O(1).
    package var isEmpty: Bool { count == 0 }

    /// How many elements fit before the buffer grows (zero or a power of two). O(1).
    package var capacity: Int { storage.count }

    /// The first element, or nil when empty. O(1).
    package var first: Element? { isEmpty ? nil : storage[head] }

    /// The last element, or nil when empty. O(1).
    package var last: Element? { isEmpty ? nil : storage[slot(count - 1)] }

    /// The element at `offset` from the front (0 is the first). O(1).
    ///
    /// Precondition: `0 <= offset < count`; an out-of-range offset is a programming error
    /// and traps, as `Array` does.
    package subscript(offset: Int) -> Element {
        get {
            precondition(offset >= 0 && offset < count, "RingBuffer offset out of range")
            return storage[slot(offset)]!
        }
        set {
            precondition(offset >= 0 && offset < count, "RingBuffer offset out of range")
            storage[slot(offset)] = newValue
        }
    }

    /// Adds `element` at the back. O(1) amortized.
    package mutating func append(_ element: Element) {
        growIfFull()
        storage[slot(count)] = element
        storedCount += 1
    }

    /// Adds `element` at the front (used to put a suspended alert back first). O(1)
    /// amortized.
    package mutating func pushFront(_ element: Element) {
        growIfFull()
        head = (head - 1) & (storage.count - 1)
        storage[head] = element
        storedCount += 1
    }

    /// Removes and returns the first element, or nil when empty. O(1).
    package mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) & (storage.count - 1)
        storedCount -= 1
        return element
    }

    /// Removes and returns the last element, or nil when empty. O(1).
    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        let index = slot(count - 1)
        let element = storage[index]
        storage[index] = nil
        storedCount -= 1
        return element
    }

    /// Removes every element. O(n). With `keepingCapacity` false the storage is released.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity {
            for offset in 0..<count { storage[slot(offset)] = nil }
        } else {
            storage = []
        }
        head = 0
        storedCount = 0
    }

    /// Keeps only the elements for which `isIncluded` is true, in order. O(n).
    package mutating func retain(where isIncluded: (Element) throws -> Bool) rethrows {
        var kept = RingBuffer(minimumCapacity: count)
        for offset in 0..<count {
            let element = storage[slot(offset)]!
            if try isIncluded(element) { kept.append(element) }
        }
        self = kept
    }

    func slot(_ offset: Int) -> Int {
        (head + offset) & (storage.count - 1)
    }

    mutating func growIfFull() {
        guard count == storage.count else { return }
        let newCapacity = Swift.max(4, storage.count * 2)
        var grown = ContiguousArray<Element?>(repeating: nil, count: newCapacity)
        for offset in 0..<count { grown[offset] = storage[slot(offset)] }
        storage = grown
        head = 0
    }

    static func roundedCapacity(_ minimum: Int) -> Int {
        guard minimum > 0 else { return 0 }
        var capacity = 1
        while capacity < minimum { capacity <<= 1 }
        return capacity
    }
}

extension RingBuffer: Sequence {
    /// Iterates from front to back. Making the iterator is O(1); a full pass is O(n).
    package struct Iterator: IteratorProtocol {
        let buffer: RingBuffer
        var offset = 0

        init(buffer: RingBuffer) { self.buffer = buffer }

        /// The next element, front to back. O(1).
        package mutating func next() -> Element? {
            guard offset < buffer.count else { return nil }
            defer { offset += 1 }
            return buffer[offset]
        }
    }

    /// Returns an iterator from front to back. O(1).
    package func makeIterator() -> Iterator { Iterator(buffer: self) }

    /// The number of elements, for `Array(buffer)` and friends. O(1).
    package var underestimatedCount: Int { count }
}

extension RingBuffer: ExpressibleByArrayLiteral {
    /// Creates a buffer from an array literal. O(n).
    package init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
