#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a terminal's echo off while a secret is typed in line mode (canonical input stays
/// on, so the line can still be edited), and on again on every way out: ``end()``, a signal
/// that ends or stops the process, and exit — through the same restorer and signal handlers
/// as a full-screen session, so a terminal is never left silent; after Ctrl+Z and `fg` it
/// goes off again, so the rest of a secret stays hidden.
@MainActor
package final class EchoSuppression {
    private let descriptor: Int32
    private let signals = SignalRelay()
    private var isActive = false

    /// A suppression for the terminal `descriptor`; nil when it is not a terminal (a pipe
    /// echoes nothing anyway).
    package init?(descriptor: Int32) {
        guard isatty(descriptor) == 1 else { return nil }
        self.descriptor = descriptor
    }

    /// Turns echo off (typed line feeds are still echoed, so the prompt moves on). Returns
    /// false, changing nothing, when the terminal cannot be changed or another session owns
    /// it.
    @discardableResult
    package func begin() -> Bool {
        guard !isActive, !TerminalRestorer.isArmed else { return false }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return false }
        TerminalRestorer.arm(input: descriptor, output: descriptor, saved: saved, leaveBytes: [])
        signals.installFatalHandlers()
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
        silent.c_lflag |= tcflag_t(ECHONL)
        guard tcsetattr(descriptor, TCSANOW, &silent) == 0 else {
            TerminalRestorer.disarm()
            signals.uninstall()
            return false
        }
        // After Ctrl+Z and fg the echo goes off again (the stop turned it back on).
        TerminalRestorer.reapplyOnContinue(silent)
        signals.installContinueReapplier()
        isActive = true
        return true
    }

    /// Puts the echo back exactly as it was. Idempotent.
    package func end() {
        guard isActive else { return }
        isActive = false
        TerminalRestorer.stopReapplying()
        TerminalRestorer.restore()
        TerminalRestorer.disarm()
        signals.uninstall()
    }

    isolated deinit {
        end()
    }
}
