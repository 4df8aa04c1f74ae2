/// Another program's command line that `alert` takes (gum's, whiptail's, dialog's): run through a
/// link named as that program, or with its name as the first argument. Each dialect lives
/// in a target of its own; the executable that links it hands it to
/// ``AlertCommandApp/main(arguments:environment:streams:programName:dialects:)``, so the
/// command's core knows none of them.
@MainActor
package protocol CommandDialect {
    /// Runs `arguments` (without the program name) when `programName` (a link's name, a
    /// path's last component counting) or the first argument names this dialect, and
    /// returns the exit status; nil when neither does.
    static func run(
        programName: String, arguments: [String], environment: [String: String],
        streams: StandardStreams
    ) async -> Int32?
}
