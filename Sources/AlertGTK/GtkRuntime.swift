#if GTK
    import CGtk
    import Dispatch
    import Foundation

    /// Runs GTK's main loop and Swift's main actor on one thread, the process's main thread.
    ///
    /// On Linux the main actor runs on the Dispatch main queue. GLib's loop watches the main
    /// queue's wake-up descriptor (the eventfd libdispatch signals whenever work is queued on
    /// the main queue, as CoreFoundation's run loop does) and runs the queued work when it
    /// fires: no timer, no polling, so an idle program sleeps in `poll(2)`.
    ///
    /// Call ``run(_:)`` from the top level of `main.swift` (not from an `async` context:
    /// the main queue must not be running a block when the loop takes it over).
    @MainActor
    public enum GtkRuntime {
        /// Whether GTK could open a display (set by ``initialize()``).
        package private(set) static var hasDisplay = false
        private static var isInitialized = false
        private static var mainQueueSource: guint = 0

        /// Initialises GTK once and hooks the main queue into GLib's main context (with or
        /// without a display, so ``run(_:)`` always runs its body). Returns false when there
        /// is no display to open (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused):
        /// ``GtkAlertWindow``'s initialiser then throws ``GtkDisplayError``.
        @discardableResult
        package static func initialize() -> Bool {
            guard !isInitialized else { return hasDisplay }
            isInitialized = true
            // The program's name, unless it set one: windows then carry it as their class
            // (WM_CLASS, which desktops group and match windows by) and assistive
            // technologies name the application after it, rather than "Unnamed".
            if g_get_prgname() == nil, let path = CommandLine.arguments.first {
                g_set_prgname(URL(fileURLWithPath: path).lastPathComponent)
            }
            hasDisplay = gtk_init_check() != 0
            let descriptor = _dispatch_get_main_queue_handle_4CF()
            mainQueueSource = g_unix_fd_add(
                descriptor, G_IO_IN,
                { descriptor, _, _ in
                    // Resets the eventfd, then runs what the main queue holds.
                    var count: eventfd_t = 0
                    _ = eventfd_read(descriptor, &count)
                    _dispatch_main_queue_callback_4CF(nil)
                    return 1
                }, nil as gpointer?)
            return hasDisplay
        }

        /// What SIGINT does while the loop runs, once ``onInterrupt(_:)`` set it.
        private static var interruptHandler: (@MainActor () -> Void)?
        private static var interruptSource: guint = 0

        /// Makes SIGINT (Ctrl+C where the program was started) call `handler` on the main
        /// loop instead of ending the process at once, so the program can stop what it
        /// started and exit as it chooses; nil puts SIGINT's default back. An ignored SIGINT
        /// (inherited from `nohup` or a script's `&`) stays ignored.
        package static func onInterrupt(_ handler: (@MainActor () -> Void)?) {
            interruptHandler = handler
            if handler == nil, interruptSource != 0 {
                g_source_remove(interruptSource)
                interruptSource = 0
                signal(SIGINT, SIG_DFL)
            } else if handler != nil, interruptSource == 0, !ignoresInterrupt() {
                // A mask inherited blocked (as some launchers leave it) would keep SIGINT
                // pending for ever: the handler takes it from now on, so it is let through.
                var interrupt = sigset_t()
                sigemptyset(&interrupt)
                sigaddset(&interrupt, SIGINT)
                pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
                interruptSource = g_unix_signal_add(
                    SIGINT,
                    { _ in
                        MainActor.assumeIsolated { GtkRuntime.interruptHandler?() }
                        return 1
                    }, nil)
            }
        }

        /// Whether SIGINT is ignored, as a program started with `nohup` or in the background
        /// of a script inherits it: then it stays ignored, and no handler is set.
        private static func ignoresInterrupt() -> Bool {
            var current = sigaction()
            sigaction(SIGINT, nil, &current)
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(SIG_IGN, to: Int.self)
        }

        /// Runs GLib's main loop until `body` returns, and returns what it returned. The
        /// body runs on the main actor, inside the loop; windows it opens are drawn and get
        /// their events while it awaits. Without a display the body runs all the same (a
        /// ``GtkAlertWindow`` it creates throws ``GtkDisplayError``), so `run` returns as
        /// soon as the body does.
        public static func run<Result: Sendable>(
            _ body: @escaping @MainActor () async -> Result
        ) -> Result {
            initialize()
            let loop = g_main_loop_new(nil, 0)
            defer { g_main_loop_unref(loop) }
            let box = ResultBox<Result>()
            Task { @MainActor in
                box.result = await body()
                g_main_loop_quit(loop)
            }
            g_main_loop_run(loop)
            // The loop stops only when the body has finished.
            return box.result!
        }
    }

    /// Where ``GtkRuntime/run(_:)``'s body leaves its result for the loop's caller.
    private final class ResultBox<Result: Sendable>: @unchecked Sendable {
        var result: Result?
    }
#endif
