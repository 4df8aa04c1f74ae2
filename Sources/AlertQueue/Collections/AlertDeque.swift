/// A double-ended queue on two plain arrays: what is pushed at the front goes on a stack
/// (`front`, the frontmost last); what is appended goes at the back of `back`, read from a
/// head index that moves forward as elements are taken.
///
/// The slots before the head are cleared at once (a taken element is released when it is
/// taken) and dropped together once they are at least half of `back`, so the storage stays
/// proportional to the elements held.
///
/// Complexity: `append`, `pushFront`, `popFirst`, `count`: O(1) amortized;
/// `removeAll(where:)`, `elements`: O(n).
struct AlertDeque<Element> {
    /// The elements pushed at the front, the frontmost last.
    private var front: [Element] = []
    /// The elements appended at the back, from `head` on; the slots before `head` are empty.
    private var back: [Element?] = []
    /// The index in `back` of its first element still held.
    private var head = 0

    /// Creates an empty deque. O(1).
    init() {}

    /// The number of elements. O(1).
    var count: Int { front.count + back.count - head }

    /// Whether the deque holds no element. O(1).
    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back. O(1) amortized.
    mutating func append(_ element: Element) {
        back.append(element)
    }

    /// Adds `element` at the front, so it is the next `popFirst` returns. O(1) amortized.
    mutating func pushFront(_ element: Element) {
        front.append(element)
    }

    /// Removes and returns the first element, or nil when empty. O(1) amortized.
    mutating func popFirst() -> Element? {
        if let element = front.popLast() { return element }
        guard head < back.count else { return nil }
        let element = back[head]
        back[head] = nil
        head += 1
        if head == back.count {
            back.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= back.count {
            back.removeFirst(head)
            head = 0
        }
        return element
    }

    /// The elements, front to back. O(n).
    var elements: [Element] {
        var result: [Element] = front.reversed()
        result.reserveCapacity(count)
        for case let element? in back[head...] { result.append(element) }
        return result
    }

    /// Removes every element for which `shouldRemove` is true and returns them, front to
    /// back. O(n).
    @discardableResult
    mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows -> [Element] {
        var kept: [Element?] = []
        var removed: [Element] = []
        for element in elements {
            if try shouldRemove(element) { removed.append(element) } else { kept.append(element) }
        }
        front = []
        back = kept
        head = 0
        return removed
    }
}

extension AlertDeque: Sendable where Element: Sendable {}
