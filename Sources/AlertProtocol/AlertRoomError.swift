/// Why a container leaves no room for an alert: the alert itself is fine, and may fit once
/// the container grows.
package enum AlertRoomShortage: Hashable, Sendable {
    /// The container has no width or no height.
    case emptySize
    /// The safe area's left and right insets take the whole width.
    case noWidthInsideSafeArea
    /// The safe area's top and bottom insets, or the keyboard, take the whole height.
    case noHeightAboveKeyboard
    /// The screen margins take the whole width.
    case noWidthInsideMargins
    /// The vertical reserve (and a sheet's bottom offset) take the whole height.
    case noHeightInsideReserve
}

/// An error that can tell a container too small for an alert from anything else wrong.
///
/// A window's layout errors adopt it so that a controller, which knows no engine, can keep
/// an alert up while its window has no room for it (a terminal shrunk to a few cells): the
/// alert waits, shown by its presenter as too small, and is laid out again when the
/// container changes. Any other error (an invalid item, an unusable value) still fails the
/// alert.
package protocol AlertRoomError: Error {
    /// Why the container leaves no room for the alert now, or nil when the error is about
    /// something else; the same alert may fit once the container grows.
    var roomShortage: AlertRoomShortage? { get }
}

extension AlertRoomError {
    /// Whether the error says only that the container leaves no room for the alert now.
    package var isContainerTooSmall: Bool { roomShortage != nil }
}
