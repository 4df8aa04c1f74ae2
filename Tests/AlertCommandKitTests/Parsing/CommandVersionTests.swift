import Testing

@testable import AlertCommandKit

/// `alert --version` and `alert-gtk --version` print one version, each with its own name.
struct CommandVersionTests {
    @Test func eachProgramNamesItselfBeforeTheOneVersion() {
        #expect(CommandVersion.line(for: .terminal) == "alert \(CommandVersion.current)\n")
        #expect(CommandVersion.line(for: .desktop) == "alert-gtk \(CommandVersion.current)\n")
    }

    @Test func theVersionIsMajorMinorPatch() {
        let parts = CommandVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
    }
}
