#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a program draws on and reads keys from: standard input and output when both
/// are terminals, otherwise the controlling terminal (`/dev/tty`), as fzf, gum and dialog
/// do, so that a program whose output is redirected (`tool > report.txt`, `x=$(tool)`,
/// `tool | tee log`) still shows its UI there and keeps its standard output for its data.
package struct TerminalConnection: Sendable {
    /// The descriptor keys are read from.
    package let input: Int32
    /// The descriptor the screen is written to.
    package let output: Int32
    /// Whether the connection opened `/dev/tty` itself, and so closes it in ``close()``.
    package let ownsDescriptor: Bool

    /// Standard input and output, when both are terminals.
    package static var standardStreams: TerminalConnection? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        return TerminalConnection(
            input: STDIN_FILENO, output: STDOUT_FILENO, ownsDescriptor: false)
    }

    /// The controlling terminal, opened read and write (not inherited by programs the
    /// process starts); nil when the process has none.
    package static func controllingTerminal() -> TerminalConnection? {
        let descriptor = openDescriptor("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard isatty(descriptor) == 1 else {
            _ = closeDescriptor(descriptor)
            return nil
        }
        return TerminalConnection(
            input: descriptor, output: descriptor, ownsDescriptor: true)
    }

    /// ``standardStreams``, else ``controllingTerminal()``; nil when there is no terminal
    /// at all (a pipe, cron, CI): then only plain lines can ask.
    package static func open() -> TerminalConnection? {
        standardStreams ?? controllingTerminal()
    }

    /// Closes `/dev/tty` when this connection opened it; standard streams stay open. Call it
    /// once, when the session on it has left (copies share the descriptor).
    package func close() {
        guard ownsDescriptor else { return }
        _ = closeDescriptor(input)
    }
}

/// `close(2)` and `open(2)`, named apart from ``TerminalConnection/close()`` and
/// ``TerminalConnection/open()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func openDescriptor(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
