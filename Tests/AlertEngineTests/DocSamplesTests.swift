import AlertEngine
import AlertTerminal
import Foundation
import Testing

// The Swift samples of the DocC articles and of the public symbols' documentation, verbatim,
// run here: `everySwiftSampleOfTheDocumentationIsCompiledCode` keeps them so. This file is
// also compiled from outside the package (Examples/ReadmeSamples), with the public API alone.

@MainActor @Test func choicesWithValues() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    let urls = [URL(fileURLWithPath: "/srv/notes.txt"), URL(fileURLWithPath: "/srv/todo.txt")]
    // The user answers each alert once it is shown: France, then the file typed.
    var shown = 0
    let listening = alerts.addLifecycleListener { event in
        guard case .willPresent = event else { return }
        shown += 1
        let step = shown
        Task { @MainActor in
            if step == 1 {
                window.press(.down, .enter)
            } else {
                window.type("todo")
                window.press(.enter)
            }
        }
    }

    let countries = [
        AlertChoice("United Kingdom", detail: "GB", value: "GB"),
        AlertChoice("France", detail: "FR", value: "FR"),
    ]
    let code = await alerts.choose("Country", choices: countries)  // "GB", "FR" or nil

    let files = urls.map { AlertChoice($0.lastPathComponent, detail: "250 KB", value: $0) }
    let file = await alerts.filter("Open", choices: files)  // a URL or nil

    listening.cancel()
    #expect(code == "FR")
    #expect(file == urls[1])
}

@MainActor @Test func aFormInOneAlert() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    // The user fills each field in turn, Tab between them, and answers with Ctrl+D.
    let listening = alerts.addLifecycleListener { event in
        guard case .willPresent = event else { return }
        Task { @MainActor in
            window.type("Ada")
            window.press(.tab)
            window.type("1234")
            window.press(.tab, .tab, .down, .tab)
            window.type("first line")
            window.press(.enter)
            window.type("second")
            window.press(.submit)
        }
    }

    let answers = try await alerts.fillForm(
        "Account",
        fields: [
            .entry("Name"), .password("PIN"), .date("Birthday"),
            .choice("Shell", options: ["bash", "zsh", "fish"]), .text("Notes"),
        ])
    // ["Ada", "1234", "1990-05-17", "zsh", "first line\nsecond"], or nil for Cancel

    listening.cancel()
    let today = Date.ISO8601FormatStyle(timeZone: .current).year().month().day().format(Date())
    #expect(answers == ["Ada", "1234", today, "zsh", "first line\nsecond"])
}

@MainActor @Test func aHeadlessWindowAnswersAsAUser() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    let name = Task { await alerts.input("Your name") }
    try await window.waitForAlert()
    window.type("Ada")
    window.press(.default)
    #expect(await name.value == "Ada")
}

@MainActor @Test func theJourneysQuestion() async throws {
    let window = HeadlessAlertWindow()
    let alerts = AlertController(window: window, clock: ManualAlertClock())
    let user = Task {
        try await window.waitForAlert()
        window.press("Delete")
    }

    let delete = await alerts.confirm(
        "Delete draft?", message: "This cannot be undone.", confirmTitle: "Delete")
    print(delete)  // true when Delete is chosen

    try await user.value
    #expect(delete)
}

