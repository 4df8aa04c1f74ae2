#if GTK
    import AlertCommandKit
    import AlertEngine
    import AlertGTK
    import Foundation
    import TerminalKit

    #if canImport(Glibc)
        import Glibc
    #endif

    /// `alert-gtk`: the `alert` command with its alerts in desktop windows. The command line
    /// is `alert`'s, parsed by the same parser, asked by the same runner (so the same
    /// constructors, answers on standard output and exit statuses); only the presenter
    /// differs. `--plain`, `--fullscreen` and `--no-summary` say how a terminal shows the
    /// alert and are accepted and ignored here.
    ///
    /// Without a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused) it says so
    /// and exits 2: a script that asked for a desktop dialog gets a clear failure rather than
    /// a prompt on a terminal it may not have (`alert` is the terminal's command).
    @MainActor
    enum GtkCommandApp {
        static func main(arguments: [String], environment: [String: String]) -> Int32 {
            let invocation: CommandInvocation
            do {
                invocation = try CommandLineParser.parse(arguments)
            } catch {
                TextOutput.writeToStandardError(error.description + "\n")
                return 2
            }
            switch invocation {
            case .help(let text):
                do {
                    try TextOutput.write(text, to: STDOUT_FILENO)
                    return 0
                } catch {
                    TextOutput.writeToStandardError(
                        "alert-gtk: cannot write the help: \(TextOutput.describe(error))\n")
                    return 2
                }
            case .run(let parsed, _, let timeout, let id):
                let command: AlertCommand
                do {
                    command = try parsed.withChoices(from: STDIN_FILENO)
                } catch {
                    TextOutput.writeToStandardError(error.description + "\n")
                    return 2
                }
                guard GtkRuntime.initialize() else {
                    TextOutput.writeToStandardError(
                        "alert-gtk: no display to show the alert on (DISPLAY and WAYLAND_DISPLAY"
                            + " are unset or refused); in a terminal, use alert\n")
                    return 2
                }
                let outcome = GtkRuntime.run {
                    await ask(command, timeout: timeout, id: id)
                }
                return AlertCommandApp.deliver(outcome).exitStatus
            }
        }

        /// Asks `command` in a desktop window and returns how it ended.
        private static func ask(_ command: AlertCommand, timeout: CommandTimeout?, id: String?)
            async -> CommandOutcome
        {
            let window = GtkAlertWindow()
            let controller = AlertController(window: window, clock: DispatchAlertClock())
            return await withCheckedContinuation { continuation in
                CommandRunner.show(
                    command, on: controller, today: .today(), timeout: timeout, id: id
                ) { continuation.resume(returning: $0) }
            }
        }
    }
#endif
