/// An error that can tell a container too small for an alert from anything else wrong.
///
/// A layout engine's errors adopt it so that a controller, which knows no engine, can keep
/// an alert up while its window has no room for it (a terminal shrunk to a few cells): the
/// alert waits, shown by its presenter as too small, and is laid out again when the
/// container changes. Any other error (an invalid item, an unusable value) still fails the
/// alert.
package protocol AlertRoomError: Error {
    /// True when the error says only that the container leaves no room for the alert now;
    /// the same alert may fit once the container grows.
    var isContainerTooSmall: Bool { get }
}
