/// Why a terminal session operation failed.
public enum TerminalSessionError: Error, Equatable, Sendable {
    /// The input descriptor is not a terminal, so raw mode is impossible (use plain line mode).
    case notATerminal(fileDescriptor: Int32)
    /// Another session is active in this process; only one may own the terminal at a time.
    case anotherSessionActive
    /// A system call failed with this `errno`.
    case systemCall(name: String, errno: Int32)
    /// The output descriptor accepted no more bytes (it was closed or returned 0).
    case outputClosed
    /// The input reached its end (the terminal hung up).
    case inputClosed
}
