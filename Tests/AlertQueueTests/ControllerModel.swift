import AlertProtocol
import AlertQueue

/// A plain reference model of the controller's rules, written with arrays and no
/// cleverness, for the model-based test. It predicts what is on screen, what waits, and
/// every result with its reason, in order.
@MainActor
final class ControllerModel {
    struct Spec {
        var id: String?
        var priority: AlertPriority
        var policy: DuplicatePolicy
        var duration: Duration?
        var interrupts: Bool
        var hasOwner: Bool
        var failsLayout: Bool
        /// Nil: instant animations.
        var animation: Duration?
        var style: AlertStyle
    }

    final class Entry {
        let ticket: Int
        let spec: Spec
        var remaining: Duration?
        var ownerAlive = true
        var pendingReason: AlertDismissReason?
        /// Whether it counts for duplicate ids.
        var isIndexed = true
        var presentedOnce = false

        init(ticket: Int, spec: Spec) {
            self.ticket = ticket
            self.spec = spec
            remaining = spec.duration
        }
    }

    enum ScreenState {
        case appearing
        case shown
        case leaving(AlertDismissReason)
        case suspending
    }

    enum Work {
        case showDone(Int)
        case hideDone(Int)
        case timeout(Int)
        case delayDone
    }

    struct Scheduled {
        let deadline: Duration
        let sequence: Int
        let work: Work
    }

    var lanes: [[Entry]] = Array(repeating: [], count: 4)
    var express: [Entry] = []
    var screen: (entry: Entry, state: ScreenState)?
    var pendingSuspend = false
    var waiting = false
    var dimmed = false
    var now: Duration = .zero
    var scheduled: [Scheduled] = []
    var sequence = 0
    var timer: (sequence: Int, start: Duration)?
    var entries: [Int: Entry] = [:]
    var resolutions: [(ticket: Int, reason: AlertDismissReason)] = []
    var firstPresentations: [Int] = []
    let capacity: Int?
    let delay: Duration

    init(capacity: Int?, delay: Duration) {
        self.capacity = capacity
        self.delay = delay
    }

    var queuedCount: Int { express.count + lanes.reduce(0) { $0 + $1.count } }
    var screenTicket: Int? { screen?.entry.ticket }
    var isIdle: Bool { screen == nil && !waiting && queuedCount == 0 }

    // MARK: Operations

    func show(ticket: Int, spec: Spec) {
        let entry = Entry(ticket: ticket, spec: spec)
        entries[ticket] = entry
        if let id = spec.id {
            let live = entries.values.filter { $0.isIndexed && $0.spec.id == id && $0 !== entry }
                .sorted { $0.ticket < $1.ticket }
            if !live.isEmpty {
                switch spec.policy {
                case .ignore:
                    entry.isIndexed = false
                    resolve(entry, .dropped)
                    return
                case .replace:
                    replace(live, with: entry)
                    return
                case .enqueue:
                    break
                }
            }
        }
        place(entry, checkingCapacity: true)
    }

    func dismissVisible() {
        guard let screen else { return }
        switch screen.state {
        case .appearing, .shown, .suspending: dismiss(screen.entry, .programmatic)
        case .leaving: break
        }
    }

    /// An event from the window about the alert on screen.
    func event(_ reason: AlertDismissReason, isBackgroundTap: Bool = false) {
        guard let screen else { return }
        switch screen.state {
        case .appearing, .shown: break
        default: return
        }
        if isBackgroundTap && screen.entry.spec.style != .actionSheet { return }
        dismiss(screen.entry, reason)
    }

    func dismiss(id: String) {
        let live = entries.values.filter { $0.isIndexed && $0.spec.id == id }
            .sorted { $0.ticket < $1.ticket }
        for entry in live { entry.isIndexed = false }
        let queued = live.filter(isQueued)
        let onScreen = live.first { !isQueued($0) }
        for entry in queued { unqueue(entry) }
        for entry in queued { resolve(entry, .programmatic) }
        if let onScreen { dismiss(onScreen, .programmatic) }
    }

