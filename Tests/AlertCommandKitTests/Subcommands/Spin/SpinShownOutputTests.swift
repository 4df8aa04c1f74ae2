import Testing

@testable import AlertCommandKit

@Suite struct SpinShownOutputTests {
    @Test func thePartShownFollowsTheStatus() {
        let shown = SpinShownOutput(onSuccess: .standardOutput, onFailure: .everything)
        #expect(shown.part(forStatus: 0) == .standardOutput)
        #expect(shown.part(forStatus: 1) == .everything)
        #expect(shown.part(forStatus: 130) == .everything)
        #expect(SpinShownOutput.nothing.part(forStatus: 0) == .nothing)
        #expect(SpinShownOutput.everything.part(forStatus: 2) == .everything)
    }

    @Test func eachPartShownAfterSomeStatusIsKeptOnce() {
        #expect(SpinShownOutput.nothing.kept.isEmpty)
        #expect(SpinShownOutput.everything.kept == [.everything])
        #expect(
            SpinShownOutput(onSuccess: .standardError, onFailure: .everything).kept
                == [.standardError, .everything])
        #expect(
            SpinShownOutput(onSuccess: .standardOutput, onFailure: .nothing).kept
                == [.standardOutput])
    }
}
