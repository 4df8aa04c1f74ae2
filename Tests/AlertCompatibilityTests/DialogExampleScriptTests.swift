import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's dialog example scripts (`/usr/share/doc/dialog/examples`), unchanged, run with
/// `DIALOG` set to Debian's dialog and then to a link named `dialog` to `alert`, with the same
/// keys: each script's report of the answer (what it prints after the box, "Result: …",
/// "YES", "ESC pressed." …) must be the same. The report is caught in a file: each script is
/// run from a folder of links to the examples whose `report-*` helpers write to it.
@Suite(.serialized, .needs(.dialog))
struct DialogExampleScriptTests {
    static let examples = "/usr/share/doc/dialog/examples"

    struct Case: CustomTestStringConvertible, Sendable {
        var script: String
        var shown: String
        var keys: [String]
        var testDescription: String { "\(script) ⟨\(keys.count) keys⟩" }
    }

    typealias Key = DialogCompatibilityTests.Key

    static let cases: [Case] = [
        Case(script: "msgbox", shown: "MESSAGE", keys: [Key.enter]),
        Case(script: "yesno", shown: "YES/NO", keys: [Key.enter]),
        Case(script: "yesno2", shown: "YES/NO", keys: [Key.tab, Key.enter]),
        Case(script: "menubox", shown: "MENU", keys: [Key.down, Key.enter]),
        Case(script: "menubox1", shown: "MENU", keys: [Key.enter]),
        Case(script: "menubox2", shown: "MENU", keys: [Key.up, Key.enter]),
        Case(script: "menubox-utf8", shown: "MENU", keys: [Key.down, Key.down, Key.enter]),
        Case(script: "checklist", shown: "CHECKLIST", keys: [Key.down, Key.space, Key.enter]),
        Case(script: "checklist-utf8", shown: "CHECKLIST", keys: [Key.space, Key.enter]),
        Case(
            script: "radiolist", shown: "RADIOLIST",
            keys: [Key.down, Key.down, Key.space, Key.enter]),
        Case(script: "inputbox", shown: "INPUT", keys: ["Ada", Key.enter]),
        Case(script: "inputbox2", shown: "INPUT BOX", keys: [Key.escape]),
        Case(script: "password", shown: "INPUT BOX", keys: ["s3cret", Key.enter]),
        Case(script: "menubox", shown: "MENU", keys: [Key.escape]),
    ]

    /// A folder of links to the examples, with report helpers that write to `report`.
    static func scriptFolder(report: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialog-examples-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) {
            let link = folder.appendingPathComponent(name)
            if name.hasPrefix("report-") {
                try "{ . \"\(examples)/\(name)\"; } > \"\(report)\"\n"
                    .write(to: link, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "\(examples)/\(name)")
            }
        }
        return folder
    }

    /// Runs `script` with `DIALOG=program` in a 100×30 terminal and returns its report.
    static func report(_ testCase: Case, program: String) throws -> String {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialog-report-\(getpid())-\(UUID().uuidString)").path
        let folder = try scriptFolder(report: report)
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(atPath: report)
        }
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        let child = try SpawnedProcess.spawn(
            "/bin/sh", arguments: ["-c", "cd '\(folder.path)' && exec sh ./\(testCase.script)"],
            environment: BuiltExecutable.environment([
                "DIALOG": program, "ALERT_REDUCED_MOTION": "1", "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8", "ESCDELAY": "50",
            ]),
            descriptors: (terminal.slave, terminal.slave, terminal.slave),
            closing: [terminal.master], controllingTerminal: terminal.slavePath)
        if terminal.waitForOutput(containing: testCase.shown) {
            terminal.collectTranscript(patience: 300)
            for key in testCase.keys {
                terminal.type(DialogProgramRun.asSent(key, by: terminal))
                terminal.collectTranscript(patience: 200)
            }
        }
        _ = try child.waitForExit(draining: terminal)
        return (try? String(contentsOfFile: report, encoding: .utf8)) ?? "(no report)"
    }

    @Test(arguments: cases)
    func reportsTheAnswerDialogGives(_ testCase: Case) async throws {
        try OutsideProgram.require([.dialog])
        try #require(
            FileManager.default.fileExists(atPath: "\(Self.examples)/\(testCase.script)"),
            "dialog's examples are missing: apt-get install dialog")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialog-link-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("dialog").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: try BuiltExecutable.url(named: "alert").path)
        // The two run at once, each in a terminal of its own.
        let (theirs, ours) = try await DialogProgramRun.together(
            { try Self.report(testCase, program: "/usr/bin/dialog") },
            { try Self.report(testCase, program: link) })
        #expect(ours == theirs)
        #expect(theirs != "(no report)")
    }
}
