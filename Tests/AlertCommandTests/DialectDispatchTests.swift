import AlertTestSupport
import Foundation
import Testing

/// Which command line `alert` takes is decided by the name it runs under before anything
/// else: through a `dialog` or `whiptail` link every argument is that program's (a word
/// that is one of `alert`'s own tools too is no exception, as the real programs would
/// refuse it), and as `alert` the tools are its own.
struct DialectDispatchTests {
    /// Runs the built `alert` through a link named `name` with `arguments`, standard input
    /// empty; returns its exit status and standard error.
    func run(as name: String, _ arguments: [String]) throws -> (Int32, String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-dispatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent(name)
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: try BuiltExecutable.url(named: "alert").path)
        let process = Process()
        process.executableURL = link
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "dumb"]
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: said, as: UTF8.self))
    }

    @Test func aToolsNameThroughADialogLinkIsDialogsToRefuse() throws {
        let (status, said) = try run(as: "dialog", ["--plain", "table", "--print"])
        #expect(status == 255, "dialog's error status")
        #expect(!said.isEmpty && !said.contains("alert table"), "\(said)")
        let (whiptail, _) = try run(as: "whiptail", ["table"])
        #expect(whiptail == 255)
    }

    @Test func asAlertTheToolIsItsOwn() throws {
        let (status, said) = try run(as: "alert", ["table", "--bogus"])
        #expect(status == 2 && said.hasPrefix("alert table: "), "\(said)")
    }
}
