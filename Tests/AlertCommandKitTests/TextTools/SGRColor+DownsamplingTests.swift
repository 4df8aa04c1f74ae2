import Testing

@testable import AlertCommandKit

/// Colours converted for fewer colours, as colorprofile's Profile.Convert converts them.
struct SGRColorDownsamplingTests {
    /// x/ansi: color.go Convert256 — a colour on the 6×6×6 cube is its entry.
    @Test func cubeColoursAreTheirEntry() {
        #expect(SGRColor.nearestIndexed(255, 0, 255) == 201)
        #expect(SGRColor.nearestIndexed(0xff, 0x87, 0xd7) == 212)
        #expect(SGRColor.nearestIndexed(0, 0, 0) == 16)
    }

    /// x/ansi: color.go Convert256 — a grey of the ramp beats the cube (HSLuv distance).
    @Test func greysGoToTheRamp() {
        #expect(SGRColor.nearestIndexed(128, 128, 128) == 244)
        #expect(SGRColor.nearestIndexed(0x08, 0x08, 0x08) == 232)
        #expect(SGRColor.nearestIndexed(0xee, 0xee, 0xee) == 255)
    }

    /// x/ansi: color.go Convert256 — off the cube, the nearest entry in HSLuv.
    @Test func offCubeColoursGoToTheNearestEntry() {
        // #fe0000 is nearer the cube's pure red than any grey.
        #expect(SGRColor.nearestIndexed(0xfe, 0, 0) == 196)
        // #5f5f60: one off the cube's grey 59, which wins over ramp grey 241 (#626262).
        #expect(SGRColor.nearestIndexed(0x5f, 0x5f, 0x60) == 59)
    }

    /// colorprofile: profile.go Convert — per profile.
    @Test func conversionPerProfile() {
        #expect(SGRColor.rgb(255, 0, 0).converted(to: .trueColor) == .rgb(255, 0, 0))
        #expect(SGRColor.rgb(255, 0, 0).converted(to: .ansi256) == .indexed(196))
        #expect(SGRColor.rgb(255, 0, 0).converted(to: .ansi16) == .basic(9))
        #expect(SGRColor.indexed(212).converted(to: .ansi16) == .basic(9))
        #expect(SGRColor.indexed(244).converted(to: .ansi16) == .basic(7))
        #expect(SGRColor.indexed(3).converted(to: .ansi16) == .basic(3))
        #expect(SGRColor.basic(5).converted(to: .ansi256) == .basic(5))
        #expect(SGRColor.basic(5).converted(to: .ascii) == nil)
        #expect(SGRColor.indexed(212).converted(to: .noTTY) == nil)
    }
}
