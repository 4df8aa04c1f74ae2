import Testing

@testable import AlertStyles

@MainActor
@Suite struct InstantAlertAnimatorTests {
    @Test func bothAnimationsCompleteAtOnceAndAreCounted() {
        let animator = InstantAlertAnimator()
        let view = AlertView()
        var completed: [String] = []
        animator.animateShow(view, timing: view.theme.timing) { completed.append("show") }
        #expect(completed == ["show"], "before the call returns")
        animator.animateDismiss(view, timing: view.theme.timing) { completed.append("dismiss") }
        #expect(completed == ["show", "dismiss"])
        #expect(animator.showCount == 1)
        #expect(animator.dismissCount == 1)
    }

    @Test func aViewRunsItsAnimatorsAnimations() {
        let animator = InstantAlertAnimator()
        let view = AlertView()
        view.animator = animator
        var completed = 0
        view.showAnimation { completed += 1 }
        view.dismissAnimation { completed += 1 }
        #expect(completed == 2)
        #expect(animator.showCount == 1)
        #expect(animator.dismissCount == 1)
    }
}
