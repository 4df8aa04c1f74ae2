import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Runs `operation` while an alert shows its progress, and returns what it returns.
    ///
    /// The alert has the title, a message line (when `message` is given; the work can
    /// change it), a progress bar and a Cancel button (action index 0; none when
    /// `cancelTitle` is nil: then only code, or Ctrl+C in a terminal, stops the work). The bar is a spinner
    /// until the work reports a fraction through its ``AlertProgressReporter``. When the
    /// work ends the alert leaves with ``AlertDismissReason/completed``; when the alert
    /// leaves first (Cancel, Esc, a dismissal by code), the work's task is cancelled. Either
    /// way the call returns what the work returned, or throws what it threw (cooperative
    /// work cancelled throws `CancellationError`).
    ///
    /// The work may ask questions on this controller (`await confirm(…)`, `input`, any
    /// alert it shows, also from tasks it starts): each goes ahead of the progress alert,
    /// which steps aside while it is up and comes back afterwards with its bar and message
    /// as the work has left them (see ``showingAhead(of:_:)``). The work goes on meanwhile.
    public func withProgress<Result: Sendable>(
        _ title: String, message: String? = nil,
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        operation: @escaping @MainActor (AlertProgressReporter) async throws -> Result
    ) async throws -> Result {
        let bar = try! ProgressItem()  // 0 is a valid fraction
        bar.isIndeterminate = true
        let line = message.map { MessageItem($0) }
        var items: [any AlertItem] = [TitleItem(title)]
        if let line { items.append(line) }
        items.append(bar)
        if let cancelTitle {
            items.append(ButtonItem(title: cancelTitle, role: .cancel, actionIndex: 0))
        }
        let view = AlertView(items: items)
        let reporter = AlertProgressReporter(view: view, bar: bar, line: line)
        // Alerts the work shows go ahead of this one, which steps aside for them.
        let work = Self.showingAhead(of: view) {
            Task { @MainActor in try await operation(reporter) }
        }
        let spinner = ProgressSpinner(bar: bar, view: view, clock: clock)
        show(view, options: options) { result in
            spinner.stop()
            if result.reason != .completed { work.cancel() }
        }
        spinner.start()
        let outcome = await work.result
        spinner.stop()
        dismiss(view, reason: .completed)
        return try outcome.get()
    }
}

/// Moves an indeterminate bar along on the controller's clock, ten steps a second.
@MainActor
private final class ProgressSpinner {
    private let bar: ProgressItem
    private weak var view: AlertView?
    private let clock: any AlertClock
    private var token: AlertClockToken?

    init(bar: ProgressItem, view: AlertView, clock: any AlertClock) {
        self.bar = bar
        self.view = view
        self.clock = clock
    }

    func start() {
        token = clock.schedule(after: .milliseconds(100)) { [weak self] in self?.tick() }
    }

    func stop() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func tick() {
        token = nil
        guard let view else { return }
        if bar.isIndeterminate {
            bar.advance()
            view.setNeedsDisplay()
        }
        start()
    }
}
