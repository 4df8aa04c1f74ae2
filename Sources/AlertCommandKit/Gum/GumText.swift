import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// How gum's text tools write: through colorprofile's writer on standard output
/// (internal/tty/tty.go), escape sequences kept, converted or dropped as the output and the
/// environment allow.
package enum GumText {
    /// The colours standard output takes, as colorprofile decides.
    static func profile(_ context: GumContext) -> OutputColorProfile {
        OutputColorProfile.detect(
            environment: context.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Writes `text` (already adapted to the profile) on standard output as it is; 0, or 1
    /// when it cannot be written.
    static func print(_ text: String) -> Int32 {
        do {
            try TextOutput.write(text, to: STDOUT_FILENO, sanitizing: false)
            return 0
        } catch {
            TextOutput.writeToStandardError(
                "gum: cannot write to standard output: \(TextOutput.describe(error))\n")
            return 1
        }
    }
}
