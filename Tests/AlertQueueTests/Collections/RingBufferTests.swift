import Testing

@testable import AlertQueue

@Suite struct RingBufferTests {
    @Test func appendAndPopKeepFIFOOrder() {
        var buffer = RingBuffer<Int>()
        for value in 0..<10 { buffer.append(value) }
        #expect(buffer.count == 10)
        var popped: [Int] = []
        while let value = buffer.popFirst() { popped.append(value) }
        #expect(popped == Array(0..<10))
        #expect(buffer.isEmpty)
        #expect(buffer.popFirst() == nil)
    }

    @Test func pushFrontPutsAnElementFirst() {
        var buffer: RingBuffer = [2, 3]
        buffer.pushFront(1)
        buffer.pushFront(0)
        #expect(Array(buffer) == [0, 1, 2, 3])
        #expect(buffer.first == 0)
        #expect(buffer.last == 3)
    }

    @Test func capacityIsAlwaysAPowerOfTwo() {
        var buffer = RingBuffer<Int>(minimumCapacity: 5)
        #expect(buffer.capacity == 8)
        for value in 0..<100 {
            buffer.append(value)
            #expect(buffer.capacity.nonzeroBitCount == 1)
        }
    }

    @Test func wrapsAroundAndGrowsWithoutLosingOrder() {
        var buffer = RingBuffer<Int>(minimumCapacity: 4)
        var model: [Int] = []
        var next = 0
        // Interleave so the head travels around the storage before each growth.
        for round in 0..<50 {
            for _ in 0..<(round % 7 + 1) {
                buffer.append(next)
                model.append(next)
                next += 1
            }
            for _ in 0..<(round % 3) {
                #expect(buffer.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
            }
            if round % 5 == 0 {
                buffer.pushFront(-round)
                model.insert(-round, at: 0)
            }
            #expect(Array(buffer) == model)
        }
    }

    @Test func popLastAndSubscript() {
        var buffer: RingBuffer = [1, 2, 3]
        buffer.pushFront(0)
        #expect(buffer[0] == 0)
        #expect(buffer[3] == 3)
        buffer[1] = 10
        #expect(buffer.popLast() == 3)
        #expect(Array(buffer) == [0, 10, 2])
    }

    @Test func removeAllAndRetain() {
        var buffer = RingBuffer(0..<20)
        buffer.retain { $0 % 3 == 0 }
        #expect(Array(buffer) == [0, 3, 6, 9, 12, 15, 18])
        buffer.removeAll(keepingCapacity: true)
        #expect(buffer.isEmpty)
        #expect(buffer.capacity > 0)
        buffer.removeAll()
        #expect(buffer.capacity == 0)
        buffer.pushFront(7)
        #expect(Array(buffer) == [7])
    }

    @Test func releasesPoppedElements() {
        final class Token {}
        weak var weakToken: Token?
        var buffer = RingBuffer<Token>()
        do {
            let token = Token()
            weakToken = token
            buffer.append(token)
        }
        #expect(weakToken != nil)
        _ = buffer.popFirst()
        #expect(weakToken == nil)
    }
}
