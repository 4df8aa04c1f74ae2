import AlertPresentation
import AlertQueue

/// One of the two presenters ``TerminalAlerts`` runs: the window it installs, how it starts
/// and stops.
@MainActor
package protocol TerminalAlertsPresenter: AnyObject {
    var window: any AlertWindow { get }
    var presentation: TerminalAlerts.Presentation { get }
    func start() throws
    func stop()
}

/// Once no alert can be answered any more (the input ended, the terminal closed, Ctrl+C
/// handed to the program): every alert shown or queued is dismissed, and so is every alert
/// that appears later, so an `await` in the program returns instead of waiting for ever.
@MainActor
final class LastingDismissal {
    private let controller: AlertController
    private var listening: AlertListenerToken?
    private(set) var hasEnded = false

    init(controller: AlertController) {
        self.controller = controller
    }

    /// Dismisses everything, now and from now on (a listener of its own, beside the
    /// program's).
    func begin() {
        guard !hasEnded else { return }
        hasEnded = true
        listening = controller.addLifecycleListener { [weak self] event in
            if case .willPresent = event { self?.controller.dismissAll() }
        }
        controller.dismissAll()
    }

    /// Stops dismissing what appears from now on.
    func stop() {
        listening?.cancel()
        listening = nil
    }
}
