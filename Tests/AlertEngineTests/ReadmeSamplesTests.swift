import AlertEngine
import Foundation
import Testing

// The tests the README and docs/ quote, verbatim: `everySwiftSampleOfTheReadmeIsCompiledCode`
// keeps them so.

@MainActor @Test func weeklyChart() throws {
    let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
    let chart = try CustomItem(size: CGSize(width: 200, height: 80)) { canvas, frame, context in
        canvas.fill(frame, role: .field, color: context.theme.palette.field)
        for (bar, value) in [0.3, 0.8, 0.5].enumerated() {
            let height = frame.height * value
            let rect = CGRect(
                x: frame.minX + CGFloat(bar) * 60 + 10, y: frame.maxY - height,
                width: 40, height: height)
            canvas.fill(rect, role: .progressDone, color: context.theme.palette.tint)
        }
    }
    let view = AlertView(
        items: [TitleItem("Weekly steps"), chart, ButtonItem(title: "Close", actionIndex: 0)])
    var result: AlertResult?
    alerts.show(view, options: AlertOptions(id: "steps", priority: .high)) { result = $0 }
    let canvas = CountingCanvas()
    view.draw(in: canvas, origin: .zero)
    #expect(canvas.fills >= 5)  // background, chart backdrop, three bars...
    #expect(view.handle(.enter))
    #expect(result?.reason == .action(index: 0))
}

/// A canvas that counts the fills drawn on it.
@MainActor final class CountingCanvas: AlertCanvas {
    var fills = 0
    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor) {}
    func fill(_ rect: CGRect, color: AlertColor) { fills += 1 }
    func drawImage(_ image: AlertImage, in rect: CGRect) {}
}

@MainActor @Test func typedAnswers() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    let name = Task { await alerts.input("Your name", placeholder: "Name") }
    try await window.waitForAlert()  // no polling: the wait ends when the alert is shown
    window.type("王小明")
    window.press(.default)  // OK; press(.cancel) and press("OK") press by role or title
    #expect(await name.value == "王小明")

    let sure = Task { await alerts.confirm("Delete draft?") }
    try await window.waitForAlert()
    sure.cancel()  // the alert goes away with the task
    #expect(await sure.value == false)
    #expect(!alerts.isVisible)
}

