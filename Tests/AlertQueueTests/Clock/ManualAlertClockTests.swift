import Testing

@testable import AlertQueue

@MainActor
@Suite struct ManualAlertClockTests {
    @Test func nothingRunsUntilAdvanced() {
        let clock = ManualAlertClock()
        var ran = false
        clock.schedule(after: .zero) { ran = true }
        #expect(!ran)
        #expect(clock.pendingCount == 1)
        clock.advance(by: .zero)
        #expect(ran)
        #expect(clock.pendingCount == 0)
    }

    @Test func runsInDeadlineOrderTiesInSchedulingOrder() {
        let clock = ManualAlertClock()
        var log: [String] = []
        clock.schedule(after: .seconds(2)) { log.append("b@\(clock.now)") }
        clock.schedule(after: .seconds(1)) { log.append("a@\(clock.now)") }
        clock.schedule(after: .seconds(2)) { log.append("c@\(clock.now)") }
        clock.schedule(after: .seconds(5)) { log.append("late") }
        #expect(clock.advance(by: .seconds(3)) == 3)
        #expect(log == ["a@1.0 seconds", "b@2.0 seconds", "c@2.0 seconds"])
        #expect(clock.now == .seconds(3))
        #expect(clock.nextDeadline == .seconds(5))
    }

    @Test func workScheduledDuringAdvanceRunsIfDue() {
        let clock = ManualAlertClock()
        var log: [Duration] = []
        clock.schedule(after: .seconds(1)) {
            log.append(clock.now)
            clock.schedule(after: .seconds(1)) { log.append(clock.now) }
            clock.schedule(after: .seconds(5)) { log.append(clock.now) }
        }
        clock.advance(by: .seconds(3))
        #expect(log == [.seconds(1), .seconds(2)])
        clock.advance(by: .seconds(3))
        #expect(log == [.seconds(1), .seconds(2), .seconds(6)])
    }

    @Test func cancelPreventsWork() {
        let clock = ManualAlertClock()
        var ran = 0
        let token = clock.schedule(after: .seconds(1)) { ran += 1 }
        clock.schedule(after: .seconds(1)) { ran += 10 }
        clock.cancel(token)
        clock.cancel(token)
        clock.advance(by: .seconds(1))
        #expect(ran == 10)
    }

    @Test func negativeDelaysAndIntervalsCountAsZero() {
        let clock = ManualAlertClock()
        var ran = false
        clock.schedule(after: .seconds(-4)) { ran = true }
        clock.advance(by: .seconds(-1))
        #expect(ran)
        #expect(clock.now == .zero)
    }

    @Test func runUntilIdleRunsEverything() {
        let clock = ManualAlertClock()
        var count = 0
        func chain() {
            count += 1
            if count < 5 { clock.schedule(after: .milliseconds(10), chain) }
        }
        clock.schedule(after: .milliseconds(10), chain)
        #expect(clock.runUntilIdle() == 5)
        #expect(count == 5)
        #expect(clock.now == .milliseconds(50))
    }
}

@MainActor
@Suite struct DispatchAlertClockTests {
    @Test func tellsTimeAndHandsOutDistinctTokens() {
        let clock = DispatchAlertClock()
        let first = clock.now
        #expect(first >= .zero)
        let a = clock.schedule(after: .seconds(3600)) {}
        let b = clock.schedule(after: .seconds(3600)) {}
        #expect(a != b)
        clock.cancel(a)
        clock.cancel(b)
        #expect(clock.now >= first)
    }
}
