import Testing

@testable import AlertQueue

@Suite struct AlertPriorityQueueTests {
    @Test func theBenchmarkWorkloadDrainsWhatItFilled() {
        #expect(AlertPriorityQueue<Int>.fillAndDrain(0) == 0)
        #expect(AlertPriorityQueue<Int>.fillAndDrain(1_000) == 499_500)
    }

    @Test func higherPriorityFirstFIFOWithin() {
        var queue = AlertPriorityQueue<String>()
        queue.enqueue("n1", priority: .normal)
        queue.enqueue("l1", priority: .low)
        queue.enqueue("h1", priority: .high)
        queue.enqueue("n2", priority: .normal)
        queue.enqueue("c1", priority: .critical)
        queue.enqueue("h2", priority: .high)
        #expect(queue.count == 6)
        #expect(queue.elements == ["c1", "h1", "h2", "n1", "n2", "l1"])
        var out: [String] = []
        while let value = queue.dequeue() { out.append(value) }
        #expect(out == ["c1", "h1", "h2", "n1", "n2", "l1"])
        #expect(queue.isEmpty)
    }

    @Test func enqueueAtFrontGoesFirstInItsLane() {
        var queue = AlertPriorityQueue<String>()
        queue.enqueue("h1", priority: .high)
        queue.enqueue("n1", priority: .normal)
        queue.enqueueAtFront("n0", priority: .normal)
        #expect(queue.elements == ["h1", "n0", "n1"])
    }

    @Test func removeByHandleKeepsCountExact() {
        var queue = AlertPriorityQueue<Int>()
        let handles = (0..<10).map { queue.enqueue($0, priority: .normal) }
        #expect(queue.remove(handles[3]) == 3)
        #expect(queue.remove(handles[3]) == nil)
        #expect(queue.remove(handles[0]) == 0)
        #expect(queue.count == 8)
        #expect(queue[handles[3]] == nil)
        #expect(queue[handles[4]] == 4)
        #expect(queue.peek() == 1)
        #expect(queue.dequeue() == 1)
        #expect(queue.elements == [2, 4, 5, 6, 7, 8, 9])
        #expect(queue.count(of: .normal) == 7)
        #expect(queue.count(of: .high) == 0)
    }

    @Test func replaceKeepsPosition() {
        var queue = AlertPriorityQueue<String>()
        queue.enqueue("a", priority: .low)
        let b = queue.enqueue("b", priority: .low)
        queue.enqueue("c", priority: .low)
        #expect(queue.replace(b, with: "B") == "b")
        #expect(queue.elements == ["a", "B", "c"])
        #expect(queue.priority(of: b) == .low)
        queue.remove(b)
        #expect(queue.replace(b, with: "x") == nil)
        #expect(queue.priority(of: b) == nil)
        #expect(queue.elements == ["a", "c"])
    }

    @Test func removeAllWhereReturnsInDequeueOrder() {
        var queue = AlertPriorityQueue<Int>()
        for value in 0..<12 {
            queue.enqueue(value, priority: AlertPriority(rawValue: value % 4)!)
        }
        let removed = queue.removeAll { $0 % 2 == 0 }
        #expect(removed == [2, 6, 10, 0, 4, 8])
        #expect(queue.elements == [3, 7, 11, 1, 5, 9])
        #expect(queue.removeAll() == [3, 7, 11, 1, 5, 9])
        #expect(queue.isEmpty)
    }

    @Test func manyRemovalsCompactAndStayConsistent() {
        var queue = AlertPriorityQueue<Int>()
        var handles: [AlertPriorityQueue<Int>.Handle] = []
        for value in 0..<1_000 { handles.append(queue.enqueue(value, priority: .normal)) }
        for index in stride(from: 0, to: 1_000, by: 2) { queue.remove(handles[index]) }
        #expect(queue.count == 500)
        #expect(queue.elements == Array(stride(from: 1, to: 1_000, by: 2)))
        var out: [Int] = []
        while let value = queue.dequeue() { out.append(value) }
        #expect(out == Array(stride(from: 1, to: 1_000, by: 2)))
    }

