import AlertQueue
import Foundation

/// ``TerminalAlerts`` without a terminal: a ``PlainAlertWindow`` whose prompts go to
/// standard error and whose answers are read from standard input, one line at a time and
/// only while an alert waits for one, so no line meant for the program after it is taken.
/// At the end of the input every alert left is dismissed.
@MainActor
final class PlainAlertsPresenter: TerminalAlertsPresenter {
    let controller: AlertController
    let plainWindow = PlainAlertWindow()
    var window: any AlertWindow { plainWindow }
    private let readLine: @MainActor () async -> String?
    private let write: @MainActor (String) -> Void
    private var loop: Task<Void, Never>?
    private var inputEnded = false

    /// A presenter reading answers with `readLine` and writing prompts with `write`
    /// (standard input and standard error by default).
    init(
        controller: AlertController,
        readLine: @escaping @MainActor () async -> String? = PlainAlertsPresenter.readStandardInput,
        write: @escaping @MainActor (String) -> Void = PlainAlertsPresenter.writeStandardError
    ) {
        self.controller = controller
        self.readLine = readLine
        self.write = write
    }

    func start() {
        loop = Task { @MainActor [weak self] in
            while !Task.isCancelled, let self, !self.inputEnded {
                await self.answerNext()
            }
        }
    }

    func stop() {
        loop?.cancel()
        loop = nil
    }

    func waitUntilDone() async {
        await controller.waitUntilIdle()
    }

    /// Prompts for the visible alert and applies one line (or waits a little for one).
    private func answerNext() async {
        guard plainWindow.visibleAlert != nil else {
            try? await Task.sleep(for: .milliseconds(15))
            return
        }
        guard
            let line = await PlainRuntime.promptAndRead(
                window: plainWindow, readLine: readLine, write: write)
        else {
            inputEnded = true
            controller.dismissAll()
            return
        }
        PlainRuntime.apply(line, window: plainWindow, write: write)
    }

    /// One line of standard input, read off the main actor.
    static func readStandardInput() async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Swift.readLine(strippingNewline: true))
            }
        }
    }

    static func writeStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
