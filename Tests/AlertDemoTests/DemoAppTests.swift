import Foundation
import Testing

/// `DemoApp.main` through the built executable: what it writes when the command line, a
/// script or the file system is hostile or wrong.
@Suite(.serialized) struct DemoAppTests {
    static let hostile = "A\u{1B}]52;c;SGVsbG8=\u{07}B\u{9B}31mC\u{9D}0;x\u{9C}D\u{202E}E"

    /// Whether `text` holds an escape, a C0 control other than a line break, a C1 control or
    /// a bidirectional override.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\r") || (0x7F...0x9F).contains($0.value)
                || $0.value == 0x202E
        }
    }

    /// A regular file in the temporary directory, removed by the caller.
    static func temporaryFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-demo-file-\(getpid())-\(UInt32.random(in: 0...9999))")
        try Data("x".utf8).write(to: file)
        return file
    }

    @Test func aHostileScriptTokenIsNotEchoedRaw() throws {
        let run = try DemoExecutable.runWithPipes(["--script", "enter,\(Self.hostile)"])
        #expect(run.status == 2)
        #expect(run.output.contains("script token 2"))
        #expect(!Self.hasControl(run.output), "\(run.output.debugDescription)")
    }

    @Test func hostileScriptOnStandardInputIsNotEchoedRaw() throws {
        let run = try DemoExecutable.runInPseudoTerminal([], pipedInput: "enter\n\(Self.hostile)\n")
        #expect(run.status == 2)
        #expect(run.output.contains("script token 2"))
        #expect(!Self.hasControl(run.output), "\(run.output.debugDescription)")
    }

    @Test func aHostileOptionOrSizeIsNotEchoedRaw() throws {
        let option = try DemoExecutable.runWithPipes(["--\(Self.hostile)"])
        #expect(option.status == 2)
        #expect(option.output.contains("unknown option"))
        #expect(!Self.hasControl(option.output), "\(option.output.debugDescription)")
        let size = try DemoExecutable.runWithPipes(["--size", Self.hostile])
        #expect(size.status == 2)
        #expect(size.output.contains("invalid size"))
        #expect(!Self.hasControl(size.output), "\(size.output.debugDescription)")
    }

    @Test func anUnwritableSVGDirectoryGetsOneClearLine() throws {
        let file = try Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try DemoExecutable.runWithPipes(["--svg", file.path + "/sub"])
        #expect(run.status == 1)
        #expect(run.output == "alert-demo: cannot write \(file.path)/sub: Not a directory\n")
    }

    @Test func aHostileSVGPathIsNotEchoedRaw() throws {
        let file = try Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try DemoExecutable.runWithPipes(["--svg", file.path + "/" + Self.hostile])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("alert-demo: cannot write "))
        #expect(!Self.hasControl(run.output), "\(run.output.debugDescription)")
    }
}
