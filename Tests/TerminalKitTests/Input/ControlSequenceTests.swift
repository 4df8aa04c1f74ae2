import Testing

@testable import TerminalKit

@Suite struct ControlSequenceTests {
    private func sequence(_ body: String, final: Character = "m") -> ControlSequence {
        ControlSequence(introducer: .csi, body: Array(body.utf8)[...], final: final.asciiValue!)
    }

    @Test func splitsParametersMarkerAndIntermediates() {
        let report = sequence("?2026;2$", final: "y")
        #expect(report.privateMarker == UInt8(ascii: "?"))
        #expect(report.parameters == [2026, 2])
        #expect(report.intermediates == [UInt8(ascii: "$")])
        #expect(sequence("").parameters.isEmpty)
        #expect(sequence(";5").parameters == [nil, 5])
        #expect(sequence(";5").parameter(0, default: 1) == 1)
    }

    @Test func subParametersKeepTheirFirstNumber() {
        #expect(sequence("38:2:10:20:30;1").parameters == [38, 1])
    }

    @Test func hostileNumbersAreClampedAndCountsBounded() {
        let huge = sequence(String(repeating: "9", count: 400))
        #expect(huge.parameters == [ControlSequence.maximumParameterValue])
        let many = sequence(String(repeating: "1;", count: 100))
        #expect(many.parameters.count == ControlSequence.maximumParameterCount)
    }
}
