import Testing

@testable import AlertQueue

@Suite struct AlertDequeTests {
    @Test func appendAndPopKeepFIFOOrder() {
        var deque = AlertDeque<Int>()
        for value in 0..<10 { deque.append(value) }
        #expect(deque.count == 10)
        var popped: [Int] = []
        while let value = deque.popFirst() { popped.append(value) }
        #expect(popped == Array(0..<10))
        #expect(deque.isEmpty)
        #expect(deque.popFirst() == nil)
    }

    @Test func pushFrontPutsAnElementFirst() {
        var deque = AlertDeque<Int>()
        deque.append(2)
        deque.append(3)
        deque.pushFront(1)
        deque.pushFront(0)
        #expect(deque.elements == [0, 1, 2, 3])
        #expect(deque.popFirst() == 0)
        #expect(deque.count == 3)
    }

    /// Interleaved appends, pushes and pops against an array, long enough for the head to
    /// pass the compaction threshold many times.
    @Test func matchesAnArrayThroughCompactions() {
        var deque = AlertDeque<Int>()
        var model: [Int] = []
        var next = 0
        for round in 0..<400 {
            for _ in 0..<(round % 7 + 1) {
                deque.append(next)
                model.append(next)
                next += 1
            }
            for _ in 0..<(round % 5) {
                #expect(deque.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
            }
            if round % 9 == 0 {
                deque.pushFront(-round)
                model.insert(-round, at: 0)
            }
            #expect(deque.elements == model, "round \(round)")
            #expect(deque.count == model.count, "round \(round)")
        }
        while let value = deque.popFirst() { #expect(value == model.removeFirst()) }
        #expect(model.isEmpty)
    }

    @Test func removeAllWhereReturnsTheRemovedInOrder() {
        var deque = AlertDeque<Int>()
        for value in 1..<20 { deque.append(value) }
        deque.pushFront(0)
        _ = deque.popFirst()
        let removed = deque.removeAll { $0 % 3 != 0 }
        #expect(deque.elements == [3, 6, 9, 12, 15, 18])
        #expect(removed.count == 13 && removed.first == 1 && removed.last == 19)
        deque.pushFront(7)
        #expect(deque.elements == [7, 3, 6, 9, 12, 15, 18])
    }

    @Test func releasesPoppedElements() {
        final class Token {}
        weak var weakToken: Token?
        var deque = AlertDeque<Token>()
        deque.append(Token())
        do {
            let token = Token()
            weakToken = token
            deque.append(token)
        }
        deque.append(Token())
        _ = deque.popFirst()
        #expect(weakToken != nil)
        _ = deque.popFirst()
        #expect(weakToken == nil)
    }
}
