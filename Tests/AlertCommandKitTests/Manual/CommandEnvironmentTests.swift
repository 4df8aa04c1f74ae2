import Foundation
import Testing

@testable import AlertCommandKit

/// The environment the manual pages list: every variable the programs' sources read is
/// there, each program's page lists its own.
struct CommandEnvironmentTests {
    /// The names in `text` read from an environment: `environment["NAME"]`, and the
    /// `ALERT_…` and `DIALOG_…` names written as strings.
    static func variables(in text: String) -> Set<String> {
        let patterns = [#"environment\["([A-Z][A-Z0-9_]*)"\]"#, #""((ALERT|DIALOG)_[A-Z0-9_]+)""#]
        var names: Set<String> = []
        for pattern in patterns {
            let regex = try? NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            for match in regex?.matches(in: text, range: range) ?? [] {
                if let found = Range(match.range(at: 1), in: text) {
                    names.insert(String(text[found]))
                }
            }
        }
        return names
    }

    @Test func everyVariableTheProgramsReadIsListed() throws {
        let root = CommandManualTests.root.appendingPathComponent("Sources")
        // The programs' modules: not the demos' and the benchmark's.
        let modules = [
            "AlertCommand", "AlertCommandKit", "AlertTerminal", "TerminalKit", "AlertStyles",
            "AlertAutomation", "AlertGTK", "AlertGTKCommand",
        ]
        var read: Set<String> = []
        for module in modules {
            let folder = root.appendingPathComponent(module)
            let files =
                FileManager.default.enumerator(atPath: folder.path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                read.formUnion(
                    Self.variables(
                        in: try String(
                            contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        // The prefix DialogButton adds the button's name to.
        read.remove("DIALOG_")
        #expect(read.count > 10)
        let listed = Set(
            CommandEnvironment.all.flatMap(\.names).map { String($0.prefix { $0 != "=" }) })
        #expect(read.subtracting(listed).isEmpty, "not in the manual: \(read.subtracting(listed))")
    }

    @Test func eachProgramListsItsOwn() {
        let terminal = CommandEnvironment.variables(for: .terminal).flatMap(\.names)
        let desktop = CommandEnvironment.variables(for: .desktop).flatMap(\.names)
        #expect(terminal.contains("ALERT_PLAIN=1") && !desktop.contains("ALERT_PLAIN=1"))
        #expect(desktop.contains("DISPLAY") && !terminal.contains("DISPLAY"))
        #expect(terminal.contains("ALERT_ANSWERS=FILE") && desktop.contains("ALERT_ANSWERS=FILE"))
    }
}
