import AlertProtocol

extension AlertLayoutError: AlertRoomError {
    /// True for an ``invalidContainer(_:)`` that says the container is empty or that its
    /// insets, keyboard, screen margins or vertical reserve leave no room; false for an
    /// unusable container or metrics value (NaN, negative, too large) and for every other
    /// case.
    package var isContainerTooSmall: Bool {
        guard case .invalidContainer(let reason) = self, !reason.hasPrefix("metrics.") else {
            return false
        }
        return reason.hasPrefix("size is empty") || reason.contains(" leave no ")
            || reason.contains(" leaves no ")
    }
}
