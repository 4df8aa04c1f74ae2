extension AlertController {
    /// Whether `entry` should jump ahead of the queue: it asks to interrupt, or it is
    /// critical and the alert on screen is not.
    func interrupts(_ entry: QueuedAlert) -> Bool {
        if entry.options.interruptsCurrent { return true }
        guard entry.priority == .critical else { return false }
        switch phase {
        case .presenting(let current), .visible(let current):
            return current.priority < .critical
        default:
            return false
        }
    }

    /// Shows `entry` at once if the controller is idle, else queues it (or, for an
    /// interrupter, puts it in the express lane and suspends the visible alert).
    func place(_ entry: QueuedAlert, checkingCapacity: Bool) {
        if case .idle = phase {
            express.append(entry)
            entry.isExpress = true
            phase = .advancing
            advance()
        } else if interrupts(entry) {
            express.append(entry)
            entry.isExpress = true
            suspendScreen()
        } else if checkingCapacity, let capacity = queueCapacity, queuedCount >= capacity {
            resolve(entry, .dropped)
        } else {
            enqueue(entry)
        }
    }

    /// Suspends the alert on screen so that the express lane goes next.
    func suspendScreen() {
        switch phase {
        case .visible(let current):
            beginSuspend(current)
        case .presenting:
            pendingSuspend = true
        default:
            break
        }
    }

    /// The `.replace` policy: `entry` takes the place of `duplicates` (alerts with its id,
    /// in show order), which resolve ``AlertDismissReason/replaced``.
    func replace(_ duplicates: [QueuedAlert], with entry: QueuedAlert) {
        let onScreen: QueuedAlert?
        switch phase {
        case .presenting(let current), .visible(let current):
            onScreen = duplicates.contains { $0 === current } ? current : nil
        default:
            onScreen = nil
        }
        var removed: [QueuedAlert] = []
        var placed = false
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
