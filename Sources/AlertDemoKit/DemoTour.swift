import AlertEngine
import Foundation

/// The demo's tour: every kind of alert, queued in order through the controller's
/// convenience constructors, with the outcome of each recorded for the exit report.
///
/// ``start()`` queues, at once: a message; an alert with a title, message, icon and two
/// buttons; an action sheet with a destructive action and cancel; a month calendar; a text
/// input; a picture; three alerts in sequence; a status alert with a countdown; a grid sheet;
/// an alert of the app's own (``WeeklyStepsAlert``, not an `AlertView`); a checklist to
/// choose several from; a long list narrowed by typing; a progress bar that fills on the
/// controller's clock once it appears.
/// When the status alert appears, a critical alert is scheduled ``criticalDelay`` later on
/// the controller's clock: it interrupts the status alert, which comes back afterwards with
/// the rest of its time.
@MainActor
package final class DemoTour {
    /// The controller the tour queues its alerts on.
    package let controller: AlertController
    /// How long after the status alert appears the critical alert interrupts it.
    package let criticalDelay: Duration
    /// The tour's alerts in order, with their outcomes so far.
    package private(set) var entries: [DemoTourEntry]
    /// Called whenever an alert appears, leaves or ends (to update a status bar).
    package var onChange: (@MainActor () -> Void)?
    /// The day the calendar starts on, 2026-11-21 09:30 UTC (fixed, so every run is the
    /// same).
    package static let initialDate = Date(timeIntervalSince1970: 1_795_253_400)

    private var views: [ObjectIdentifier: Int] = [:]
    private var viewsByIndex: [Int: any AlertPresentable] = [:]
    private var lastResult: AlertResult?
    private var statusView: AlertView?
    /// The tour's listener of the controller's lifecycle events.
    private var listening: AlertListenerToken?
    private var criticalToken: AlertClockToken?
    private var hasQueuedCritical = false
    private var hasStarted = false
    private var progress: AlertProgressReporter?
    private var progressToken: AlertClockToken?
    private var progressStep = 0

    /// Where the critical alert is in ``entries``: it is queued by the status alert, not
    /// by ``start()``.
    package nonisolated static let criticalIndex = 12
    /// The files the filter alert offers.
    package nonisolated static let files = [
        "README.md", "Package.swift", "Sources/App/main.swift", "Sources/App/Inbox.swift",
        "Sources/App/InboxView.swift", "Sources/App/Compose.swift", "Sources/App/Drafts.swift",
        "Sources/App/Settings.swift", "Sources/Sync/SyncEngine.swift",
        "Sources/Sync/Conflict.swift", "Sources/Sync/Retry.swift",
        "Sources/Store/Database.swift", "Sources/Store/Migration.swift",
        "Sources/Store/Search.swift", "Tests/AppTests/InboxTests.swift",
        "Tests/AppTests/DraftsTests.swift", "Tests/SyncTests/SyncEngineTests.swift",
        "Tests/StoreTests/MigrationTests.swift", "docs/architecture.md", "docs/release-notes.md",
        "Scripts/release.sh", "Scripts/lint.sh", ".gitignore", "LICENSE",
    ]
    /// How many steps the progress alert fills in.
    package nonisolated static let progressSteps = 20
    /// How long each step of the progress alert takes on the controller's clock.
    package nonisolated static let progressStepDuration = Duration.milliseconds(150)

    /// The entries every tour has, before any outcome.
    package nonisolated static let plan: [DemoTourEntry] = [
        ("message", nil, "message"), ("alert", "Save changes?", "alert"),
        ("sheet", "Delete draft?", "sheet"), ("date", "Pick a day", "date"),
        ("input", "Your name", "input"), ("media", "Lake at dusk", "media"),
        ("alert", "Step 1 of 3", "sequence-1"), ("alert", "Step 2 of 3", "sequence-2"),
        ("alert", "Step 3 of 3", "sequence-3"), ("status", "Syncing inbox", "status"),
        ("grid", "Share to", "grid"), ("own", "Your week", "own"),
        ("critical", "Battery low", "critical"), ("checklist", "Pack for the trip", "checklist"),
        ("filter", "Open a file", "filter"), ("progress", "Downloading photos", "progress"),
    ].enumerated().map { index, entry in
        DemoTourEntry(number: index + 1, kind: entry.0, title: entry.1, slug: entry.2)
    }

    /// Creates a tour on `controller`; nothing is queued before ``start()``.
    package init(controller: AlertController, criticalDelay: Duration = .milliseconds(1500)) {
        self.controller = controller
        self.criticalDelay = criticalDelay
        self.entries = Self.plan
        listening = controller.addLifecycleListener { [weak self] event in self?.observe(event) }
    }

    /// Whether every alert of the tour has ended.
    package var isFinished: Bool { entries.allSatisfy { $0.outcome != nil } }

    /// How many alerts have ended.
    package var finishedCount: Int { entries.count { $0.outcome != nil } }

    /// The exit report, one line per alert.
    package var resultLines: [String] { entries.map(\.resultLine) }

    /// The tour entry of `alert`, if it is one of the tour's.
    package func entry(for alert: any AlertPresentable) -> DemoTourEntry? {
        views[ObjectIdentifier(alert)].map { entries[$0] }
    }

    /// Queues the tour (once).
    package func start() {
        guard !hasStarted else { return }
        hasStarted = true
        showMessage()
        showSaveAlert()
        showSheet()
        showDatePicker()
        showInput()
        showMedia()
        showSequence()
        showStatus()
        showGrid()
        showOwnAlert()
        showChecklist()
        showFilter()
        showProgress()
    }

    /// Ends the tour: the critical alert is no longer scheduled, and every alert still
    /// queued or on screen resolves `.programmatic`.
    package func quit() {
        if let criticalToken { controller.clock.cancel(criticalToken) }
        criticalToken = nil
        let critical = Self.criticalIndex
        if !hasQueuedCritical, entries[critical].outcome == nil {
            entries[critical].outcome = .notShown
        }
        hasQueuedCritical = true
        controller.dismissAll()
        onChange?()
    }

    // MARK: The alerts

    private func showMessage() {
        let view = controller.showMessage(
            "Welcome to AlertEngine! Every alert of the tour appears here, one at a time.",
            buttonTitle: "Start"
        ) { [weak self] in self?.finish(0, $0) }
        register(view, 0)
    }

    private func showSaveAlert() {
        let view = controller.showAlert(
            title: "Save changes?",
            message: "Your reply to 王小明 (“你好！”) has unsaved edits.",
            icon: .symbol("📝", altText: "Draft"), cancelTitle: "Discard",
            otherTitles: ["Save"]
        ) { [weak self] in self?.finish(1, $0) }
        register(view, 1)
    }

    private func showSheet() {
        let view = controller.showSheet(
            title: "Delete draft?", message: "The draft will be gone for good.",
            actions: [
                AlertAction(title: "Delete", role: .destructive),
                AlertAction(title: "Move to Archive"),
                AlertAction(title: "Cancel", role: .cancel),
            ]
        ) { [weak self] in self?.finish(2, $0) }
        register(view, 2)
    }

    private func showDatePicker() {
        // A month calendar in UTC and English like the rest of the tour, with no today
        // marked, so its screens are the same on every machine and every day.
        let view = controller.showDatePicker(
            title: "Pick a day", initial: Self.initialDate, range: nil,
            timeZone: TimeZone(identifier: "UTC")!, cancelTitle: "Cancel", doneTitle: "Done",
            control: .calendar(today: nil), options: AlertOptions()
        ) { [weak self] date in
            self?.finish(3, answer: date.map { .date(Self.day(of: $0)) })
        }
        register(view, 3)
    }

    private func showInput() {
        let view = controller.showInput(
            title: "Your name", message: "Type it (any script: 王小明 works), then Enter.",
            placeholder: "name", maxLength: 40, cancelTitle: "Cancel", okTitle: "OK"
        ) { [weak self] text in
            self?.finish(4, answer: text.map { .text($0) })
        }
        register(view, 4)
    }

    private func showMedia() {
        let view = controller.showMedia(
            title: "Lake at dusk", image: DemoPicture.alertImage(),
            caption: "Drawn pixel by pixel: half blocks here, real pixels in kitty or iTerm2.",
            buttons: ["Lovely"]
        ) { [weak self] in self?.finish(5, $0) }
        register(view, 5)
    }

    private func showSequence() {
        let messages = [
            "Alerts wait their turn: this one was queued with the next two at once.",
            "One at a time, first in, first out, within a priority.",
            "And the last of the three. Next: a status alert that closes by itself.",
        ]
        for (offset, message) in messages.enumerated() {
            let index = 6 + offset
            let view = controller.showAlert(
                title: "Step \(offset + 1) of 3", message: message, cancelTitle: "Next"
            ) { [weak self] in self?.finish(index, $0) }
            register(view, index)
        }
    }

    private func showStatus() {
        let view = controller.showStatus(
            .info, message: "Syncing inbox…", countdown: 5
        ) { [weak self] in self?.finish(9, $0) }
        statusView = view
        register(view, 9)
    }

    private func showGrid() {
        let tiles = [
            ("Mail", "📧"), ("Messages", "💬"), ("Notes", "📝"), ("Photos", "📷"),
            ("Calendar", "📅"),
        ].map { AlertGridEntry(title: $0.0, image: .symbol($0.1, altText: $0.0)) }
        let view = controller.showGrid(title: "Share to", items: tiles, cancelTitle: "Cancel") {
            [weak self] in
            self?.finish(10, $0)
        }
        register(view, 10)
    }

    private func showOwnAlert() {
        let alert = WeeklyStepsAlert(steps: [4_200, 6_100, 5_300, 9_800, 7_000, 3_100, 8_400])
        controller.show(alert) { [weak self] in self?.finish(11, $0) }
        register(alert, 11)
    }

    private func showChecklist() {
        let view = controller.showChecklist(
            title: "Pack for the trip", message: "Space ticks, Enter is OK. One at least.",
            choices: ["Passport", "Charger", "Umbrella", "Sunscreen", "Camera", "Snacks"],
            chosen: [0, 1], minimum: 1, cancelTitle: "Cancel", okTitle: "OK"
        ) { [weak self] chosen in
            self?.finish(13, answer: chosen.map { .chosen($0) })
        }
        register(view, 13)
    }

    private func showFilter() {
        let view = controller.showFilter(
            title: "Open a file", choices: Self.files, visibleRows: 6,
            cancelTitle: "Cancel", okTitle: "Open"
        ) { [weak self] choice in
            self?.finish(14, answer: choice.map { .chosen([$0]) })
        }
        register(view, 14)
    }

    private func showProgress() {
        let progress = controller.showProgress(
            "Downloading photos", message: "0 of \(2 * Self.progressSteps) photos",
            cancelTitle: "Cancel"
        ) { [weak self] result in
            guard let self else { return }
            if let progressToken { controller.clock.cancel(progressToken) }
            progressToken = nil
            self.progress = nil
            finish(15, result)
        }
        self.progress = progress
        register(progress.view, 15)
    }

    /// One step of the progress alert's pretend download, while it is on screen.
    private func stepProgress() {
        progressToken = nil
        guard let progress else { return }
        if controller.currentAlert === progress.view {
            progressStep += 1
            progress.report(fraction: Double(progressStep) / Double(Self.progressSteps))
            progress.report(message: "\(2 * progressStep) of \(2 * Self.progressSteps) photos")
            if progressStep >= Self.progressSteps {
                progress.finish()
                return
            }
        }
        scheduleProgressStep()
    }

    private func scheduleProgressStep() {
        progressToken = controller.clock.schedule(after: Self.progressStepDuration) {
            [weak self] in
            self?.stepProgress()
        }
    }

    private func showCritical() {
        hasQueuedCritical = true
        let view = controller.showAlert(
            title: "Battery low", message: "5% left. This critical alert interrupts the status.",
            icon: .symbol("🔋", altText: "Battery"), cancelTitle: "OK",
            options: AlertOptions(id: "battery", priority: .critical)
        ) { [weak self] in self?.finish(Self.criticalIndex, $0) }
        register(view, Self.criticalIndex)
    }

    // MARK: Bookkeeping

    private func register(_ alert: any AlertPresentable, _ index: Int) {
        views[ObjectIdentifier(alert)] = index
        viewsByIndex[index] = alert
    }

    private func observe(_ event: AlertLifecycleEvent) {
        switch event {
        case .resolved(_, let result):
            // The controller reports `.resolved` immediately before it runs the completion,
            // so the completions of `showInput`/`showDatePicker` (which get only the value)
            // can read the reason here.
            lastResult = result
        case .didPresent:
            if let progress, controller.currentAlert === progress.view, progressToken == nil {
                scheduleProgressStep()
            }
            if let statusView, controller.currentAlert === statusView, !hasQueuedCritical,
                criticalToken == nil
            {
                criticalToken = controller.clock.schedule(after: criticalDelay) {
                    [weak self] in
                    self?.criticalToken = nil
                    self?.showCritical()
                }
            }
        default:
            break
        }
        onChange?()
    }

    private func finish(_ index: Int, _ result: AlertResult) {
        if result.reason == .completed {
            finish(index, outcome: .completed)
            return
        }
        finish(index, outcome: outcome(of: result, index: index))
    }

    /// Ends entry `index` with the answer a typed completion got, or, when it got none,
    /// with how the alert left (the last result the controller reported).
    private func finish(_ index: Int, answer: DemoOutcome?) {
        if let answer {
            finish(index, outcome: answer)
        } else {
            finish(index, outcome: lastResult.map { outcome(of: $0, index: index) } ?? .notShown)
        }
    }

    private func finish(_ index: Int, outcome: DemoOutcome) {
        guard entries[index].outcome == nil else { return }
        entries[index].outcome = outcome
        onChange?()
    }

    private func outcome(of result: AlertResult, index: Int) -> DemoOutcome {
        guard case .action(let actionIndex) = result.reason else {
            return .dismissed(result.reason)
        }
        let actions = viewsByIndex[index]?.items.compactMap { $0 as? any AlertActionItem } ?? []
        let action = actions.first { $0.actionIndex == actionIndex && $0.dismissesAlert }
        let title = action?.title ?? ""
        return .action(actionIndex, title: title)
    }

    /// `yyyy-MM-dd` of `date` in UTC, the date picker's time zone.
    static func day(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }
}
