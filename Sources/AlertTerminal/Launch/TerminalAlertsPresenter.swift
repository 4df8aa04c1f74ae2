import AlertQueue

/// One of the two presenters ``TerminalAlerts`` runs: the window it installs, how it starts
/// and stops, and how it waits for the alerts to be done.
@MainActor
protocol TerminalAlertsPresenter: AnyObject {
    var window: any AlertWindow { get }
    func start() throws
    func stop()
    /// Returns once no alert is shown or queued (or the input has ended and every alert was
    /// dismissed).
    func waitUntilDone() async
}

extension AlertController {
    /// Whether nothing is shown or queued.
    var isIdle: Bool { !isVisible && queuedCount == 0 }

    /// Returns once nothing is shown or queued, looking every `interval`.
    func waitUntilIdle(checkingEvery interval: Duration = .milliseconds(15)) async {
        while !isIdle {
            try? await Task.sleep(for: interval)
        }
    }
}
