#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one door through which a program's own text (help, answers, error messages, plain
/// prompts) reaches a standard stream: written with `write(2)` to the end, never through a
/// call that traps on failure, and sanitised by default, so no escape sequence or control
/// character from a caller reaches a terminal.
package enum TextOutput {
    /// Writes `text` to `descriptor`, retrying partial writes and `EINTR`.
    ///
    /// - Parameters:
    ///   - text: what to write.
    ///   - descriptor: where to write it (`STDOUT_FILENO`, `STDERR_FILENO`, a terminal).
    ///   - sanitizing: pass the text through `TextSanitizer` first (line feeds are kept).
    ///     Turn it off only for data whose bytes must arrive exactly, such as an answer
    ///     printed into a pipe or a file: then a `LosslessUTF8` escape is written as the byte
    ///     it stands for.
    /// - Throws: ``TerminalSessionError/systemCall(name:errno:)`` (`EPIPE`, `ENOSPC`, `EBADF`
    ///   …) or ``TerminalSessionError/outputClosed`` when the stream takes no more bytes.
    ///   O(n) in the text.
    package static func write(_ text: String, to descriptor: Int32, sanitizing: Bool = true)
        throws(TerminalSessionError)
    {
        let safe = sanitizing ? TextSanitizer.sanitize(text, keepingNewlines: true) : text
        // Unsanitised, a byte that came in as no UTF-8 goes out as that byte (see
        // `LosslessUTF8`); sanitised, it was already shown as U+FFFD.
        try FileDescriptorIO.writeAll(LosslessUTF8.encode(safe), to: descriptor)
    }

    /// Writes `text` to standard error, sanitised, and ignores a failure: for the last word
    /// of a program whose standard error may itself be closed or full.
    package static func writeToStandardError(_ text: String) {
        try? write(text, to: STDERR_FILENO)
    }

    /// The words of an `errno`, such as "No space left on device".
    package static func describe(_ error: TerminalSessionError) -> String {
        switch error {
        case .systemCall(let name, let number):
            "\(name): \(String(cString: strerror(number)))"
        case .outputClosed: "the output was closed"
        case .inputClosed: "the input was closed"
        case .notATerminal(let descriptor): "descriptor \(descriptor) is not a terminal"
        case .anotherSessionActive: "another terminal session is active in this process"
        }
    }
}
