import AlertProtocol
import Foundation

/// The window of ``AlertController/shared`` until a presenter is installed: it has no
/// screen, so the controller resolves every alert shown on it with
/// ``AlertDismissReason/failed(_:)`` instead of queueing it, and the window writes advice to
/// standard error the first time (once, however many alerts follow).
@MainActor
final class UninstalledAlertWindow: AlertWindow {
    /// What the failed alerts carry: the calls that install a presenter.
    static let failureMessage =
        "no presenter is installed: start one first with TerminalAlerts.run in a terminal, "
        + "or AlertController.shared.install(window:) with your own AlertWindow"

    /// The advice written on the first alert, one line.
    static let advice =
        "AlertEngine: an alert was shown before any presenter was installed, so nothing "
        + "appeared (it resolves .failed). Start one first: TerminalAlerts.run in a terminal, "
        + "or AlertController.shared.install(window:) with your own AlertWindow.\n"

    let level: AlertWindowLevel = .alert
    let container = AlertContainer(size: .zero)
    weak var eventHandler: (any AlertEventHandler)?
    /// Where the advice goes: standard error unless a test injects its own writer.
    private let write: @MainActor (String) -> Void
    private(set) var hasReported = false

    init(write: @escaping @MainActor (String) -> Void = UninstalledAlertWindow.writeToStandardError)
    {
        self.write = write
    }

    /// Writes the advice, the first time only.
    func reportOnce() {
        guard !hasReported else { return }
        hasReported = true
        write(Self.advice)
    }

    /// Never called: the controller resolves alerts before they reach this window.
    func attach(_ alert: any AlertPresentable) {}
    func detach(_ alert: any AlertPresentable) {}
    func setDimmed(_ dimmed: Bool) {}

    nonisolated static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
