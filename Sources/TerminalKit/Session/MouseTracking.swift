/// Which mouse reports a session asks the terminal for (always in SGR 1006 encoding).
package enum MouseTracking: Hashable, Sendable {
    /// No mouse reports.
    case off
    /// Presses, releases and wheel (mode 1000).
    case buttons
    /// Also motion while a button is held (modes 1000 + 1002).
    case drag
    /// Also motion with no button held (modes 1000 + 1003).
    case anyMotion

    /// The DEC private modes to set, in order.
    var modes: [Int] {
        switch self {
        case .off: []
        case .buttons: [1000, 1006]
        case .drag: [1000, 1002, 1006]
        case .anyMotion: [1000, 1003, 1006]
        }
    }
}
