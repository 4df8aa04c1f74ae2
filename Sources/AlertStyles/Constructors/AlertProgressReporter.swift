import AlertPresentation
import AlertProtocol

/// What the work shown by ``AlertController/withProgress(_:message:cancelTitle:options:operation:)``
/// reports its progress through. Main-actor bound, like the alert.
@MainActor
public final class AlertProgressReporter {
    private weak var view: AlertView?
    private let bar: ProgressItem
    private let line: MessageItem?

    init(view: AlertView, bar: ProgressItem, line: MessageItem?) {
        self.view = view
        self.bar = bar
        self.line = line
    }

    /// Reports the fraction done, clamped to 0...1 (a NaN is ignored); nil goes back to a
    /// spinner, for work whose length is not known.
    public func report(fraction: Double?) {
        if let fraction {
            guard !fraction.isNaN else { return }
            bar.isIndeterminate = false
            try? bar.setFraction(min(max(fraction, 0), 1))
        } else {
            bar.isIndeterminate = true
        }
        view?.setNeedsDisplay()
    }

    /// Replaces the message line under the title (when the alert was shown with one).
    public func report(message: String) {
        guard let line else { return }
        guard line.text != message else { return }
        line.text = message
        // The new text may wrap otherwise: the alert is laid out again, not only redrawn.
        view?.contentDidChange()
    }
}
