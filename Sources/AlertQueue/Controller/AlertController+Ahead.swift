import AlertProtocol

/// The alert whose work the current task does, if any (see
/// `AlertController.showingAhead(of:_:)`).
enum AlertWork {
    @TaskLocal static var alert: ObjectIdentifier?
}

extension AlertController {
    /// Runs `body` so that every alert shown from it, or from a task it starts, goes ahead
    /// of `alert` on any controller that shows `alert`: the alert of some work (a progress
    /// alert) can ask a question from inside that work without waiting for itself.
    ///
    /// While `alert` is on screen, such a question interrupts it (as
    /// `AlertOptions.interruptsCurrent` does): `alert` steps aside, unchanged, and comes
    /// back once the question is answered. While `alert` waits in the queue, the question
    /// waits ahead of it. Once `alert` has resolved (or is leaving), questions queue as
    /// usual. `withProgress` runs its work this way; use it for a work alert of your own.
    ///
    /// ```swift
    /// let work = AlertController.showingAhead(of: progressAlert) {
    ///     Task { try await copyFiles(asking: alerts) }
    /// }
    /// ```
    package static func showingAhead<Result>(
        of alert: any AlertPresentable, _ body: () throws -> Result
    ) rethrows -> Result {
        try AlertWork.$alert.withValue(ObjectIdentifier(alert), operation: body)
    }

    /// Places `entry`, shown from the work of another alert, ahead of that alert; false
    /// (nothing done) when it is not shown from such work, or that alert is not waiting or
    /// on screen any more. O(1) (O(k) for k alerts in the express lane).
    func placeAheadOfItsWork(_ entry: QueuedAlert) -> Bool {
        guard let identity = AlertWork.alert, let work = byObject[identity], work !== entry,
            !work.isResolved, !entry.interruptsCurrent
        else { return false }
        switch phase {
        case .idle, .leaving:
            return false
        case .layingOut(let current, _) where current === work,
            .appearing(let current, _) where current === work,
            .visible(let current) where current === work:
            guard work.pendingReason == nil else { return false }
            express.append(entry)
            entry.isExpress = true
            suspendScreen()
            return true
        case .suspending(let current) where current === work:
            // It goes back to the front of its lane, behind the express lane.
            express.append(entry)
            entry.isExpress = true
            return true
        default:
            guard work.isQueued else { return false }
            if work.isExpress {
                express.pushFront(entry)
                entry.isExpress = true
            } else {
                // At the front of the work's own priority: ahead of it, never ahead of an
                // alert of a higher priority.
                entry.handle = queue.enqueueAtFront(entry, priority: work.priority)
            }
            return true
        }
    }
}
