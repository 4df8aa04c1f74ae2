import AlertEngine

/// What `alert filter` and `alert choose` keep of the choices they read from standard
/// input while their alert is already shown (see ``StreamedChoices``), and how such an
/// alert ends.
@MainActor
final class StreamedReading {
    /// The reading task, cancelled once the alert is answered.
    var task: Task<Void, Never>?
    /// The choices' values, in the order they were read (a filter keeps them only with
    /// `--label-delimiter`: it holds their labels itself).
    var values: [String] = []
    /// Why the input fails the run (no choice, past the bounds, unreadable), once known.
    var failure: String?

    /// Shows `view` on `controller`. Once it is answered the reading stops (the rest of the
    /// input is not waited for); an input that failed fails the run with its reason, and
    /// any other end gives `completion` the outcome `forAction` makes of the button pressed
    /// (Esc and the like decline).
    func show(
        _ view: AlertView, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void,
        forAction: @escaping @MainActor (Int) -> CommandOutcome
    ) {
        controller.show(view, options: options) { [self] result in
            task?.cancel()
            if let failure { return completion(.failed(failure)) }
            completion(
                CommandRunner.outcome(of: result, withoutButton: .declined, forAction: forAction))
        }
    }
}
