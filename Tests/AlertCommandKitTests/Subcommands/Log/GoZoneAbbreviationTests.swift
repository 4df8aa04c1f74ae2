import Testing

@testable import AlertCommandKit

struct GoZoneAbbreviationTests {
    /// A TZif version 1 file: one transition at 1000 s from type 0 (`AAA`, UTC) to type 1
    /// (`BBB`, +1 h, daylight saving), followed by `footer` when given.
    static func zoneFile(footer: String? = nil) -> [UInt8] {
        func int32(_ value: Int32) -> [UInt8] {
            withUnsafeBytes(of: value.bigEndian) { Array($0) }
        }
        var bytes = Array("TZif".utf8) + [0] + Array(repeating: 0, count: 15)
        bytes += [0, 0, 0, 1, 2, 8].flatMap { int32($0) }
        bytes += int32(1000) + [1]
        bytes += int32(0) + [0, 0] + int32(3600) + [1, 4]
        bytes += Array("AAA\u{0}BBB\u{0}".utf8)
        if let footer { bytes += Array("\n\(footer)\n".utf8) }
        return bytes
    }

    // Go's time/zoneinfo_read.go: the type in force at the date, the first standard type
    // before the first transition.
    @Test func readsTheTypeInForce() {
        let file = Self.zoneFile()
        #expect(GoZoneAbbreviation.abbreviation(in: file, at: 500, daylightSaving: false) == "AAA")
        #expect(GoZoneAbbreviation.abbreviation(in: file, at: 2000, daylightSaving: true) == "BBB")
        #expect(
            GoZoneAbbreviation.abbreviation(in: Array("nope".utf8), at: 0, daylightSaving: false)
                == nil)
    }

    // Go's tzset: past the last transition the rule after the data names the zone.
    @Test func readsTheRuleAfterTheLastTransition() {
        let file = Self.zoneFile(footer: "EST5EDT,M3.2.0,M11.1.0")
        #expect(GoZoneAbbreviation.abbreviation(in: file, at: 2000, daylightSaving: false) == "EST")
        #expect(GoZoneAbbreviation.abbreviation(in: file, at: 2000, daylightSaving: true) == "EDT")
        #expect(GoZoneAbbreviation.ruleNames("<+0530>-5:30")! == ("+0530", nil))
        #expect(GoZoneAbbreviation.ruleNames("CET-1CEST,M3.5.0,M10.5.0/3")! == ("CET", "CEST"))
    }
}
