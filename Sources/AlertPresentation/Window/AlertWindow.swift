import AlertProtocol

/// The alert-level window a controller shows its alerts in.
///
/// A presenter implements it (a terminal window, a UIKit window, or the
/// ``HeadlessAlertWindow`` for tests). The window reports background taps, resizes and
/// button activations to ``eventHandler`` as ``AlertEvent``s.
///
/// The window owns how an alert is laid out and animated in it: the controller asks it
/// through ``layout(_:)``, ``animateShow(_:completion:)``, ``animateDismiss(_:completion:)``
/// and ``animateHandover(_:completion:)``. Their default implementations hand the work to the
/// alert itself (`AlertInteractive.layout(in:)` or ``AlertPresentable/reloadData()``,
/// ``AlertPresentable/showAnimation(completion:)`` and
/// ``AlertPresentable/dismissAnimation(completion:)``, which complete at once unless the alert
/// animates; a hand-over is a dismissal); a presenter that supplies its own units, theme
/// and animation implements them.
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
    /// Shows or hides the dimmed backdrop behind alerts: a drawing matter only (see
    /// ``alertsWillBegin()`` for the alerts' turn).
    func setDimmed(_ dimmed: Bool)
    /// Tells the window that alerts begin: the controller, idle until now, is about to
    /// attach its first alert (just before it dims the backdrop). A window that shares its
    /// screen (an inline terminal region) takes it here. Does nothing by default.
    func alertsWillBegin()
    /// Tells the window that alerts end: the last alert has gone and none waits (just after
    /// the controller undims the backdrop). A window that took a shared screen gives it
    /// back here. Does nothing by default.
    func alertsDidEnd()
    /// Lays `alert` out for this window: called before the alert is attached and again for
    /// every relayout (a resize, a content change). A thrown error fails this alert only.
    func layout(_ alert: any AlertPresentable) throws
    /// Animates `alert` in and calls `completion` exactly once when done.
    func animateShow(_ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void)
    /// Animates `alert` out and calls `completion` exactly once when done.
    func animateDismiss(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void)
    /// Animates `alert` out when the next alert takes its place at once (one is queued and
    /// there is no `AlertController.interAlertDelay`), and calls `completion` exactly once
    /// when done. A window may hand the place over: leave the alert's picture up and let the
    /// next alert's show animation replace it, instead of clearing what the next alert will
    /// cover. The next alert may still fail to appear; then the picture must go at the next
    /// frame. Defaults to ``animateDismiss(_:completion:)``.
    func animateHandover(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void)
    /// Tells the window that `alert`, which it showed, has left with `result`: after its
    /// ``detach(_:)`` and before the alert's completion runs. A window that leaves a record
    /// of answered alerts (an inline terminal's summary line) writes it here. Does nothing
    /// by default.
    func alertDidLeave(_ alert: any AlertPresentable, result: AlertResult)
}

extension AlertWindow {
    /// Asks the alert to lay itself out in ``container``
    /// (`AlertInteractive.layout(in:)`), or, for an alert that is not
    /// `AlertInteractive`, to reload its data (``AlertPresentable/reloadData()``).
    public func layout(_ alert: any AlertPresentable) throws {
        if let interactive = alert as? any AlertInteractive {
            try interactive.layout(in: container)
        } else {
            try alert.reloadData()
        }
    }

    /// Runs the alert's own show animation; an alert without one appears at once.
    public func animateShow(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        alert.showAnimation(completion: completion)
    }

    /// Runs the alert's own dismiss animation; an alert without one leaves at once.
    public func animateDismiss(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        alert.dismissAnimation(completion: completion)
    }

    /// Does nothing: the window has no screen to take.
    public func alertsWillBegin() {}

    /// Does nothing: the window has no screen to give back.
    public func alertsDidEnd() {}

    /// Leaves no record.
    public func alertDidLeave(_ alert: any AlertPresentable, result: AlertResult) {}

    /// Dismisses as usual: ``animateDismiss(_:completion:)``.
    public func animateHandover(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        animateDismiss(alert, completion: completion)
    }
}
