/// What shows alerts in a presenter's window: the controller, as a presenter sees it.
///
/// A presenter installs its ``AlertWindow`` (and, if it keeps time of its own, its
/// ``AlertClock``) on a host, and waits for the host to have nothing left to show before it
/// lets its screen go. `AlertController` in AlertQueue is the host; a presenter needs to
/// import only this module and AlertProtocol.
@MainActor
public protocol AlertWindowHost: AnyObject {
    /// Replaces the host's window (and, if given, its clock). Allowed only when the host is
    /// idle: nothing on screen, leaving, or queued; it throws otherwise.
    func install(window: any AlertWindow, clock: (any AlertClock)?) throws

    /// Returns once nothing is shown, leaving, waiting or queued: at once when the host is
    /// idle, otherwise when its last alert is gone. Nothing polls. Cancelling the waiting
    /// task dismisses every alert, so the wait ends.
    func waitUntilIdle() async
}
