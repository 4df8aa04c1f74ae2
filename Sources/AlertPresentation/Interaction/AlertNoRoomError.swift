import AlertLayout
import AlertProtocol

/// The layout error of a container that leaves no room for an alert, and why, typed: what a
/// controller waits on (the alert stays, shown as too small) rather than fails the alert.
package struct AlertNoRoomError: AlertRoomError, CustomStringConvertible, Equatable {
    /// What leaves no room.
    package var shortage: AlertRoomShortage
    /// The engine's error, which says it in words.
    package var layoutError: AlertLayoutError

    /// Always the shortage: this error is about room alone.
    package var roomShortage: AlertRoomShortage? { shortage }

    /// The engine's error, described as it describes itself.
    package var description: String { String(describing: layoutError) }
}
