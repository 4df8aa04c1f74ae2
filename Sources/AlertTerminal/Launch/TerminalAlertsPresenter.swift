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
    private var previousObserver: (@MainActor (AlertLifecycleEvent) -> Void)?
    private(set) var hasEnded = false
    private var isObserving = false

    init(controller: AlertController) {
        self.controller = controller
    }

    /// Dismisses everything, now and from now on.
    func begin() {
        guard !hasEnded else { return }
        hasEnded = true
        previousObserver = controller.lifecycleObserver
        isObserving = true
        controller.lifecycleObserver = { [weak self] event in
            self?.previousObserver?(event)
            if case .willPresent = event { self?.controller.dismissAll() }
        }
        controller.dismissAll()
    }

    /// Gives the controller its own observer back.
    func stop() {
        guard isObserving else { return }
        isObserving = false
        controller.lifecycleObserver = previousObserver
        previousObserver = nil
    }
}
