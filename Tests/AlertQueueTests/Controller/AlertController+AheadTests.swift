import AlertProtocol
import Testing

@testable import AlertQueue

/// Alerts shown from the work of another alert go ahead of it: they interrupt it on screen,
/// wait ahead of it in the queue, and queue as usual once it has gone.
@MainActor
@Suite struct AlertControllerAheadTests {
    @Test func aQuestionFromTheWorkInterruptsItsAlertWhichComesBackAfterwards() {
        let h = Harness()
        let work = TestAlert("work")
        let tw = h.show(work)
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == question)
        #expect(h.events.contains(.willSuspend(tw)) && h.events.contains(.didSuspend(tw)))
        #expect(h.reason(tw) == nil, "stepped aside, not dismissed")
        h.controller.dismiss()
        #expect(h.reason(question) == .programmatic)
        #expect(h.controller.currentTicket == tw, "the work's alert is back")
        #expect(h.controller.currentAlert === work)
    }

    @Test func aQuestionShownWithoutTheWorkWaitsItsTurn() {
        let h = Harness()
        let work = TestAlert("work")
        let tw = h.show(work)
        let other = h.show(TestAlert("other"))
        #expect(h.controller.currentTicket == tw && h.controller.queuedCount == 1)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == other)
    }

    @Test func aQuestionFromQueuedWorkWaitsAheadOfIt() {
        let h = Harness()
        let first = h.show(TestAlert("first"))
        let work = TestAlert("work")
        let tw = h.show(work)
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == first, "nothing else is interrupted")
        h.controller.dismiss()
        #expect(h.controller.currentTicket == question)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == tw)
    }

    @Test func aQuestionAheadOfWorkInTheExpressLaneGoesFirstToo() {
        let h = Harness()
        let first = h.show(TestAlert("first"))
        let work = TestAlert("work")
        let tw = h.show(work, .init(interruptsCurrent: true))
        #expect(h.controller.currentTicket == tw)
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == question)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == tw)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == first)
    }

    @Test func onceTheWorksAlertHasGoneQuestionsQueueAsUsual() {
        let h = Harness()
        let work = TestAlert("work")
        let tw = h.show(work)
        h.controller.dismiss()
        #expect(h.reason(tw) == .programmatic)
        let visible = h.show(TestAlert("visible"))
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == visible && h.reason(question) == nil)
        #expect(h.controller.queuedCount == 1)
    }

    @Test func aQuestionWhileTheWorksAlertIsLeavingForAnotherWaitsItsTurn() {
        let h = Harness()
        let work = TestAlert("work", animationDelay: .seconds(1), clock: h.clock)
        let tw = h.show(work)
        h.clock.advance(by: .seconds(1))
        h.controller.dismiss()
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == tw, "still leaving")
        h.clock.advance(by: .seconds(1))
        #expect(h.reason(tw) == .programmatic)
        #expect(h.controller.currentTicket == question)
    }

    @Test func aTaskStartedByTheWorkAsksAheadToo() async {
        let h = Harness()
        let work = TestAlert("work")
        let tw = h.show(work)
        let asking = AlertController.showingAhead(of: work) {
            Task { @MainActor in await h.controller.present(TestAlert("question")) }
        }
        #expect(await yield(until: { h.controller.currentTicket != tw }))
        #expect(h.controller.isVisible && h.controller.currentTicket != tw)
        h.controller.dismiss()
        #expect(await asking.value.reason == .programmatic)
        #expect(h.controller.currentTicket == tw)
    }

    @Test func aQuestionFromQueuedWorkNeverGoesAheadOfAHigherPriority() {
        let h = Harness()
        let first = h.show(TestAlert("first"))
        let urgent = h.show(TestAlert("urgent"), .init(priority: .high))
        let work = TestAlert("work")
        let tw = h.show(work)
        let question = AlertController.showingAhead(of: work) { h.show(TestAlert("question")) }
        #expect(h.controller.currentTicket == first)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == urgent, "the higher priority first, as ever")
        h.controller.dismiss()
        #expect(h.controller.currentTicket == question)
        h.controller.dismiss()
        #expect(h.controller.currentTicket == tw)
    }

    @Test func aQuestionThatReplacesAnAlertBehindTheWorkStillGoesAheadOfIt() {
        let h = Harness()
        let work = TestAlert("work")
        let tw = h.show(work)
        let old = h.show(TestAlert("old"), .init(id: "ask"))
        let question = AlertController.showingAhead(of: work) {
            h.show(TestAlert("question"), .init(id: "ask", duplicatePolicy: .replace))
        }
        #expect(h.reason(old) == .replaced)
        #expect(h.controller.currentTicket == question, "not behind the work it serves")
        h.controller.dismiss()
        #expect(h.controller.currentTicket == tw)
    }
}
