#if GTK
    import AlertCommandKit
    import AlertDialog
    import AlertZenity
    import AlertEngine
    import AlertGTK
    import AlertAutomation
    import Foundation

    /// `alert-gtk`: the `alert` command with its alerts in desktop windows. The command line
    /// is `alert`'s, parsed, helped and read by the same steps (``AlertCommandApp/start(_:program:)``)
    /// and asked by the same runner, answers of `ALERT_ANSWERS` included (so the same
    /// constructors, answers on standard output and exit statuses); only the presenter
    /// differs. The terminal's display flags (`--plain`, `--fullscreen`, `--no-summary`) are
    /// usage errors here.
    ///
    /// An alert `ALERT_ANSWERS` answers (by its `--id`) opens no window, as `alert` draws
    /// nothing for it, so an unattended script runs the same with either command, with or
    /// without a display. Any other alert needs a display: without one (no `DISPLAY` or
    /// `WAYLAND_DISPLAY`, or the server refused) it says so and exits 2, so a script that
    /// asked for a desktop dialog gets a clear failure rather than a prompt on a terminal it
    /// may not have (`alert` is the terminal's command).
    ///
    /// Run through a link named `zenity`, or as `alert-gtk zenity …`, it takes zenity's
    /// command line instead (``zenity(_:environment:)``).
    @MainActor
    enum GtkCommandApp {
        /// Runs `alert-gtk` with `arguments` and returns its exit status; `streams` says
        /// which standard streams were closed at start; `programName` (argv[0]) `zenity`
        /// asks for zenity mode.
        static func main(
            arguments: [String], environment: [String: String],
            streams: StandardStreams = StandardStreams(), programName: String = "alert-gtk"
        ) -> Int32 {
            if let zenityArguments = ZenityCommandApp.arguments(
                arguments, programName: programName)
            {
                return zenity(zenityArguments, environment: environment)
            }
            let program = CommandProgram.desktop
            switch AlertCommandApp.start(arguments, program: program, streams: streams) {
            case .exit(let status):
                return status
            case .run(let command, _, let timeout, let id, _):
                let answers: AlertAnswers?
                do {
                    answers = try AlertAnswers.fromEnvironment(environment)
                } catch {
                    return AlertCommandApp.deliver(.failed(error.description), program: program)
                        .exitStatus
                }
                let hasDisplay = initializeGtk()
                let answered = id.flatMap { answers?[$0] } != nil
                guard hasDisplay || answered else {
                    let failure = "\(GtkDisplayError()); in a terminal, use alert"
                    return AlertCommandApp.deliver(.failed(failure), program: program).exitStatus
                }
                let outcome = GtkRuntime.run {
                    await ask(
                        command, answers: answers, answered: answered, timeout: timeout, id: id)
                }
                return AlertCommandApp.deliver(outcome, program: program).exitStatus
            }
        }

        /// Initialises GTK (``GtkRuntime/initialize()``) and returns whether it has a display;
        /// with an X11 one, a window of the program's that another client destroys
        /// (`xdotool windowclose`) then ends its alert as gone rather than the program
        /// (``GtkForeignDestroy``).
        static func initializeGtk() -> Bool {
            guard GtkRuntime.initialize() else { return false }
            GtkForeignDestroy.install()
            return true
        }

        /// Asks `command` in a desktop window (or, when `ALERT_ANSWERS` answers it, in no
        /// window at all) and returns how it ended.
        private static func ask(
            _ command: AlertCommand, answers: AlertAnswers?, answered: Bool,
            timeout: CommandTimeout?, id: String?
        ) async -> CommandOutcome {
            await onADesktopController(answered: answered, failure: "; in a terminal, use alert") {
                controller in
                await AlertCommandApp.ask(
                    command, on: controller, answers: answers, canAsk: !answered,
                    nowhereToAsk: "no window to ask in", timeout: timeout, id: id)
            }
        }

        /// Runs `body` with a controller on a desktop window (on no window when `answered`:
        /// `ALERT_ANSWERS` answers the alert) and returns how it ended. Ctrl+C, in the window
        /// or as SIGINT where alert-gtk was started, ends the run as it ends alert's: the
        /// alerts go (a spinner's command is stopped) and the outcome is
        /// ``CommandOutcome/interrupted`` (exit status 130). A window that cannot open fails
        /// the run, its error followed by `failure`.
        static func onADesktopController(
            answered: Bool, failure: String,
            _ body: (AlertController) async -> CommandOutcome
        ) async -> CommandOutcome {
            let window: any AlertWindow
            if answered {
                window = HeadlessAlertWindow()
            } else {
                do {
                    window = try GtkAlertWindow()
                } catch {
                    return .failed("\(error)\(failure)")
                }
            }
            let controller = AlertController(window: window, clock: DispatchAlertClock())
            var interrupted = false
            let interrupt: @MainActor () -> Void = {
                interrupted = true
                controller.dismissAll()
            }
            (window as? GtkAlertWindow)?.interruptHandler = interrupt
            GtkRuntime.onInterrupt(interrupt)
            defer { GtkRuntime.onInterrupt(nil) }
            let outcome = await body(controller)
            return interrupted ? .interrupted : outcome
        }
    }
#endif
