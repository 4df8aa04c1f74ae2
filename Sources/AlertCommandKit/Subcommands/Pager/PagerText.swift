import AlertEngine
import AlertProtocol
import TerminalKit

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The text `alert pager` shows, read from a file or standard input: read as a stream
/// with bounds (``maximumBytes``) and a deadline, each line decoded with `LosslessUTF8`,
/// its tabs expanded to stops of 8 columns and sanitised (`TextSanitizer`: escape
/// sequences removed, other controls shown as U+FFFD), so what the pager cuts into rows is
/// what the terminal shows.
package enum PagerText {
    /// The most bytes read (64 MiB); more is an error.
    static let maximumBytes = 64 << 20

    /// The text of `path` (a file, a FIFO, `/dev/stdin`), or nil when `deadline` passed
    /// first.
    ///
    /// - Throws: a usage error naming the file when it cannot be opened or read, or is
    ///   larger than the bound.
    package static func read(path: String, until deadline: ContinuousClock.Instant?)
        throws(CommandUsageError) -> String?
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PagerSubcommand.usageError(
                "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        return try read(from: descriptor, naming: path, until: deadline)
    }

    /// The text on `descriptor` (standard input), named `name` in errors; nil when
    /// `deadline` passed first.
    ///
    /// - Throws: a usage error when it is a terminal (nothing piped in), cannot be read,
    ///   or is larger than the bound.
    package static func read(
        from descriptor: Int32, naming name: String, until deadline: ContinuousClock.Instant?
    ) throws(CommandUsageError) -> String? {
        if name == "standard input", isatty(descriptor) == 1 {
            throw PagerSubcommand.usageError(
                "FILE is missing; or pipe the text in (git log | alert pager)")
        }
        var lines: [String] = []
        let reader = BoundedRecordReader(
            descriptor: descriptor, maximumRecords: Int.max, maximumBytes: maximumBytes)
        let ending = reader.readRecords(until: deadline) { bytes in
            lines.append(clean(LosslessUTF8.decode(bytes)))
        }
        switch ending {
        case .end: return lines.joined(separator: "\n")
        case .timedOut: return nil
        case .tooManyRecords, .tooManyBytes:
            throw PagerSubcommand.usageError(
                "\(name) holds more than \(maximumBytes >> 20) MiB;"
                    + " that is the most alert pager shows")
        case .unreadable(let code):
            throw PagerSubcommand.usageError(
                "cannot read \(name): \(String(cString: strerror(code)))")
        }
    }

    /// Copies the text of `path` (standard input when nil) to standard output byte for
    /// byte, as `less` does when its output is no terminal: nothing decoded, sanitised or
    /// bounded. Exit 0 when it is all written, 124 when `deadline` passed first, 2 with a
    /// line on standard error when the input cannot be read or the output written.
    package static func copy(
        file path: String?, until deadline: ContinuousClock.Instant?, program: CommandProgram
    ) -> AlertCommandApp.Start {
        let name = path ?? "standard input"
        var descriptor = STDIN_FILENO
        if let path {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                return failed("cannot open \(path): \(String(cString: strerror(errno)))", program)
            }
        } else if isatty(STDIN_FILENO) == 1 {
            return failed("FILE is missing; or pipe the text in (git log | alert pager)", program)
        }
        defer { if path != nil { close(descriptor) } }
        switch ByteCopy.copy(from: descriptor, to: STDOUT_FILENO, until: deadline) {
        case .end:
            return .exit(0)
        case .timedOut:
            return .exit(CommandOutcome.timedOut.exitStatus)
        case .unreadable(let code):
            return failed("cannot read \(name): \(String(cString: strerror(code)))", program)
        case .unwritable(let error):
            CommandDiagnostics.warn(
                "cannot write the text: \(TextOutput.describe(error))", program: program)
            return .exit(2)
        }
    }

    private static func failed(_ message: String, _ program: CommandProgram)
        -> AlertCommandApp.Start
    {
        TextOutput.writeToStandardError(
            PagerSubcommand.usageError(message).description(for: program) + "\n")
        return .exit(2)
    }

    /// Why a text read while the pager is shown fails the run (past the bound, unreadable),
    /// or nil when the input ended (or the reading was stopped).
    static func failure(of ending: BoundedRecordReader.Ending) -> String? {
        switch ending {
        case .end, .timedOut: nil
        case .tooManyRecords, .tooManyBytes:
            "standard input holds more than \(maximumBytes >> 20) MiB;"
                + " that is the most alert pager shows"
        case .unreadable(let code):
            "cannot read standard input: \(String(cString: strerror(code)))"
        }
    }

    /// One line as the pager shows it: tabs expanded (columns counted with
    /// `TerminalWidth`), then sanitised. O(n).
    static func clean(_ line: String) -> String {
        let expanded = TextRows.expandingTabs(line[...]) { character in
            CGFloat(TerminalWidth.width(of: String(character)))
        }
        return TextSanitizer.sanitize(expanded)
    }
}
