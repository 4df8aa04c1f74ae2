import AlertProtocol

extension AlertController {
    /// Shows the next alert that can be shown, resolving on the way those that cannot
    /// (owner released, failed layout). Re-entrant calls are folded into the running loop,
    /// so chains of alerts that leave at once never deepen the stack.
    func advance() {
        guard !advanceLoop.isRunning else {
            advanceLoop.needsAnotherPass = true
            return
        }
        advanceLoop.isRunning = true
        defer { advanceLoop.isRunning = false }
        repeat {
            advanceLoop.needsAnotherPass = false
            guard case .advancing = phase else { return }
            var shown = false
            while !shown, let next = takeNext() {
                shown = present(next)
            }
            if !shown { becomeIdle() }
        } while advanceLoop.needsAnotherPass
    }

    /// After an alert has gone: go idle, wait `interAlertDelay`, or show the next.
    func scheduleNext() {
        phase = .advancing
        if queuedCount == 0 {
            becomeIdle()
        } else if interAlertDelay > .zero {
            // Only this timer ends the waiting phase, so it cannot be stale.
            let token = clock.schedule(after: interAlertDelay) { [weak self] in
                guard let self, case .waiting = self.phase else { return }
                self.phase = .advancing
                self.advance()
            }
            phase = .waiting(token)
        } else {
            advance()
        }
    }

    func becomeIdle() {
        phase = .idle
        if isDimmed {
            isDimmed = false
            window.setDimmed(false)
            window.alertsDidEnd()
        }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Lays `entry` out and puts it on screen. Returns false if it resolved (or went back
    /// to the queue) without appearing; the phase is then `.advancing` again.
    func present(_ entry: QueuedAlert) -> Bool {
        if entry.isOwnerReleased {
            resolve(entry, .ownerReleased)
            return false
        }
        screenGeneration &+= 1
        let generation = screenGeneration
        phase = .layingOut(entry, suspendRequested: false)
        let alert = entry.alert
        if let interactive = alert as? any AlertInteractive {
            interactive.eventHandler = self
        }
        if let reason = layoutFailure(of: alert) ?? entry.pendingReason {
            entry.pendingReason = nil
            phase = .advancing
            releaseEventHandler(of: alert)
            resolve(entry, reason)
            return false
        }
        if case .layingOut(let current, true) = phase, current === entry {
            phase = .advancing
            releaseEventHandler(of: alert)
            enqueue(entry, atFront: true)
            return false
        }
        if !isDimmed {
            isDimmed = true
            window.alertsWillBegin()
            window.setDimmed(true)
        }
        window.attach(alert)
        // An interrupting alert may have arrived while the window attached this one.
        var suspendRequested = false
        if case .layingOut(_, let requested) = phase { suspendRequested = requested }
        phase = .appearing(entry, suspendRequested: suspendRequested)
        alert.isVisible = true
        (alert as? any AlertLifecycle)?.alertWillPresent()
        notify(.willPresent(entry.ticket))
        window.animateShow(alert) { [weak self] in
            self?.didFinishShowing(entry, generation: generation)
        }
        return true
    }

    func didFinishShowing(_ entry: QueuedAlert, generation: UInt64) {
        guard generation == screenGeneration,
            case .appearing(let current, let suspendRequested) = phase, current === entry
        else { return }
        phase = .visible(entry)
        (entry.alert as? any AlertLifecycle)?.alertDidPresent()
        notify(.didPresent(entry.ticket))
        guard case .visible(let still) = phase, still === entry else { return }
        if let reason = entry.pendingReason {
            entry.pendingReason = nil
            beginDismiss(entry, reason)
        } else if suspendRequested {
            beginSuspend(entry)
        } else {
            startTimer(for: entry, generation: generation)
        }
    }

    func startTimer(for entry: QueuedAlert, generation: UInt64) {
        guard let remaining = entry.remaining else { return }
        timerStart = clock.now
        timerToken = clock.schedule(after: remaining) { [weak self] in
            guard let self, generation == self.screenGeneration,
                case .visible(let current) = self.phase, current === entry
            else { return }
            self.timerToken = nil
            entry.remaining = .zero
            self.beginDismiss(entry, .timeout)
        }
    }

    /// Stops the duration timer, keeping the time left in `entry`.
    func pauseTimer(for entry: QueuedAlert) {
        guard let token = timerToken else { return }
        clock.cancel(token)
        timerToken = nil
        if let remaining = entry.remaining {
            entry.remaining = max(.zero, remaining - (clock.now - timerStart))
        }
    }

    func releaseEventHandler(of alert: any AlertPresentable) {
        if let interactive = alert as? any AlertInteractive, interactive.eventHandler === self {
            interactive.eventHandler = nil
        }
    }
}