    @Test func handlesStillFindTheirElementsAfterACompaction() {
        var queue = AlertPriorityQueue<Int>()
        var handles: [AlertPriorityQueue<Int>.Handle] = []
        for value in 0..<200 { handles.append(queue.enqueueAtFront(value, priority: .high)) }
        // Removing from the middle past the threshold filters the lane's stale keys.
        for index in 40..<160 { queue.remove(handles[index]) }
        for index in 0..<200 {
            let expected = (40..<160).contains(index) ? nil : index
            #expect(queue[handles[index]] == expected)
            #expect(queue.priority(of: handles[index]) == (expected == nil ? nil : .high))
        }
        #expect(queue.replace(handles[10], with: -10) == 10)
        #expect(queue.count(of: .high) == 80)
    }

    @Test func aStaleHandleNeverReachesALaterElement() {
        var queue = AlertPriorityQueue<String>()
        let first = queue.enqueue("a", priority: .normal)
        #expect(queue.dequeue() == "a")
        let second = queue.enqueueAtFront("b", priority: .normal)
        #expect(first != second)
        #expect(queue[first] == nil)
        #expect(queue.remove(first) == nil)
        #expect(queue.elements == ["b"])
    }

    /// The slots a lane keeps stay proportional to what it holds, however it is used.
    @Test func aLaneKeepsNoMoreSlotsThanItNeeds() {
        var queue = AlertPriorityQueue<Int>()
        for value in 0..<10_000 {
            if value % 2 == 0 {
                queue.enqueueAtFront(value, priority: .normal)
            } else {
                queue.enqueue(value, priority: .normal)
            }
            if value % 10 != 0 { #expect(queue.dequeue() != nil) }
        }
        #expect(queue.count == 1_000)
        #expect(queue.lanes[AlertPriority.normal.rawValue].slots.count <= 4 * 1_000)
        let handles = queue.orderedHandles()
        for handle in handles.dropLast(10) { queue.remove(handle) }
        #expect(queue.count == 10)
        #expect(queue.lanes[AlertPriority.normal.rawValue].slots.count <= 4 * 32)
        while queue.dequeue() != nil {}
        #expect(queue.lanes[AlertPriority.normal.rawValue].slots.isEmpty)
    }

    /// Random operations against a plain array-of-arrays model.
    @Test func matchesAModelUnderRandomOperations() {
        let seed: UInt64 = 0x5EED_0001
        var random = SplitMix64(seed: seed)
        var queue = AlertPriorityQueue<Int>()
        var model: [[(Int, AlertPriorityQueue<Int>.Handle)]] = Array(repeating: [], count: 4)
        var next = 0
        for step in 0..<5_000 {
            let priority = AlertPriority(rawValue: Int(random.next(below: 4)))!
            switch random.next(below: 5) {
            case 0, 1:
                let handle = queue.enqueue(next, priority: priority)
                model[priority.rawValue].append((next, handle))
                next += 1
            case 2:
                let handle = queue.enqueueAtFront(next, priority: priority)
                model[priority.rawValue].insert((next, handle), at: 0)
                next += 1
            case 3:
                let lane = model.lastIndex { !$0.isEmpty }
                let expected = lane.map { model[$0].removeFirst().0 }
                #expect(queue.dequeue() == expected, "seed \(seed) step \(step)")
            default:
                let lane = priority.rawValue
                guard !model[lane].isEmpty else { continue }
                let index = Int(random.next(below: UInt64(model[lane].count)))
                let (value, handle) = model[lane].remove(at: index)
                #expect(queue.remove(handle) == value, "seed \(seed) step \(step)")
            }
            #expect(queue.count == model.reduce(0) { $0 + $1.count }, "seed \(seed) step \(step)")
        }
        #expect(queue.elements == model.reversed().flatMap { $0.map(\.0) }, "seed \(seed)")
    }
}
