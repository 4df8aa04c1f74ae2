/// The alert-level window a controller shows its alerts in.
///
/// A presenter implements it (a terminal window, a UIKit window, or the
/// ``HeadlessAlertWindow`` for tests). The window reports background taps, resizes and
/// button activations to ``eventHandler`` as ``AlertEvent``s.
@MainActor
public protocol AlertWindow: AnyObject {
    /// The window's stacking level; alert windows use ``AlertWindowLevel/alert``.
    var level: AlertWindowLevel { get }
    /// The space alerts are laid out in.
    var container: AlertContainer { get }
    /// Where the window sends events. Implementations hold it weakly.
    var eventHandler: (any AlertEventHandler)? { get set }
    /// Puts `alert` on screen (above any alert already attached).
    func attach(_ alert: any AlertPresentable)
    /// Takes `alert` off screen; does nothing if it is not attached.
    func detach(_ alert: any AlertPresentable)
    /// Shows or hides the dimmed backdrop behind alerts.
    func setDimmed(_ dimmed: Bool)
}
