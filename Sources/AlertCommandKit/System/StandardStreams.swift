#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which standard streams (descriptors 0, 1 and 2) were closed when the program started
/// (`alert input >&-`, `alert filter <&-`), and the guard that keeps their numbers from the
/// program's own files.
///
/// A closed standard descriptor is the lowest free number, so the next `open` would take
/// it: the controlling terminal opened as `/dev/tty` would become "standard output", and
/// the answer would be printed on the screen; a pipe of the program's own would become
/// "standard input", and a read would wait on it for ever. ``secure()`` opens `/dev/null`
/// in each closed place before anything else is opened, and remembers which they were, so
/// that a command that needs one of them says so and exits 2 (see ``refusal(for:)``).
package struct StandardStreams: Hashable, Sendable {
    /// The standard descriptors that were closed at start (each now `/dev/null`).
    package var closed: Set<Int32>

    /// The descriptors from 3 to ``lowDescriptors`` that were open at start (inherited from
    /// the caller, as `3>file` gives): a `--output-fd` must name one of these or a higher
    /// open one, never one the program opened itself. Nil when not looked at (a test).
    package var inheritedLow: Set<Int32>?

    /// The descriptors ``inheritedLow`` covers: the ones the program's own files could take.
    package static let lowDescriptors: ClosedRange<Int32> = 3...63

    /// Streams of which `closed` were closed (none by default).
    package init(closed: Set<Int32> = [], inheritedLow: Set<Int32>? = nil) {
        self.closed = closed
        self.inheritedLow = inheritedLow
    }

    /// Whether `descriptor` was open when the program started (as far as can be told: a
    /// high one is asked now, since the program's own files take the lowest free numbers).
    package func wasOpenAtStart(_ descriptor: Int32) -> Bool {
        if (0...2).contains(descriptor) { return !closed.contains(descriptor) }
        if let inheritedLow, Self.lowDescriptors.contains(descriptor) {
            return inheritedLow.contains(descriptor)
        }
        return fcntl(descriptor, F_GETFD) != -1
    }

    /// Opens `/dev/null` on each of descriptors 0–2 that is closed, and returns which were.
    /// Called first thing in `main`, before any file, pipe or terminal is opened.
    package static func secure() -> StandardStreams {
        var closed: Set<Int32> = []
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                // A lower number was free after all (cannot happen in order): move it.
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
        let inherited = Set(lowDescriptors.filter { fcntl($0, F_GETFD) != -1 })
        return StandardStreams(closed: closed, inheritedLow: inherited)
    }

    /// Whether standard input was closed.
    package var inputIsClosed: Bool { closed.contains(0) }
    /// Whether standard output was closed.
    package var outputIsClosed: Bool { closed.contains(1) }
    /// Whether standard error was closed.
    package var errorIsClosed: Bool { closed.contains(2) }

    /// Why `command` cannot run with these streams, whatever the display: one whose
    /// choices, text or percentages come on standard input needs it
    /// (``CommandQuestion/closedInputRefusal``), and one with an answer (choose, filter,
    /// input, date, `spin --show-output`) prints it on standard output. Nil when it can.
    package func refusal(for command: AlertCommand) -> String? {
        if inputIsClosed, let refusal = command.question.closedInputRefusal {
            return refusal
        }
        if outputIsClosed, command.printsAnswer {
            return "standard output is closed; the answer would have nowhere to go"
        }
        return nil
    }
}
