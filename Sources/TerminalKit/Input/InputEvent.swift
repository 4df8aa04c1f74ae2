/// One decoded unit of terminal input.
public enum InputEvent: Hashable, Sendable {
    /// A key press with the modifiers held.
    case key(TerminalKey, KeyModifiers)
    /// A mouse report.
    case mouse(MouseEvent)
    /// Bracketed-paste text, already sanitised (newlines kept, controls neutralised). A long
    /// paste arrives as several consecutive events.
    case paste(String)
    /// A reply to a query (cursor position, device attributes, mode report).
    case reply(TerminalReply)

    /// A key press with no modifiers.
    public static func key(_ key: TerminalKey) -> InputEvent {
        .key(key, [])
    }

    /// Whether this is Ctrl+C, which raw mode delivers as a key instead of SIGINT.
    public var isInterrupt: Bool {
        self == .key(.character("c"), .control)
    }

    /// Whether this is Ctrl+Z, which raw mode delivers as a key instead of SIGTSTP.
    package var isSuspend: Bool {
        self == .key(.character("z"), .control)
    }
}
