import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows an alert with a progress bar for work you drive yourself, and returns the
    /// reporter that moves it along.
    ///
    /// The alert has the title, a message line (when `message` is given; the reporter can
    /// change it), a progress bar and a Cancel button (action index 0; none when
    /// `cancelTitle` is nil). The bar is a spinner, moved on the controller's clock ten
    /// steps a second, until a fraction is reported. ``AlertProgressReporter/finish()``
    /// takes the alert away with ``AlertDismissReason/completed``; `completion` gets that,
    /// or how the alert left first (Cancel, Esc, a dismissal by code), so the work can stop.
    /// For work that is an `async` closure,
    /// ``withProgress(_:message:cancelTitle:options:operation:)`` does all of this.
    @discardableResult
    public func showProgress(
        _ title: String, message: String? = nil,
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertProgressReporter {
        let reporter = AlertProgressReporter(
            title: title, message: message, cancelTitle: cancelTitle, controller: self)
        // The spinner starts first: an alert resolved at once (a duplicate id, a window
        // that refuses it) stops it in its completion.
        reporter.startSpinning()
        show(reporter.view, options: options) { result in
            reporter.stopSpinning()
            completion?(result)
        }
        return reporter
    }

    /// Runs `operation` while an alert shows its progress, and returns what it returns.
    ///
    /// The alert is the one
    /// ``showProgress(_:message:cancelTitle:options:completion:)`` shows (no Cancel button
    /// when `cancelTitle` is nil: then only code, or Ctrl+C in a terminal, stops the work);
    /// the work reports through the ``AlertProgressReporter`` it is given. When the work
    /// ends the alert leaves with ``AlertDismissReason/completed``; when the alert leaves
    /// first (Cancel, Esc, a dismissal by code), the work's task is cancelled. Either way
    /// the call returns what the work returned, or throws what it threw (cooperative work
    /// cancelled throws `CancellationError`).
    ///
    /// The work may ask questions on this controller (`await confirm(…)`, `input`, any
    /// alert it shows, also from tasks it starts): each goes ahead of the progress alert,
    /// which steps aside while it is up and comes back afterwards with its bar and message
    /// as the work has left them (see `showingAhead(of:_:)`). The work goes on meanwhile.
    public func withProgress<Result: Sendable>(
        _ title: String, message: String? = nil,
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        operation: @escaping @MainActor (AlertProgressReporter) async throws -> Result
    ) async throws -> Result {
        let reporter = AlertProgressReporter(
            title: title, message: message, cancelTitle: cancelTitle, controller: self)
        // Alerts the work shows go ahead of this one, which steps aside for them.
        let work = Self.showingAhead(of: reporter.view) {
            Task { @MainActor in try await operation(reporter) }
        }
        reporter.startSpinning()
        show(reporter.view, options: options) { result in
            reporter.stopSpinning()
            if result.reason != .completed { work.cancel() }
        }
        let outcome = await work.result
        reporter.finish()
        return try outcome.get()
    }
}
