import AlertTestSupport
import Foundation
import Testing

/// `Scripts/install.sh` and `Scripts/uninstall.sh`, run into a temporary prefix with the
/// built `alert` (`--binary`, so no release build is needed): what is installed, the links
/// made only where no whiptail or dialog is installed, and an uninstall that leaves exactly
/// what was there before.
struct InstallScriptTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The files `install.sh` puts under the prefix.
    static let installed = [
        "bin/alert", "share/man/man1/alert.1", "share/bash-completion/completions/alert",
        "share/zsh/site-functions/_alert", "share/fish/vendor_completions.d/alert.fish",
        "share/alert/install-manifest",
    ]

    /// Runs `script` (in `Scripts`) with `arguments` and, when given, `path` as PATH.
    static func run(_ script: String, _ arguments: [String], path: String? = nil) throws
        -> PipedRun
    {
        try PipedRun.run(
            path: "/bin/bash",
            arguments: [root.appendingPathComponent("Scripts/\(script)").path] + arguments,
            environment: path.map { ["PATH": $0] } ?? [:])
    }

    /// Every path under `directory`, relative to it, sorted.
    static func contents(of directory: URL) -> [String] {
        (FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String }
            ?? []).sorted()
    }

    /// A folder in `directory` for PATH: the system's programs but whiptail and dialog.
    static func toolsWithoutWhiptailOrDialog(in directory: URL) throws -> URL {
        let tools = directory.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        for folder in ["/usr/bin", "/bin"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where !["whiptail", "dialog", "gum"].contains(name) {
                try? FileManager.default.createSymbolicLink(
                    atPath: tools.appendingPathComponent(name).path,
                    withDestinationPath: folder + "/" + name)
            }
        }
        return tools
    }

    /// A fresh temporary directory, removed by `body`'s end.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func installsTheProgramItsPageAndCompletionsAndUninstallsExactlyThem() async throws {
        try await awayFromThePool {
            try Self.installsTheProgramItsPageAndCompletionsAndUninstallsExactlyThemWork()
        }
    }

    /// The body of ``installsTheProgramItsPageAndCompletionsAndUninstallsExactlyThem()``, away from the cooperative pool.
    static func installsTheProgramItsPageAndCompletionsAndUninstallsExactlyThemWork() throws {
        let alert = try BuiltExecutable.url(named: "alert").path
        try Self.withDirectory { directory in
            // Something of the user's in the prefix already, which must stay.
            let prefix = directory.appendingPathComponent("prefix")
            let share = prefix.appendingPathComponent("share")
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            try "mine".write(
                to: share.appendingPathComponent("notes"), atomically: true, encoding: .utf8)
            let before = Self.contents(of: prefix)

            let install = try Self.run("install.sh", ["--binary", alert, prefix.path])
            #expect(install.status == 0, "\(install.standardError)")
            for file in Self.installed {
                let exists = FileManager.default.fileExists(
                    atPath: prefix.appendingPathComponent(file).path)
                #expect(exists, "\(file) is not installed")
            }
            let version = try PipedRun.run(
                path: prefix.appendingPathComponent("bin/alert").path, arguments: ["--version"])
            #expect(version.standardOutput.hasPrefix("alert ") && version.status == 0)
            let page = try String(
                contentsOf: prefix.appendingPathComponent("share/man/man1/alert.1"),
                encoding: .utf8)
            let committed = try String(
                contentsOf: Self.root.appendingPathComponent("docs/man/alert.1"), encoding: .utf8)
            #expect(page == committed)
            let completions = try PipedRun.run(path: alert, arguments: ["--completions", "fish"])
            let fish = try String(
                contentsOf: prefix.appendingPathComponent(
                    "share/fish/vendor_completions.d/alert.fish"), encoding: .utf8)
            #expect(fish == completions.standardOutput && fish.contains("complete -c alert"))
            // Installing again replaces the installation, and one uninstall undoes it.
            #expect(try Self.run("install.sh", ["--binary", alert, prefix.path]).status == 0)

            let uninstall = try Self.run("uninstall.sh", [prefix.path])
            #expect(uninstall.status == 0, "\(uninstall.standardError)")
            #expect(Self.contents(of: prefix) == before)
            #expect(try Self.run("uninstall.sh", [prefix.path]).status == 1)
        }
    }

    @Test func neverOverwritesNorRemovesWhatItDidNotPut() async throws {
        try await awayFromThePool { try Self.neverOverwritesNorRemovesWhatItDidNotPutWork() }
    }

    /// The body of ``neverOverwritesNorRemovesWhatItDidNotPut()``, away from the cooperative pool.
    static func neverOverwritesNorRemovesWhatItDidNotPutWork() throws {
        let alert = try BuiltExecutable.url(named: "alert").path
        try Self.withDirectory { directory in
            // Another package's alert in the prefix: install stops, and leaves it.
            let prefix = directory.appendingPathComponent("prefix")
            let bin = prefix.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let theirs = bin.appendingPathComponent("alert")
            try "#!/bin/sh\necho theirs\n".write(to: theirs, atomically: true, encoding: .utf8)
            let refused = try Self.run("install.sh", ["--binary", alert, prefix.path])
            #expect(refused.status == 1)
            #expect(refused.standardError.contains("exists and is not from an earlier install.sh"))
            #expect(try String(contentsOf: theirs, encoding: .utf8) == "#!/bin/sh\necho theirs\n")
            try FileManager.default.removeItem(at: prefix)

            // A link install.sh made, replaced since by a real whiptail, stays at uninstall.
            let tools = try Self.toolsWithoutWhiptailOrDialog(in: directory)
            let linked = try Self.run(
                "install.sh", ["--links", "--binary", alert, prefix.path], path: tools.path)
            #expect(linked.status == 0, "\(linked.standardError)")
            let whiptail = bin.appendingPathComponent("whiptail")
            try FileManager.default.removeItem(at: whiptail)
            try "#!/bin/sh\n".write(to: whiptail, atomically: true, encoding: .utf8)
            #expect(try Self.run("uninstall.sh", [prefix.path]).status == 0)
            #expect(Self.contents(of: prefix) == ["bin", "bin/whiptail"])
        }
    }

    @Test func aRelativePrefixIsTheCallersNotTheRepositorys() async throws {
        try await awayFromThePool { try Self.aRelativePrefixIsTheCallersNotTheRepositorysWork() }
    }

    /// The body of ``aRelativePrefixIsTheCallersNotTheRepositorys()``, away from the cooperative pool.
    static func aRelativePrefixIsTheCallersNotTheRepositorysWork() throws {
        let alert = try BuiltExecutable.url(named: "alert").path
        try Self.withDirectory { directory in
            let script = Self.root.appendingPathComponent("Scripts/install.sh").path
            let uninstall = Self.root.appendingPathComponent("Scripts/uninstall.sh").path
            let run = try PipedRun.run(
                path: "/bin/bash",
                arguments: [
                    "-c", #"cd "$0" && bash "$1" --binary "$2" here && bash "$3" here"#,
                    directory.path, script, alert, uninstall,
                ])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("installed alert"))
            #expect(run.standardOutput.contains("uninstalled alert from \(directory.path)/here"))
            #expect(
                !FileManager.default.fileExists(
                    atPath: Self.root.appendingPathComponent("here").path))
        }
    }

    @Test func linksWhiptailAndDialogOnlyWhereNoneIsInstalled() async throws {
        try await awayFromThePool { try Self.linksWhiptailAndDialogOnlyWhereNoneIsInstalledWork() }
    }

    /// The body of ``linksWhiptailAndDialogOnlyWhereNoneIsInstalled()``, away from the cooperative pool.
    static func linksWhiptailAndDialogOnlyWhereNoneIsInstalledWork() throws {
        let alert = try BuiltExecutable.url(named: "alert").path
        try Self.withDirectory { directory in
            let tools = try Self.toolsWithoutWhiptailOrDialog(in: directory)
            let prefix = directory.appendingPathComponent("prefix")
            let bin = prefix.appendingPathComponent("bin")

            let linked = try Self.run(
                "install.sh", ["--links", "--binary", alert, prefix.path], path: tools.path)
            #expect(linked.status == 0, "\(linked.standardError)")
            for name in ["whiptail", "dialog", "gum"] {
                let target = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: bin.appendingPathComponent(name).path)
                #expect(target == "alert", "\(name) is not linked to alert")
            }
            #expect(try Self.run("uninstall.sh", [prefix.path]).status == 0)
            #expect(!FileManager.default.fileExists(atPath: prefix.path))

            // An installed whiptail (on PATH) and a dialog already in the prefix stay theirs.
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try "#!/bin/sh\n".write(
                to: bin.appendingPathComponent("dialog"), atomically: true, encoding: .utf8)
            let fake = directory.appendingPathComponent("fake")
            try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: fake.appendingPathComponent("whiptail").path,
                withDestinationPath: "/bin/true")
            let refused = try Self.run(
                "install.sh", ["--links", "--binary", alert, prefix.path],
                path: fake.path + ":" + tools.path)
            #expect(refused.status == 0)
            #expect(refused.standardError.contains("whiptail is installed"))
            #expect(refused.standardError.contains("bin/dialog exists"))
            let whiptail = bin.appendingPathComponent("whiptail").path
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: whiptail)) == nil)
            #expect(!FileManager.default.fileExists(atPath: whiptail))
            #expect(try Self.run("uninstall.sh", [prefix.path]).status == 0)
            #expect(Self.contents(of: prefix) == ["bin", "bin/dialog"])
        }
    }
}
