import Testing

@testable import TerminalKit

@Suite struct TerminalReplyTests {
    @Test(arguments: [(0, false), (1, true), (2, true), (3, false), (4, false)])
    func synchronizedOutputSupportFollowsDECRPM(value: Int, supported: Bool) {
        #expect(
            TerminalReply.modeReport(mode: 2026, value: value).synchronizedOutputSupport
                == supported)
    }

    @Test func otherRepliesSayNothingAboutSynchronizedOutput() {
        #expect(TerminalReply.modeReport(mode: 2004, value: 1).synchronizedOutputSupport == nil)
        #expect(TerminalReply.deviceAttributes([62]).synchronizedOutputSupport == nil)
        #expect(TerminalReply.cursorPosition(row: 0, column: 0).synchronizedOutputSupport == nil)
    }
}
