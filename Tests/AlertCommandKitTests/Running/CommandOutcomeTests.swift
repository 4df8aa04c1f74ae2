import Testing

@testable import AlertCommandKit

struct CommandOutcomeTests {
    @Test func exitStatusesFollowGum() {
        #expect(CommandOutcome.accepted(answer: "b").exitStatus == 0)
        #expect(CommandOutcome.accepted(answer: nil).exitStatus == 0)
        #expect(CommandOutcome.declined.exitStatus == 1)
        #expect(CommandOutcome.interrupted.exitStatus == 130)
        #expect(CommandOutcome.failed("no room").exitStatus == 2)
    }

    @Test func onlyAnAnswerIsPrintedWithANewline() {
        #expect(CommandOutcome.accepted(answer: "王小明").standardOutput == "王小明\n")
        #expect(CommandOutcome.accepted(answer: "").standardOutput == "\n")
        #expect(CommandOutcome.accepted(answer: nil).standardOutput == "")
        #expect(CommandOutcome.declined.standardOutput == "")
        #expect(CommandOutcome.interrupted.standardOutput == "")
        #expect(CommandOutcome.failed("x").standardOutput == "")
    }
}
