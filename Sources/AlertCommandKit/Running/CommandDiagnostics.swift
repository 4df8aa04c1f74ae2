import TerminalKit

/// `alert`'s lines on standard error, through the sanitiser (`TextOutput`).
enum CommandDiagnostics {
    /// Writes `alert: MESSAGE` (the program's name: `alert-gtk: MESSAGE`) and a line feed to
    /// standard error; a failure is ignored (there is nowhere left to say it).
    static func warn(_ message: String, program: CommandProgram = .terminal) {
        TextOutput.writeToStandardError("\(program.name): \(message)\n")
    }
}
