import Testing

@testable import AlertCommandKit

/// Go's `time.ParseDuration`, which kong uses for gum's `--timeout` (choose/options.go and
/// every prompt's `Timeout time.Duration`).
struct GumDurationTests {
    @Test(arguments: [
        ("1s", 1e9), ("500ms", 5e8), ("2m", 120e9), ("1h30m", 5_400e9), ("1.5s", 1.5e9),
        (".5s", 5e8), ("-1s", -1e9), ("+2s", 2e9), ("0", 0), ("1us", 1e3), ("1µs", 1e3),
        ("3ns", 3), ("1m30.5s", 90.5e9),
    ])
    func goDurationsRead(_ text: String, _ nanoseconds: Double) {
        #expect(GumDuration.nanoseconds(text) == nanoseconds)
    }

    @Test(arguments: ["", "1", "s", "1x", "1..5s", "1s2", "-", ".s", "1 s", "1S", "5 m"])
    func whatGoRefusesIsRefused(_ text: String) {
        #expect(GumDuration.nanoseconds(text) == nil)
    }

    @Test func millisecondsRoundUpSoAShortWaitIsNeverNone() {
        #expect(GumDuration.milliseconds("1ns") == 1)
        #expect(GumDuration.milliseconds("1500us") == 2)
        #expect(GumDuration.milliseconds("2s") == 2_000)
        #expect(GumDuration.milliseconds("0") == 0)
    }
}
