import Foundation
import Testing

/// A program from outside Swift that some tests run (Debian's whiptail and dialog, zsh, fish,
/// groff, the AT-SPI tools), and the Debian package that installs it.
///
/// The tests split in two tiers by it. `swift test` on a machine with Swift alone passes:
/// a test that needs a program not installed is skipped, its reason naming what to install.
/// With `ALERT_TEST_TOOLS=required` in the environment (`.ci/run` sets it, after installing
/// them) every such test runs, and a missing program fails it with the same words.
public struct OutsideProgram: Sendable, CustomStringConvertible {
    /// The program's path.
    public var path: String
    /// The Debian package that installs it.
    public var package: String

    /// Debian's whiptail (newt).
    public static let whiptail = OutsideProgram(path: "/usr/bin/whiptail", package: "whiptail")
    /// Debian's dialog.
    public static let dialog = OutsideProgram(path: "/usr/bin/dialog", package: "dialog")
    /// zsh.
    public static let zsh = OutsideProgram(path: "/usr/bin/zsh", package: "zsh")
    /// fish.
    public static let fish = OutsideProgram(path: "/usr/bin/fish", package: "fish")
    /// groff, which formats the man pages.
    public static let groff = OutsideProgram(path: "/usr/bin/groff", package: "groff-base")
    /// dbus-run-session, which gives a program a session bus of its own (the accessibility
    /// bus is found through it).
    public static let dbusRunSession = OutsideProgram(
        path: "/usr/bin/dbus-run-session", package: "dbus-daemon")
    /// The AT-SPI bus and registry, which GTK tells screen readers what it shows through.
    public static let atSpi = OutsideProgram(
        path: "/usr/libexec/at-spi-bus-launcher", package: "at-spi2-core")
    /// pyatspi, Python's AT-SPI client, which reads what a program exposes as a screen
    /// reader does (a module of Debian's `/usr/bin/python3`, found by its file).
    public static let pyatspi = OutsideProgram(
        path: "/usr/lib/python3/dist-packages/pyatspi/__init__.py", package: "python3-pyatspi")

    /// Whether it is installed: an executable file, or a Python module's file.
    public var isInstalled: Bool {
        path.hasSuffix(".py")
            ? FileManager.default.fileExists(atPath: path)
            : FileManager.default.isExecutableFile(atPath: path)
    }

    /// What to do when it is missing.
    public var description: String { "\(path) is missing: apt-get install \(package)" }

    /// Whether the environment asks for every outside program (`ALERT_TEST_TOOLS=required`).
    public static var areRequired: Bool {
        ProcessInfo.processInfo.environment["ALERT_TEST_TOOLS"] == "required"
    }

    /// Whether a test that needs `programs` runs: when all are installed, or when they are
    /// required (a missing one then fails the test through ``require(_:)``).
    public static func canRun(_ programs: [OutsideProgram]) -> Bool {
        areRequired || programs.allSatisfy(\.isInstalled)
    }

    /// Fails the test, saying what to install, when one of `programs` is missing.
    public static func require(
        _ programs: [OutsideProgram], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for program in programs {
            try #require(
                program.isInstalled, Comment(rawValue: program.description),
                sourceLocation: sourceLocation)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `programs` are installed, or where `ALERT_TEST_TOOLS=required`
    /// asks for them (the test then fails on a missing one, see ``OutsideProgram``); else it
    /// is skipped, saying what to install.
    public static func needs(_ programs: OutsideProgram...) -> Self {
        .enabled(
            if: OutsideProgram.canRun(programs),
            Comment(
                rawValue: programs.filter { !$0.isInstalled }.map(\.description).joined(
                    separator: "; ")))
    }
}
