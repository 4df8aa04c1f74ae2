import AlertTestSupport
import Foundation
import Testing

/// The README's `alert` script, run in plain mode with answers piped in, so the README
/// stays true.
struct ReadmeScriptTests {
    /// The first `sh` block of the README section "2. A shell script: `alert`".
    static func script() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: "## 2. A shell script: `alert`").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theScriptRunsWithPipedAnswers() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-readme-\(UUID().uuidString)")
        let build = directory.appendingPathComponent("build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let alert = try BuiltExecutable.url(named: "alert")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script = try Self.script()
        // A block that is not the script (an empty one) reads no answers, and writing them
        // would end the whole test process with SIGPIPE instead of failing this test.
        try #require(script.contains("alert confirm"), "the README's first sh block:\n\(script)")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = BuiltExecutable.environment([
            "TERM": "dumb", "PATH": alert.deletingLastPathComponent().path + ":" + path,
        ])
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Enter: Delete; 2: tar.gz; Enter: keep the name "release".
        input.fileHandleForWriting.write(Data("\n2\n\n".utf8))
        try input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: printed, as: UTF8.self) == "packing release.tar.gz\n")
        #expect(!FileManager.default.fileExists(atPath: build.path))
    }
}