@MainActor @Test func updateFlow() {
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

@MainActor @Test func promptsForCommandLinePrograms() async throws {
    let window = HeadlessAlertWindow()
    let clock = ManualAlertClock()
    let alerts = AlertController(window: window, clock: clock)

    // Choose several: Space ticks the row under the cursor, Enter is OK.
    let logs = Task {
        await alerts.chooseSeveral("Move to the trash", choices: ["a.log", "b.log", "c.log"])
    }
    try await window.waitForAlert()  // then keys, as a user would press them
    window.press(.character(" "), .down, .down, .character(" "), .enter)
    #expect(await logs.value == ["a.log", "c.log"])

    // Filter a long list: typing narrows it, best matches first.
    let file = Task {
        await alerts.filter("Open", choices: ["README.md", "Package.swift", "Sources/main.swift"])
    }
    try await window.waitForAlert()
    window.type("pkg")
    window.press(.enter)
    #expect(await file.value == "Package.swift")

    // A secret with a rule: OK waits, with the message under the field, until the text fits.
    let token = Task {
        await alerts.input(
            "API token", isSecure: true,
            validate: { $0.count >= 8 ? nil : "8 characters at least" })
    }
    try await window.waitForAlert()
    window.type("short")
    window.press(.enter)
    #expect(alerts.isVisible)  // refused, and the message says why
    window.type("-enough")
    window.press(.enter)
    #expect(await token.value == "short-enough")

    // Progress of real work: the call returns what the work returns (or throws what it
    // throws), and Cancel cancels the work's task.
    let copied = try await alerts.withProgress("Copying") { progress in
        for step in 1...4 { progress.report(fraction: Double(step) / 4) }
        return 4
    }
    #expect(copied == 4)

    // A time-out: after its duration the alert goes, and the await form answers "no".
    let sure = Task {
        await alerts.confirm("Deploy now?", options: AlertOptions(duration: .seconds(30)))
    }
    try await window.waitForAlert()
    clock.advance(by: .seconds(30))
    #expect(await sure.value == false)
}

/// Every ```swift block of the README but the first program's `Package.swift`, and every
/// one of the pages in `docs` it links to, stands, line for line, in a file that is compiled
/// (and run): the programs in `Examples`, the alert and item of your own in the demo kit,
/// the tests here.
@Test func everySwiftSampleOfTheReadmeIsCompiledCode() throws {
    let readme = ReadmeSamples.swiftBlocks(in: try ReadmeSamples.file("README.md"))
    let pages = try ReadmeSamples.markdownPages(in: "docs")
    #expect(pages.contains("docs/swift-programs.md") && pages.contains("docs/testing.md"))
    let samples =
        try readme.dropFirst().map { ("README.md", $0) }
        + pages.flatMap { page in
            ReadmeSamples.swiftBlocks(in: try ReadmeSamples.file(page)).map { (page, $0) }
        }
    #expect(readme.count >= 4)
    #expect(samples.count >= 10)
    let places = [
        "Examples/FirstProgram/main.swift", "Examples/PartialReport/main.swift",
        "Sources/AlertDemoKit/Samples/StepsChartItem.swift",
        "Sources/AlertDemoKit/Samples/WeeklyStepsAlert.swift",
        "Tests/AlertEngineTests/ReadmeSamplesTests.swift",
        "Examples/ReadmeSamples/Sources/OwnScreen/main.swift",
        "Examples/GtkApp/Package.swift", "Examples/GtkApp/Sources/Photos/main.swift",
    ]
    let files = try places.map(ReadmeSamples.file)
    for (page, sample) in samples {
        // A dependency line names the package beside the reader's; the example's is two
        // folders up.
        let sample = sample.replacingOccurrences(
            of: #"path: "../AlertEngine""#, with: #"path: "../..""#)
        let found = files.contains { ReadmeSamples.lines(of: $0, contain: sample) }
        #expect(found, "this sample of \(page) is not compiled anywhere:\n\(sample)")
    }
    #expect(
        readme.dropFirst().first.map { files[0].hasPrefix($0) } == true,
        "the sample after the Package.swift is the whole program")
}

/// The README's first sample is the whole `Package.swift` of `Examples/FirstTool` (which
/// `.ci/run` builds as a package of its own) but for the path to this package, and its first
/// program is the whole of that package's `main.swift`, as of `Examples/FirstProgram`'s.
@Test func theReadmesFirstPackageIsExamplesFirstTool() throws {
    let samples = ReadmeSamples.swiftBlocks(in: try ReadmeSamples.file("README.md"))
    try #require(samples.count >= 2)
    let readmePath = #"path: "../AlertEngine")"#
    #expect(samples[0].contains(readmePath))
    let manifest = samples[0].replacingOccurrences(of: readmePath, with: #"path: "../..")"#)
    #expect(manifest + "\n" == (try ReadmeSamples.file("Examples/FirstTool/Package.swift")))
    let program = try ReadmeSamples.file("Examples/FirstTool/Sources/tidy/main.swift")
    #expect(samples[1] + "\n" == program)
    #expect(program == (try ReadmeSamples.file("Examples/FirstProgram/main.swift")))
}

/// Reading the README's samples.
enum ReadmeSamples {
    /// The text of the file at `path` in the repository.
    static func file(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The repository paths of the Markdown pages in the folder `directory`, sorted.
    static func markdownPages(in directory: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent(directory).path)
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(directory)/\($0)" }
    }

    /// The text of every ```swift block, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether the lines of `sample` stand one after another in `text`, indentation aside.
    static func lines(of text: String, contain sample: String) -> Bool {
        let haystack = text.split(separator: "\n", omittingEmptySubsequences: false)
        let needle = sample.split(separator: "\n", omittingEmptySubsequences: false)
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            // Indentation aside: a line shown alone in a page is indented less than in
            // its file.
            zip(haystack[start...], needle).allSatisfy {
                $0.trimmingCharacters(in: .whitespaces) == $1.trimmingCharacters(in: .whitespaces)
            }
        }
    }
}
