import TerminalKit

/// `alert`'s lines on standard error, through the sanitiser (`TextOutput`).
enum CommandDiagnostics {
    /// Writes `alert: MESSAGE` and a line feed to standard error; a failure is ignored
    /// (there is nowhere left to say it).
    static func warn(_ message: String) {
        TextOutput.writeToStandardError("alert: \(message)\n")
    }
}
