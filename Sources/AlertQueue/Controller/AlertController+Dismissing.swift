import AlertProtocol

extension AlertController {
    /// Dismisses `alert` with `reason`: if it is on screen it leaves (once its show animation
    /// has finished, if it is still appearing); if it is queued it resolves at once. Does
    /// nothing for an alert that is already leaving or not known. O(1) (O(k) for one of k
    /// alerts waiting in the express lane).
    public func dismiss(_ alert: any AlertPresentable, reason: AlertDismissReason) {
        guard let entry = byObject[ObjectIdentifier(alert)] else { return }
        dismissEntry(entry, reason)
    }

    /// Dismisses the visible alert with ``AlertDismissReason/programmatic``, also while it is
    /// being interrupted (it then resolves when its exit animation ends instead of going
    /// back to the queue). Does nothing when no alert is visible or it is already leaving.
    public func dismiss() {
        switch phase {
        case .layingOut(let entry, _), .appearing(let entry, _), .visible(let entry),
            .suspending(let entry):
            dismissEntry(entry, .programmatic)
        default:
            break
        }
    }

    /// Dismisses every alert with this id, queued or visible, with
    /// ``AlertDismissReason/programmatic``: queued ones resolve at once in the order they
    /// were shown, then the one on screen leaves. O(k) for k alerts with the id.
    public func dismiss(id: String) {
        guard let entries = byID[id] else { return }
        byID[id] = nil
        let onScreen = entries.first { !$0.isQueued }
        let queued = entries.filter(\.isQueued)
        for entry in queued { unqueue(entry) }
        for entry in queued { resolve(entry, .programmatic) }
        if let onScreen { dismissEntry(onScreen, .programmatic) }
    }

    /// Dismisses everything with ``AlertDismissReason/programmatic``: queued alerts resolve at
    /// once in queue order, then the alert on screen leaves. O(n).
    public func dismissAll() {
        let onScreen: QueuedAlert?
        switch phase {
        case .layingOut(let entry, _), .appearing(let entry, _), .visible(let entry),
            .suspending(let entry):
            onScreen = entry
        default:
            onScreen = nil
        }
        var queued: [QueuedAlert] = []
        while let entry = express.popFirst() {
            entry.isExpress = false
            queued.append(entry)
        }
        for entry in queue.removeAll() {
            entry.handle = nil
            queued.append(entry)
        }
        for entry in queued { unindexID(entry) }
        for entry in queued { resolve(entry, .programmatic) }
        if let onScreen { dismissEntry(onScreen, .programmatic) }
    }

    /// Dismisses one known alert wherever it is.
    func dismissEntry(_ entry: QueuedAlert, _ reason: AlertDismissReason) {
        guard !entry.isResolved else { return }
        switch phase {
        case .visible(let current) where current === entry:
            beginDismiss(entry, reason)
            return
        case .layingOut(let current, _) where current === entry,
            .appearing(let current, _) where current === entry,
            .suspending(let current) where current === entry:
            // It counts as leaving from now on, also for duplicate ids.
            if entry.pendingReason == nil { entry.pendingReason = reason }
            unindexID(entry)
            return
        case .leaving(let current, _) where current === entry:
            return
        default:
            break
        }
        guard entry.isQueued else { return }
        unqueue(entry)
        resolve(entry, reason)
    }

    /// Starts the visible alert's exit: willDismiss → dismiss animation (a hand-over when
    /// the next alert follows at once).
    func beginDismiss(_ entry: QueuedAlert, _ reason: AlertDismissReason) {
        pauseTimer(for: entry)
        phase = .leaving(entry, reason)
        unindexID(entry)
        let generation = screenGeneration
        (entry.alert as? any AlertLifecycle)?.alertWillDismiss(reason: reason)
        notify(.willDismiss(entry.ticket, reason: reason))
        let finish: @MainActor () -> Void = { [weak self] in
            self?.didFinishDismissing(entry, generation: generation)
        }
        if queuedCount > 0 && interAlertDelay == .zero {
            window.animateHandover(entry.alert, completion: finish)
        } else {
            window.animateDismiss(entry.alert, completion: finish)
        }
    }

    func didFinishDismissing(_ entry: QueuedAlert, generation: UInt64) {
        guard generation == screenGeneration, case .leaving(let current, let reason) = phase,
            current === entry
        else { return }
        takeOffScreen(entry)
        phase = .advancing
        (entry.alert as? any AlertLifecycle)?.alertDidDismiss(reason: reason)
        notify(.didDismiss(entry.ticket, reason: reason))
        performDismissingAction(of: entry, reason)
        resolve(entry, reason, leftScreen: true)
        guard case .advancing = phase else { return }
        scheduleNext()
    }

    /// Resolves an alert whose exit animation ran as a suspension and that was dismissed
    /// meanwhile: it is already off screen, so willDismiss and didDismiss follow each other.
    private func finishDismissal(_ entry: QueuedAlert, _ reason: AlertDismissReason) {
        let lifecycle = entry.alert as? any AlertLifecycle
        lifecycle?.alertWillDismiss(reason: reason)
        notify(.willDismiss(entry.ticket, reason: reason))
        lifecycle?.alertDidDismiss(reason: reason)
        notify(.didDismiss(entry.ticket, reason: reason))
        performDismissingAction(of: entry, reason)
        resolve(entry, reason, leftScreen: true)
    }

    /// Starts interrupting the visible alert: its dismiss animation, then back to the front
    /// of its lane with the time it had left.
    func beginSuspend(_ entry: QueuedAlert) {
        pauseTimer(for: entry)
        phase = .suspending(entry)
        let generation = screenGeneration
        (entry.alert as? any AlertLifecycle)?.alertWillSuspend()
        notify(.willSuspend(entry.ticket))
        window.animateDismiss(entry.alert) { [weak self] in
            self?.didFinishSuspending(entry, generation: generation)
        }
    }

    func didFinishSuspending(_ entry: QueuedAlert, generation: UInt64) {
        guard generation == screenGeneration, case .suspending(let current) = phase,
            current === entry
        else { return }
        takeOffScreen(entry)
        phase = .advancing
        notify(.didSuspend(entry.ticket))
        if let reason = entry.pendingReason {
            // Dismissed while leaving for the interruption: the exit animation has run, so
            // it finishes as a dismissal (willDismiss → didDismiss → completion) instead of
            // going back to the queue.
            entry.pendingReason = nil
            finishDismissal(entry, reason)
        } else {
            enqueue(entry, atFront: true)
        }
        guard case .advancing = phase else { return }
        scheduleNext()
    }

    private func takeOffScreen(_ entry: QueuedAlert) {
        window.detach(entry.alert)
        entry.alert.isVisible = false
        releaseEventHandler(of: entry.alert)
    }

    /// After an alert left with an action: that action's own behaviour (a button's handler),
    /// before the completion.
    func performDismissingAction(of entry: QueuedAlert, _ reason: AlertDismissReason) {
        guard case .action(let index) = reason else { return }
        entry.alert.dismissingAction(index: index)?.performAction()
    }
}
