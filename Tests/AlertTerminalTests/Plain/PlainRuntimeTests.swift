import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct PlainRuntimeTests {
    @Test func severalQueuedAlertsAreAnsweredFromScriptedLines() {
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var reasons: [AlertDismissReason] = []
        var text: String?
        controller.showAlert(title: "First \u{1B}]52;c;eA==\u{07}", cancelTitle: "OK") {
            reasons.append($0.reason)
        }
        controller.showInput(title: "Your name") { text = $0 }
        controller.showSheet(
            title: "Share",
            actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", role: .cancel)]
        ) { reasons.append($0.reason) }
        var lines = ["", "Ann", "oops", "1"]
        var output = ""
        PlainRuntime.run(
            controller: controller, window: window,
            readLine: { lines.isEmpty ? nil : lines.removeFirst() },
            write: { output += $0 })
        #expect(reasons == [.action(index: 0), .action(index: 0)])
        #expect(text == "Ann")
        #expect(lines.isEmpty)
        #expect(output.contains("First"))
        #expect(output.contains("Your name"))
        #expect(output.contains("1) Copy  2) Cancel"))
        #expect(output.contains("try again"))
        #expect(!output.utf8.contains(0x1B))
        #expect(!output.contains("]52"))
        #expect(!controller.isVisible)
    }

    /// A file picker in plain lines: each folder's rows numbered, a number going into a
    /// folder lists it in its turn, and a number on a file answers.
    @Test func aFilePickerWalksFoldersByNumber() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-plain-picker-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: root + "/sub", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/sub/b.txt", contents: Data())
        defer { try? FileManager.default.removeItem(atPath: root) }
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        let (view, picker) = AlertController.filePickerView(
            title: "Open", folder: root, kind: .files, showsHidden: false, cancelTitle: "Cancel",
            okTitle: "OK")
        var reason: AlertDismissReason?
        controller.show(view) { reason = $0.reason }
        var lines = ["2", "2"]
        var output = ""
        PlainRuntime.run(
            controller: controller, window: window,
            readLine: { lines.isEmpty ? nil : lines.removeFirst() },
            write: { output += $0 })
        #expect(reason == .action(index: 1))
        #expect(picker.picked == root + "/sub/b.txt")
        #expect(output.contains("2. drwx") && output.contains(" sub/"), "\(output)")
        #expect(output.contains(root + "/sub\n"), "the folder gone into is said")
        #expect(output.contains(" b.txt"))
    }

    /// A text area reads lines up to a lone `.` (a lone `.` at once keeps the text it
    /// holds); `esc` on the first line cancels; the end of the input ends the text,
    /// which answers, and dismisses what is left.
    @Test func aTextAreaReadsItsLinesUpToALoneDot() {
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var texts: [String?] = []
        controller.showTextArea(title: "Notes") { texts.append($0) }
        controller.showTextArea(title: "Kept", initial: "as it was") { texts.append($0) }
        controller.showTextArea(title: "Cancelled") { texts.append($0) }
        controller.showTextArea(title: "Cut short") { texts.append($0) }
        var reasons: [AlertDismissReason] = []
        controller.showAlert(title: "Never asked", cancelTitle: "OK") { reasons.append($0.reason) }
        var lines = ["a", " b ", ".", ".", "esc", "end of", "input"]
        var output = ""
        PlainRuntime.run(
            controller: controller, window: window,
            readLine: { lines.isEmpty ? nil : lines.removeFirst() },
            write: { output += $0 })
        #expect(texts == ["a\n b ", "as it was", nil, "end of\ninput"])
        #expect(reasons == [.programmatic])
        #expect(output.contains("Text area: as it was"))
    }

    @Test func theEndOfInputDismissesWhatIsLeftProgrammatically() {
        let window = PlainAlertWindow()
        let controller = AlertController(window: window, clock: ManualAlertClock())
        var reasons: [AlertDismissReason] = []
        for title in ["One", "Two", "Three"] {
            controller.showAlert(title: title, cancelTitle: "OK") { reasons.append($0.reason) }
        }
        var lines = ["1"]
        var output = ""
        PlainRuntime.run(
            controller: controller, window: window,
            readLine: { lines.isEmpty ? nil : lines.removeFirst() },
            write: { output += $0 })
        #expect(reasons == [.action(index: 0), .programmatic, .programmatic])
        #expect(controller.queuedCount == 0)
        #expect(!controller.isVisible)
    }

    @Test func aProgressAlertIsPrintedOnceReadsNoLineAndTheNextQuestionGetsIt() {
        let window = PlainAlertWindow()
        let clock = ManualAlertClock()
        let controller = AlertController(window: window, clock: clock)
        let progress = controller.showProgress("Copying", message: "1 of 3")
        var name: String?
        controller.showInput(title: "A note") { name = $0 }
        var lines = ["keep this"]
        var output = ""
        func run() {
            PlainRuntime.run(
                controller: controller, window: window,
                readLine: { lines.isEmpty ? nil : lines.removeFirst() },
                write: { output += $0 })
        }
        run()
        run()  // the caller lets time pass: the progress is not printed again
        #expect(lines == ["keep this"], "no line is read while the work goes on")
        #expect(output.components(separatedBy: "Copying").count == 2)
        #expect(!output.contains("1) Cancel"), "no number to type is offered")
        #expect(output.contains("(Ctrl+C stops it)"), "how to stop the work is said: \(output)")
        progress.finish()
        run()
        #expect(name == "keep this")
    }
}
