import Testing

@testable import AlertCommandKit

struct LogToolOptionsLevelTests {
    // log's level.go numbers; gum's none is above them all.
    @Test func severities() {
        let ordered: [LogToolOptions.Level] = [.debug, .info, .warn, .error, .fatal, .none]
        #expect(ordered.map(\.severity) == ordered.map(\.severity).sorted())
        #expect(LogToolOptions.Level.debug.severity == -4)
    }

    // log's level.go ParseLevel: lower-cased names, none refused.
    @Test func minimumLevels() {
        #expect(LogToolOptions.Level(minimum: "Error") == .error)
        #expect(LogToolOptions.Level(minimum: "none") == nil)
        #expect(LogToolOptions.Level(minimum: "") == nil)
    }

    // gum's log/command.go: full upper-case label; log's styles.go colours; Fatal exits.
    @Test func labelsAndColours() {
        #expect(LogToolOptions.Level.warn.label == "WARN")
        #expect(LogToolOptions.Level.none.label == nil)
        #expect(LogToolOptions.Level.info.defaultColor == .indexed(86))
        #expect(LogToolOptions.Level.fatal.exitsWithFailure)
        #expect(!LogToolOptions.Level.error.exitsWithFailure)
    }
}