    func dismissAll() {
        var onScreen: Entry?
        if let screen {
            switch screen.state {
            case .appearing, .shown, .suspending: onScreen = screen.entry
            case .leaving: break
            }
        }
        let queued = express + lanes.reversed().flatMap { $0 }
        express = []
        lanes = Array(repeating: [], count: 4)
        for entry in queued { entry.isIndexed = false }
        for entry in queued { resolve(entry, .programmatic) }
        if let onScreen { dismiss(onScreen, .programmatic) }
    }

    /// An alert shown from a task that was already cancelled: it resolves at once and
    /// never counts for anything.
    func showCancelled(ticket: Int) {
        resolutions.append((ticket, .cancelled))
    }

    /// The task awaiting `ticket` is cancelled: the alert leaves wherever it is, as a
    /// dismissal with ``AlertDismissReason/cancelled`` (nothing once it has resolved).
    func cancel(ticket: Int) {
        guard let entry = entries[ticket] else { return }
        dismiss(entry, .cancelled)
    }

    func releaseOwner(of ticket: Int) {
        entries[ticket]?.ownerAlive = false
    }

    func advance(by interval: Duration) {
        let target = now + interval
        while let next = scheduled.filter({ $0.deadline <= target })
            .min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) })
        {
            scheduled.removeAll { $0.sequence == next.sequence }
            now = next.deadline
            run(next.work)
        }
        now = target
    }

    // MARK: Rules

    private func isQueued(_ entry: Entry) -> Bool {
        express.contains { $0 === entry } || lanes.contains { $0.contains { $0 === entry } }
    }

    private func unqueue(_ entry: Entry) {
        express.removeAll { $0 === entry }
        for index in lanes.indices { lanes[index].removeAll { $0 === entry } }
    }

    private func resolve(_ entry: Entry, _ reason: AlertDismissReason) {
        entry.isIndexed = false
        entries[entry.ticket] = nil
        resolutions.append((entry.ticket, reason))
    }

    private func schedule(_ delay: Duration, _ work: Work) -> Int {
        sequence += 1
        scheduled.append(Scheduled(deadline: now + delay, sequence: sequence, work: work))
        return sequence
    }

    private func place(_ entry: Entry, checkingCapacity: Bool) {
        let screenIsSettling: Bool
        if let screen, case .appearing = screen.state {
            screenIsSettling = true
        } else if let screen, case .shown = screen.state {
            screenIsSettling = true
        } else {
            screenIsSettling = false
        }
        if isIdle {
            express.append(entry)
            advanceQueue()
        } else if entry.spec.interrupts {
            express.append(entry)
            suspendScreen()
        } else if entry.spec.priority == .critical, screenIsSettling,
            screen!.entry.spec.priority < .critical
        {
            lanes[AlertPriority.critical.rawValue].append(entry)
            suspendScreen()
        } else if checkingCapacity, let capacity, queuedCount >= capacity {
            entry.isIndexed = false
            resolve(entry, .dropped)
        } else {
            lanes[entry.spec.priority.rawValue].append(entry)
        }
    }

    private func suspendScreen() {
        guard let screen else { return }
        switch screen.state {
        case .shown: beginSuspend(screen.entry)
        case .appearing: pendingSuspend = true
        default: break
        }
    }

    private func replace(_ olds: [Entry], with entry: Entry) {
        var onScreen: Entry?
        if let screen, olds.contains(where: { $0 === screen.entry }) {
            switch screen.state {
            case .appearing, .shown: onScreen = screen.entry
            default: break
            }
        }
        var removed: [Entry] = []
        var placed = false
        for old in olds where old !== onScreen {
            let lane = entry.spec.priority.rawValue
            if onScreen == nil, !placed, let index = lanes[lane].firstIndex(where: { $0 === old }) {
                lanes[lane][index] = entry
                placed = true
                old.isIndexed = false
                removed.append(old)
            } else if isQueued(old) {
                unqueue(old)
                old.isIndexed = false
                removed.append(old)
            } else {
                old.isIndexed = false
                if old.pendingReason == nil { old.pendingReason = .replaced }
            }
        }
        if let onScreen {
            onScreen.isIndexed = false
            express.insert(entry, at: 0)
        } else if !placed {
            place(entry, checkingCapacity: false)
        }
        for old in removed { resolve(old, .replaced) }
        if let onScreen { dismiss(onScreen, .replaced) }
    }

    private func dismiss(_ entry: Entry, _ reason: AlertDismissReason) {
        if let screen, screen.entry === entry {
            switch screen.state {
            case .shown:
                beginDismiss(entry, reason)
            case .appearing, .suspending:
                if entry.pendingReason == nil { entry.pendingReason = reason }
                entry.isIndexed = false
            case .leaving:
                break
            }
            return
        }
        guard isQueued(entry) else { return }
        unqueue(entry)
        resolve(entry, reason)
    }

    private func advanceQueue() {
        while true {
            let next: Entry
            if !express.isEmpty {
                next = express.removeFirst()
            } else if let lane = lanes.lastIndex(where: { !$0.isEmpty }) {
                next = lanes[lane].removeFirst()
            } else {
                waiting = false
                if dimmed { dimmed = false }
                return
            }
            if next.spec.hasOwner && !next.ownerAlive {
                resolve(next, .ownerReleased)
                continue
            }
            if next.spec.failsLayout {
                resolve(next, .failed("test layout failure"))
                continue
            }
            present(next)
            return
        }
    }

    private func present(_ entry: Entry) {
        pendingSuspend = false
        dimmed = true
        screen = (entry, .appearing)
        if !entry.presentedOnce {
            entry.presentedOnce = true
            firstPresentations.append(entry.ticket)
        }
        if let animation = entry.spec.animation {
            _ = schedule(animation, .showDone(entry.ticket))
        } else {
            didShow(entry)
        }
    }

    private func didShow(_ entry: Entry) {
        screen = (entry, .shown)
        if let reason = entry.pendingReason {
            entry.pendingReason = nil
            beginDismiss(entry, reason)
        } else if pendingSuspend {
            pendingSuspend = false
            beginSuspend(entry)
        } else if let remaining = entry.remaining {
            timer = (schedule(remaining, .timeout(entry.ticket)), now)
        }
    }

    private func pauseTimer(_ entry: Entry) {
        guard let timer else { return }
        scheduled.removeAll { $0.sequence == timer.sequence }
        entry.remaining = max(.zero, entry.remaining! - (now - timer.start))
        self.timer = nil
    }

    private func beginDismiss(_ entry: Entry, _ reason: AlertDismissReason) {
        pauseTimer(entry)
        entry.isIndexed = false
        screen = (entry, .leaving(reason))
        if let animation = entry.spec.animation {
            _ = schedule(animation, .hideDone(entry.ticket))
        } else {
            didHide(entry)
        }
    }

    private func beginSuspend(_ entry: Entry) {
        pauseTimer(entry)
        screen = (entry, .suspending)
        if let animation = entry.spec.animation {
            _ = schedule(animation, .hideDone(entry.ticket))
        } else {
            didHide(entry)
        }
    }

    private func didHide(_ entry: Entry) {
        guard let screen, screen.entry === entry else { return }
        self.screen = nil
        switch screen.state {
        case .leaving(let reason):
            resolve(entry, reason)
        case .suspending:
            if let reason = entry.pendingReason {
                resolve(entry, reason)
            } else {
                lanes[entry.spec.priority.rawValue].insert(entry, at: 0)
            }
        default:
            break
        }
        if queuedCount == 0 {
            dimmed = false
        } else if delay > .zero {
            waiting = true
            _ = schedule(delay, .delayDone)
        } else {
            advanceQueue()
        }
    }

    private func run(_ work: Work) {
        switch work {
        case .showDone(let ticket):
            if let screen, screen.entry.ticket == ticket, case .appearing = screen.state {
                didShow(screen.entry)
            }
        case .hideDone(let ticket):
            if let screen, screen.entry.ticket == ticket { didHide(screen.entry) }
        case .timeout(let ticket):
            timer = nil
            if let screen, screen.entry.ticket == ticket, case .shown = screen.state {
                screen.entry.remaining = .zero
                beginDismiss(screen.entry, .timeout)
            }
        case .delayDone:
            waiting = false
            advanceQueue()
        }
    }
}
