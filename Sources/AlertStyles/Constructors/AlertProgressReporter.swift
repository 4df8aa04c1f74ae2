import AlertPresentation
import AlertProtocol
import AlertQueue

/// A progress alert as the work behind it sees it: what
/// ``AlertController/showProgress(_:message:cancelTitle:options:completion:)`` returns and
/// ``AlertController/withProgress(_:message:cancelTitle:options:operation:)`` hands its
/// work. Main-actor bound, like the alert.
@MainActor
public final class AlertProgressReporter {
    /// The alert: a title, the message line if any, the bar and the Cancel button if any.
    /// Compare it with ``AlertController/currentAlert`` to know whether the alert is on screen,
    /// or with the alert of a lifecycle event to follow it.
    public let view: AlertView
    private let bar: ProgressItem
    private let line: MessageItem?
    private weak var controller: AlertController?
    private var spinnerToken: AlertClockToken?

    init(title: String, message: String?, cancelTitle: String?, controller: AlertController) {
        let bar = try! ProgressItem()  // 0 is a valid fraction
        bar.isIndeterminate = true
        let line = message.map { MessageItem($0) }
        var items: [any AlertItem] = [TitleItem(title)]
        if let line { items.append(line) }
        items.append(bar)
        if let cancelTitle {
            items.append(ButtonItem(markedTitle: cancelTitle, role: .cancel, actionIndex: 0))
        }
        self.view = AlertView(items: items)
        self.bar = bar
        self.line = line
        self.controller = controller
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
        view.setNeedsDisplay()
    }

    /// Replaces the message line under the title (when the alert was shown with one); the
    /// alert is laid out again, since the new text may take more or fewer lines.
    public func report(message: String) {
        guard let line, line.text != message else { return }
        line.text = message
        view.setNeedsLayout()
    }

    /// Ends the alert with ``AlertDismissReason/completed``: the work is done. Nothing
    /// happens when the alert has already gone.
    public func finish() {
        stopSpinning()
        controller?.dismiss(view, reason: .completed)
    }

    /// Starts moving an indeterminate bar along, ten steps a second on the controller's
    /// clock, until ``stopSpinning()``.
    func startSpinning() {
        guard let clock = controller?.clock else { return }
        spinnerToken = clock.schedule(after: .milliseconds(100)) { [weak self] in
            self?.spin()
        }
    }

    /// Stops the spinner's steps.
    func stopSpinning() {
        if let spinnerToken { controller?.clock.cancel(spinnerToken) }
        spinnerToken = nil
    }

    private func spin() {
        spinnerToken = nil
        if bar.isIndeterminate {
            bar.advance()
            view.setNeedsDisplay()
        }
        startSpinning()
    }
}
