extension AlertPriorityQueue where Element == Int {
    /// Enqueues `0..<count` at normal priority, dequeues them all, and returns their sum:
    /// the raw queue figure of `alert-bench`. O(count).
    ///
    /// It is compiled here, beside the queue, because the queue is `package`: Swift does not
    /// inline or specialize `package` generics into another module, so a loop in the
    /// benchmark would time unspecialized calls that no caller in the engine makes.
    package static func fillAndDrain(_ count: Int) -> Int {
        var queue = AlertPriorityQueue<Int>()
        for value in 0..<count { queue.enqueue(value, priority: .normal) }
        var sum = 0
        while let value = queue.dequeue() { sum &+= value }
        return sum
    }
}
