import AlertCommandKit
import Foundation
import Testing

@testable import AlertGum

/// spin/spin.go: the command is looked up as Go's `exec.Command` looks it up, and one it
/// cannot run is named in Go's words; spin/command.go: which output is printed.
@Suite struct GumSpinTests {
    func shown(_ arguments: [String]) throws -> SpinShownOutput {
        GumSpin.shownOutput(
            try GumScan(arguments + ["true"], flags: GumSpin.flags, environment: [:]))
    }

    @Test func theStreamsShownAreTheOnesCommandGoPrints() throws {
        #expect(try shown([]) == .nothing)
        #expect(
            try shown(["--show-output"])
                == SpinShownOutput(onSuccess: .everything, onFailure: .nothing))
        #expect(
            try shown(["--show-stdout"])
                == SpinShownOutput(onSuccess: .standardOutput, onFailure: .nothing))
        #expect(
            try shown(["--show-stderr"])
                == SpinShownOutput(onSuccess: .standardError, onFailure: .nothing))
        // Both named apart are both together; --show-output outranks either alone.
        #expect(try shown(["--show-stdout", "--show-stderr"]).onSuccess == .everything)
        #expect(try shown(["--show-output", "--show-stderr"]).onSuccess == .everything)
        // After a failure only --show-error prints, and then everything.
        #expect(
            try shown(["--show-error"])
                == SpinShownOutput(onSuccess: .nothing, onFailure: .everything))
        #expect(
            try shown(["--show-stdout", "--show-error"])
                == SpinShownOutput(onSuccess: .standardOutput, onFailure: .everything))
        #expect(
            try GumSpin.shownOutput(
                GumScan(["true"], flags: GumSpin.flags, environment: ["GUM_SPIN_SHOW_STDERR": "1"])
            ).onSuccess == .standardError)
    }

    @Test func aCommandIsLookedUpAsGoLooksItUp() {
        #expect(GumSpin.lookUp("sh") == nil)
        #expect(GumSpin.lookUp("/bin/sh") == nil)
        #expect(
            GumSpin.lookUp("no-such-command-of-alert")
                == "exec: \"no-such-command-of-alert\": executable file not found in $PATH")
        #expect(
            GumSpin.lookUp("./no/such/file")
                == "fork/exec ./no/such/file: no such file or directory")
        #expect(GumSpin.lookUp("/etc/passwd") == "fork/exec /etc/passwd: permission denied")
        #expect(GumSpin.lookUp("/tmp") != nil, "a folder is no command")
    }

    /// Go's exec.ErrDot: a command found through a relative entry of PATH is refused; the
    /// same folder named absolutely is searched as any other.
    @Test func aCommandFoundThroughARelativePathEntryIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-lookup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tool = folder + "/alert-lookup-tool"
        _ = FileManager.default.createFile(
            atPath: tool, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]
        )
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.dropFirst()
        #expect(
            GumSpin.lookUp("alert-lookup-tool", searchPath: relative)
                == "exec: \"alert-lookup-tool\": cannot run executable found relative to current"
                + " directory")
        #expect(GumSpin.lookUp("alert-lookup-tool", searchPath: "/nowhere:" + folder) == nil)
    }
}
