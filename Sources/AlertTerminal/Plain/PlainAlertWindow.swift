import Foundation

/// An alert window for plain line mode (TERM=dumb, no TTY, `--plain`): alerts become numbered
/// text prompts, answered by typed lines. Its text has no colour and no escape sequence at
/// all, so it works in pipes, logs and with screen readers.
///
/// Animations are instant; there is no backdrop to dim.
@MainActor
public final class PlainAlertWindow: AlertWindow {
    /// Always ``AlertWindowLevel/alert``.
    public let level: AlertWindowLevel = .alert
    /// The space alerts are laid out in (cells).
    public private(set) var container: AlertContainer
    /// Where events go (the controller); held weakly.
    public weak var eventHandler: (any AlertEventHandler)?
    /// Whether a controller asked for a dimmed backdrop (nothing is drawn).
    public private(set) var isDimmed = false
    private var attached: [any AlertPresentable] = []

    /// Creates a window of `size` cells.
    public init(size: CGSize = CGSize(width: 80, height: 24)) {
        container = AlertContainer(size: size)
    }

    /// The alert waiting for an answer, if any.
    public var visibleAlert: (any AlertPresentable)? { attached.last }

    /// Attaches `alert` (with instant animations).
    public func attach(_ alert: any AlertPresentable) {
        attached.removeAll { $0 === alert }
        (alert as? AlertView)?.animator = InstantAlertAnimator()
        attached.append(alert)
    }

    /// Detaches `alert`.
    public func detach(_ alert: any AlertPresentable) {
        attached.removeAll { $0 === alert }
    }

    /// Records the request; plain text has no backdrop.
    public func setDimmed(_ dimmed: Bool) {
        isDimmed = dimmed
    }

    /// The prompt for `alert`: its title, message and other content as sanitised lines,
    /// the buttons numbered (`1) OK  2) Cancel`), and how to answer. Ends with a newline.
    public func prompt(for alert: any AlertPresentable) -> String {
        PlainPromptFormatter.prompt(for: alert)
    }

    /// Interprets one typed line for the visible alert:
    /// - a number picks that button (in a text-field alert write `#2`, as a number is text);
    /// - in a text-field alert, any other line is the text, then the default button;
    /// - in a date-picker alert, `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` sets the date, then the
    ///   default button;
    /// - an empty line picks the default button; `q` or `esc` cancels (only `esc` in a
    ///   text-field alert).
    ///
    /// Returns false, changing nothing, when the line could not be used (the caller asks
    /// again).
    @discardableResult
    public func answer(_ line: String) -> Bool {
        guard let alert = visibleAlert else { return false }
        return PlainAnswerInterpreter(alert: alert, eventHandler: eventHandler).answer(line)
    }
}
