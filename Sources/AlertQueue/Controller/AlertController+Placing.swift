extension AlertController {
    /// Whether `entry` is critical and the alert on screen (appearing or shown) is not.
    func preempts(_ entry: QueuedAlert) -> Bool {
        guard entry.priority == .critical else { return false }
        switch phase {
        case .layingOut(let current, _), .appearing(let current, _), .visible(let current):
            return current.priority < .critical
        default:
            return false
        }
    }

    /// Shows `entry` at once if the controller is idle, else queues it. An alert that
    /// interrupts goes to the express lane (ahead of every lane) and suspends the alert on
    /// screen; a critical alert joins its lane (staying FIFO among critical alerts) and
    /// suspends a less urgent alert on screen. Neither is refused by a full queue, nor is an
    /// alert that will appear next because nothing is on screen or waiting (one shown from a
    /// completion, while the controller moves on).
    func place(_ entry: QueuedAlert, checkingCapacity: Bool) {
        if case .idle = phase {
            express.append(entry)
            entry.isExpress = true
            phase = .advancing
            advance()
        } else if entry.interruptsCurrent {
            express.append(entry)
            entry.isExpress = true
            suspendScreen()
        } else if preempts(entry) {
            enqueue(entry)
            suspendScreen()
        } else if checkingCapacity, let capacity = queueCapacity, queuedCount >= capacity,
            !isNextToAppear
        {
            resolve(entry, .dropped)
        } else {
            enqueue(entry)
        }
    }

    /// Whether an alert queued now appears next: the controller is between two alerts
    /// (advancing or keeping the delay) with nothing queued. O(1).
    var isNextToAppear: Bool {
        switch phase {
        case .advancing, .waiting: queuedCount == 0
        default: false
        }
    }

    /// Suspends the alert on screen so that the express lane goes next.
    func suspendScreen() {
        switch phase {
        case .visible(let current):
            beginSuspend(current)
        case .layingOut(let current, _):
            phase = .layingOut(current, suspendRequested: true)
        case .appearing(let current, _):
            phase = .appearing(current, suspendRequested: true)
        default:
            break
        }
    }

    /// The `.replace` policy: `entry` takes the place of `duplicates` (alerts with its id,
    /// in show order), which resolve ``AlertDismissReason/replaced``.
    func replace(_ duplicates: [QueuedAlert], with entry: QueuedAlert) {
        let onScreen: QueuedAlert?
        switch phase {
        case .layingOut(let current, _), .appearing(let current, _), .visible(let current):
            onScreen = duplicates.contains { $0 === current } ? current : nil
        default:
            onScreen = nil
        }
        var removed: [QueuedAlert] = []
        // A question from the work of another alert goes ahead of that alert, not into the
        // place of the alert it replaces.
        var placed = onScreen == nil && placeAheadOfItsWork(entry)
        for old in duplicates where old !== onScreen {
            if let handle = old.handle, onScreen == nil, !placed,
                queue.priority(of: handle) == entry.priority
            {
                queue.replace(handle, with: entry)
                entry.handle = handle
                old.handle = nil
                placed = true
                removed.append(old)
            } else if old.isQueued {
                unqueue(old)
                removed.append(old)
            } else {
                // Suspending: it resolves when its dismiss animation ends.
                unindexID(old)
                if old.pendingReason == nil { old.pendingReason = .replaced }
            }
        }
        if let onScreen {
            unindexID(onScreen)
            express.pushFront(entry)
            entry.isExpress = true
        } else if !placed {
            place(entry, checkingCapacity: false)
        }
        for old in removed { resolve(old, .replaced) }
        if let onScreen { dismissEntry(onScreen, .replaced) }
    }
}