@Test func theWorkedLayoutExample() throws {
    let items = [
        AlertItemLayout(
            itemSize: CGSize(width: 295, height: 22),
            boundsInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        AlertItemLayout(
            itemSize: CGSize(width: 295, height: 41),
            boundsInsets: EdgeInsets(top: 15, left: 0, bottom: 15, right: 0)),
        AlertItemLayout(
            itemSize: CGSize(width: 137.5, height: 35),
            boundsInsets: EdgeInsets(top: 15, left: 0, bottom: 20, right: 10), isParallel: true),
        AlertItemLayout(
            itemSize: CGSize(width: 137.5, height: 35),
            boundsInsets: EdgeInsets(top: 15, left: 10, bottom: 20, right: 0), isParallel: true),
    ]
    let result = try AlertLayoutEngine(metrics: .sbCompatible).layout(
        items, style: .alert, in: AlertContainer(size: CGSize(width: 375, height: 667)))

    // The article's table.
    #expect(result.frame == CGRect(x: 25, y: 242, width: 325, height: 183))
    #expect(result.itemFrames[3] == CGRect(x: 172.5, y: 128, width: 137.5, height: 35))
}

@MainActor @Test func theQueuesStepsInOrder() {
    let window = HeadlessAlertWindow()
    let clock = ManualAlertClock()
    let alerts = AlertController(window: window, clock: clock)
    var events: [AlertLifecycleEvent] = []
    let listening = alerts.addLifecycleListener { events.append($0) }
    alerts.showMessage("Saved")
    alerts.showStatus(.success, message: "All done", countdown: 3)
    window.activateAction(0)  // OK on the message: the status appears
    clock.advance(by: .seconds(3))  // ...and times out

    #expect(events.count >= 8, "\(events)")
    #expect(!alerts.isVisible)
    listening.cancel()
}

/// The overview sample of `TerminalAlerts`, compiled; it needs a terminal, so no test runs it.
@MainActor func helloFromTheTerminal() async throws {
    try await TerminalAlerts.run { alerts in
        alerts.showMessage("Hello from the terminal")
    }
}

/// Every ```swift block of the DocC articles (`Sources/*/*.docc`) and of the documentation of
/// a public symbol stands, line for line, in a file that is compiled from outside the
/// package with the public API alone: this one, and the programs of `Examples/ReadmeSamples`.
@Test func everySwiftSampleOfTheDocumentationIsCompiledCode() throws {
    let samples = try DocSamples.articleSamples() + DocSamples.symbolSamples()
    #expect(samples.count >= 8)
    let files = try [
        "Tests/AlertEngineTests/DocSamplesTests.swift",
        "Examples/ReadmeSamples/Sources/OwnScreen/main.swift",
    ].map(ReadmeSamples.file)
    for (place, sample) in samples {
        let found = files.contains { ReadmeSamples.lines(of: $0, contain: sample) }
        #expect(found, "this sample of \(place) is not compiled anywhere:\n\(sample)")
    }
}

/// Finding the documentation's samples.
enum DocSamples {
    /// The ```swift blocks of the DocC articles, with the page of each.
    static func articleSamples() throws -> [(String, String)] {
        try swiftFiles(endingIn: ".md", under: "Sources").filter { $0.contains(".docc/") }
            .flatMap { page in
                ReadmeSamples.swiftBlocks(in: try ReadmeSamples.file(page)).map { (page, $0) }
            }
    }

    /// The ```swift blocks of the doc comments (`///`) of public declarations under
    /// `Sources`, with the file of each.
    static func symbolSamples() throws -> [(String, String)] {
        try swiftFiles(endingIn: ".swift", under: "Sources").flatMap { path in
            publicDocComments(in: try ReadmeSamples.file(path)).flatMap { comment in
                ReadmeSamples.swiftBlocks(in: comment).map { (path, $0) }
            }
        }
    }

    /// The doc comments of `source` (the `///` and one space taken off each line) whose
    /// declaration, after any attributes, is public or open.
    static func publicDocComments(in source: String) -> [String] {
        var comments: [String] = []
        var comment: [Substring] = []
        var awaitsDeclaration = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("///") {
                if awaitsDeclaration { comment = [] }
                awaitsDeclaration = false
                let text = trimmed.dropFirst(3)
                comment.append(text.hasPrefix(" ") ? text.dropFirst() : text)
                continue
            }
            guard !comment.isEmpty else { continue }
            awaitsDeclaration = true
            if trimmed.hasPrefix("@") { continue }
            if trimmed.hasPrefix("public ") || trimmed.hasPrefix("open ") {
                comments.append(comment.joined(separator: "\n"))
            }
            comment = []
            awaitsDeclaration = false
        }
        return comments
    }

    /// The repository paths of the files under `directory` whose names end in `suffix`.
    static func swiftFiles(endingIn suffix: String, under directory: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = FileManager.default.enumerator(
            atPath: root.appendingPathComponent(directory).path)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(suffix) { paths.append("\(directory)/\(name)") }
        }
        return paths.sorted()
    }
}
