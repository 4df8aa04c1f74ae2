import Testing

@testable import AlertCommandKit

struct LogToolErrorTests {
    // log's level.go: fmt.Errorf("%w: %q", ErrInvalidLevel, level).
    @Test func messageQuotesTheLevel() {
        #expect(
            LogToolError.invalidMinimumLevel("lo\"ud").description == #"invalid level: "lo\"ud""#)
    }
}
