import AlertProtocol

extension AlertController {
    /// Shows `alert` like ``show(_:options:completion:)`` and waits for its result.
    ///
    /// Cancelling the awaiting task ends the alert with ``AlertDismissReason/cancelled``: a
    /// queued alert leaves the queue, a visible one is dismissed (it returns once its dismiss
    /// animation has finished), and in a task that is already cancelled the alert is never
    /// shown and the result comes back at once. An alert that is already leaving for another
    /// reason keeps that reason. Either way it resolves exactly once. The cancellation takes
    /// effect on the main actor, at its next turn after the task is cancelled.
    public func present(_ alert: any AlertPresentable, options: AlertOptions = .init()) async
        -> AlertResult
    {
        let request = PresentRequest(controller: self)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                request.entry = submit(
                    alert, options: options, isCancelled: Task.isCancelled
                ) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in request.cancel() }
        }
    }

    /// Returns once nothing is shown, leaving, waiting or queued (`isIdle`): at once when
    /// the controller is idle, otherwise when its last alert is gone. Nothing polls: the
    /// controller resumes the waiting tasks as it becomes idle, and each looks again when it
    /// runs: a task that ran before it (one the last alert's result resumed, say) may have
    /// shown another alert meanwhile. Cancelling the waiting task dismisses every alert
    /// (``dismissAll()``), so the wait ends.
    public func waitUntilIdle() async {
        while !isIdle {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if isIdle {
                        continuation.resume()
                    } else {
                        idleWaiters.append(continuation)
                    }
                }
            } onCancel: {
                Task { @MainActor [weak self] in self?.dismissAll() }
            }
        }
    }

    /// Ends `entry` because the task awaiting it was cancelled: it leaves the queue or the
    /// screen with ``AlertDismissReason/cancelled``. Does nothing once it has resolved or
    /// while it is already leaving.
    func cancel(_ entry: QueuedAlert) {
        dismissEntry(entry, .cancelled)
    }
}

/// What a cancellation handler needs to reach the alert of one ``AlertController/present``
/// call, which it learns only once the alert has been handed to the controller.
@MainActor
final class PresentRequest {
    weak var controller: AlertController?
    var entry: QueuedAlert?

    init(controller: AlertController) {
        self.controller = controller
    }

    /// Cancels the alert if it has been handed over; a request whose task was cancelled
    /// earlier never shows its alert (``AlertController/submit`` sees the cancellation).
    func cancel() {
        guard let controller, let entry else { return }
        controller.cancel(entry)
    }
}
