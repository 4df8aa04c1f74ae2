import AlertEngine
import AlertTerminal
import Foundation
import Testing

/// The README's code samples, kept compiling and passing here so the README stays true.
@MainActor
@Suite struct ReadmeSamplesTests {
    // README: "Stacked sequential alerts"
    @Test func stackedSequentialAlerts() {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let alerts = AlertController(window: window, clock: clock)
        var log: [String] = []

        alerts.showMessage("Saved to your library")
        alerts.showAlert(
            title: "Update available", message: "Install version 2.0 now?",
            cancelTitle: "Later", otherTitles: ["Install"]
        ) { result in
            log.append("update: \(result.reason)")
        }
        alerts.showStatus(.success, message: "All done", countdown: 3)
        #expect(alerts.queuedCount == 2)  // one visible, two waiting their turn

        window.activateAction(0)  // OK on the message
        window.activateAction(1)  // Install
        #expect(log == ["update: action(index: 1)"])
        clock.advance(by: .seconds(3))  // the status counts down from when it appears
        #expect(!alerts.isVisible && alerts.queuedCount == 0)
    }

    // README: "Testing your own alert flows"
    @Test func updateFlow() {
        let window = HeadlessAlertWindow()
        let clock = ManualAlertClock()
        let alerts = AlertController(window: window, clock: clock)
        alerts.showMessage("Saved")
        alerts.showStatus(.success, message: "All done", countdown: 3)
        #expect(alerts.queuedCount == 1)
        window.activateAction(0)  // OK on the message: the status appears
        clock.advance(by: .seconds(3))  // ...and times out
        #expect(!alerts.isVisible)
    }

    // README: "A custom rich-media item"
    @Test func customRichMediaItem() throws {
        let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let chart = try CustomItem(size: CGSize(width: 200, height: 80)) { canvas, frame, context in
            canvas.fill(frame, color: context.theme.palette.field)
            for (bar, value) in [0.3, 0.8, 0.5].enumerated() {
                let height = frame.height * value
                canvas.fill(
                    CGRect(
                        x: frame.minX + CGFloat(bar) * 60 + 10, y: frame.maxY - height,
                        width: 40, height: height),
                    color: context.theme.palette.tint)
            }
        }
        let view = AlertView(
            items: [TitleItem("Weekly steps"), chart, ButtonItem(title: "Close", actionIndex: 0)])
        var result: AlertResult?
        alerts.show(view, options: AlertOptions(id: "steps", priority: .high)) { result = $0 }

        #expect(view.layoutResult?.itemFrames.count == 3)
        let recorder = AlertCanvasRecorder()
        view.draw(in: recorder, origin: .zero)
        #expect(recorder.commands.count >= 4)  // background, chart backdrop and three bars...
        alerts.handle(.action(index: 0), from: view)
        #expect(result?.reason == .action(index: 0))
    }

    // README: "Convenience constructors"
    @Test func convenienceConstructors() async {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        var name: String?
        let input = alerts.showInput(title: "Your name", placeholder: "Name") { name = $0 }
        _ = input.handle(.text("王小明"))
        _ = input.handle(.enter)
        #expect(name == "王小明")

        alerts.showSheet(
            title: "Delete draft?",
            actions: [
                AlertAction(title: "Delete", role: .destructive),
                AlertAction(title: "Cancel", role: .cancel),
            ])
        window.tapBackground()  // sheets dismiss on a tap outside
        #expect(!alerts.isVisible)

        let answer = await withCheckedContinuation { continuation in
            Task { @MainActor in
                continuation.resume(
                    returning: await alerts.present(
                        AlertView(
                            items: [TitleItem("Ready?"), ButtonItem(title: "Go", actionIndex: 0)])))
            }
            Task { @MainActor in window.activateAction(0) }
        }
        #expect(answer.reason == .action(index: 0))
    }
}

/// The README's terminal sample, compiled (not run: it needs a real terminal and never
/// returns) so that its names stay true.
@MainActor
enum ReadmeTerminalSample {
    static func main() throws {
        let capabilities = TerminalCapabilities.current()
        let session = TerminalSession()
        let size = session.size ?? TerminalSize(columns: 80, rows: 24)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors))
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: capabilities.prefersReducedMotion)
        let runtime = TerminalRuntime(session: session, screen: screen, window: window)
        try runtime.start()
        try AlertController.shared.install(window: window)
        AlertController.shared.showMessage("Hello from the terminal") { _ in
            runtime.stop()
            exit(0)
        }
        RunLoop.main.run()
    }
}
