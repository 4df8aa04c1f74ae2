import AlertPresentation
import AlertProtocol
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The window of ``AlertController/shared`` until a presenter is installed: it has no
/// screen, so the controller resolves every alert shown on it with
/// ``AlertDismissReason/failed(_:)`` instead of queueing it, and the window writes advice to
/// standard error the first time (once, however many alerts follow).
@MainActor
final class UninstalledAlertWindow: AlertRefusingWindow {
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

    /// Reports once, and gives the calls that install a presenter.
    func refusal() -> String {
        reportOnce()
        return Self.failureMessage
    }

    /// Never called: the controller resolves alerts before they reach this window.
    func attach(_ alert: any AlertPresentable) {}
    func detach(_ alert: any AlertPresentable) {}
    func setDimmed(_ dimmed: Bool) {}

    /// Writes `text` (the library's own words) to standard error with `write(2)`; a
    /// failure is ignored, since the advice is the only thing that would report it.
    nonisolated static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                systemWrite(STDERR_FILENO, $0.baseAddress, $0.count)
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// `write(2)`, named apart from the window's own `write` property.
#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// A window with no screen at all: the controller resolves every alert shown on it at once
/// with ``AlertDismissReason/failed(_:)`` and the reason the window gives, instead of
/// queueing it.
@MainActor
protocol AlertRefusingWindow: AlertWindow {
    /// Why no alert can be shown (asked once per alert).
    func refusal() -> String
}
