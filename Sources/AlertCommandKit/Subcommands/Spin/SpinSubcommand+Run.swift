import AlertEngine
import AlertTerminal

extension SpinSubcommand {
    /// Runs `arguments` under a spinner (no Cancel button: Ctrl+C, the end of the input or
    /// the alert's duration, `--timeout`, stops it) and returns how it ended: the command's
    /// status, ``CommandOutcome/timedOut`` when the duration ran out first, else
    /// ``CommandOutcome/interrupted``. With `lendingTerminal` the command reads the terminal
    /// (``SpinProcess``) while the spinner, drawn on, reads nothing but Ctrl+C.
    @MainActor
    static func run(
        _ arguments: [String], title: String, shown: SpinShownOutput,
        passingStreamsThrough: Bool = false, lendingTerminal: Bool = false,
        options: AlertOptions, on controller: AlertController
    ) async -> CommandOutcome {
        let ending = CommandRunner.Ending()
        ending.listening = controller.addLifecycleListener { event in
            if case .resolved(_, let result) = event { ending.reason = result.reason }
        }
        defer { ending.listening?.cancel() }
        do {
            let ended = try await controller.withProgress(
                title, cancelTitle: nil, options: options
            ) { _ in
                let window = lendingTerminal ? controller.window as? TerminalAlertWindow : nil
                window?.lendsInput = true
                defer { window?.lendsInput = false }
                return try await SpinProcess.run(
                    arguments, showing: shown, passingStreamsThrough: passingStreamsThrough,
                    lendingTerminal: lendingTerminal)
            }
            return .finished(status: ended.status, output: ended.output)
        } catch is CancellationError {
            return ending.reason == .timeout ? .timedOut : .interrupted
        } catch {
            return .failed("cannot run \(arguments[0]): \(error)")
        }
    }
}
