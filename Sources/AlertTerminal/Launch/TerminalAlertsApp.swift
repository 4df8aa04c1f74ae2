import AlertQueue
import TerminalKit

/// A program's own full-screen app under the alerts, run by
/// ``TerminalAlerts/run(app:interruption:environment:_:)``: its surfaces on the alert window's
/// ``TerminalAlertWindow/screen``, the controller whose alerts cover them, and the input the
/// alerts leave to it.
///
/// ```swift
/// final class Inbox: TerminalAlertsApp {
///     let controller: AlertController
///     private let list: TerminalSurface
///
///     init(window: TerminalAlertWindow) {
///         let screen = window.screen
///         list = TerminalSurface(
///             level: .normal,
///             frame: TerminalRect(column: 0, row: 0, width: screen.columns, height: screen.rows))
///         list.buffer.write("1. Lunch on Friday?", at: TerminalPoint(column: 0, row: 0))
///         screen.compositor.add(list)
///         controller = AlertController(window: window, clock: DispatchAlertClock())
///     }
///
///     func handleInput(_ event: InputEvent) {}  // the inbox's own keys
///
///     func terminalWillResize(to size: TerminalSize) {
///         list.frame = TerminalRect(column: 0, row: 0, width: size.columns, height: size.rows)
///     }
///
///     func answersDidEnd() {}
/// }
/// ```
@MainActor
public protocol TerminalAlertsApp: AnyObject {
    /// The controller whose alerts are shown over the app, usually made on the window
    /// ``TerminalAlerts/run(app:interruption:environment:_:)`` hands the app.
    var controller: AlertController { get }

    /// Handles an event no alert took (the app's own keys, clicks and pastes). Ctrl+C never
    /// comes here: it does what the run's ``TerminalAlerts/Interruption`` says.
    func handleInput(_ event: InputEvent)

    /// Lays the app's surfaces out for the terminal's new size, just before the screen and
    /// the alerts follow it.
    func terminalWillResize(to size: TerminalSize)

    /// Says that no alert can be answered any more: the terminal closed, or Ctrl+C came with
    /// ``TerminalAlerts/Interruption/throwsError``. Every alert, now and later, is dismissed
    /// until the run ends; the app ends its own work here, so the run's body can return.
    func answersDidEnd()
}
