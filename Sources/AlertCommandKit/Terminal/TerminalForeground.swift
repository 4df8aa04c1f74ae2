#if canImport(Glibc)
    import Glibc
#endif

/// Job control for a process about to use a terminal.
enum TerminalForeground {
    /// Whether this process's group is the terminal's foreground group.
    static func isForeground(_ terminal: Int32) -> Bool {
        tcgetpgrp(terminal) == getpgrp()
    }

    /// Returns once this process is in the terminal's foreground. A background job asks to
    /// change the terminal's settings (to the ones it has), which the terminal answers with
    /// SIGTTOU: the job stops, as any program that needs the terminal does, and goes on
    /// when `fg` brings it forward. Where SIGTTOU is ignored or blocked the request simply
    /// succeeds and this returns at once. Returns whether the process is in the
    /// foreground (false: it cannot be made to wait for it).
    @discardableResult
    static func waitUntilForeground(_ terminal: Int32) -> Bool {
        while !isForeground(terminal) {
            var attributes = termios()
            guard tcgetattr(terminal, &attributes) == 0 else { return false }
            let result = tcsetattr(terminal, TCSANOW, &attributes)
            if result == 0 && !isForeground(terminal) { return false }  // SIGTTOU ignored.
            if result != 0 && errno != EINTR { return false }
        }
        return true
    }
}
