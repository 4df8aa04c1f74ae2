import AlertProtocol
import Testing

@testable import AlertQueue

@MainActor
@Suite struct QueuedAlertTests {
    private func entry(_ options: AlertOptions = AlertOptions()) -> QueuedAlert {
        QueuedAlert(
            ticket: AlertTicket(rawValue: 1), alert: PlainAlert(), options: options,
            completion: nil)
    }

    @Test func aHandleComesBackAsItWasSetWhateverTheFlags() {
        let queued = entry()
        #expect(queued.handle == nil && !queued.isExpress && !queued.isResolved)
        let keys = [0, 1, -1, 12_345, -98_765, (1 << 47) - 1, -(1 << 47)]
        for lane in 0..<4 {
            for key in keys {
                let flags = [(false, false), (true, false), (false, true), (true, true)]
                for (express, resolved) in flags {
                    queued.isExpress = express
                    queued.isResolved = resolved
                    let handle = AlertPriorityQueue<QueuedAlert>.Handle(lane: lane, key: key)
                    queued.handle = handle
                    #expect(queued.handle == handle, "lane \(lane), key \(key)")
                    #expect(queued.isExpress == express && queued.isResolved == resolved)
                    queued.handle = nil
                    #expect(queued.handle == nil)
                    #expect(queued.isExpress == express && queued.isResolved == resolved)
                }
            }
        }
    }

    @Test func optionsOtherThanTheDefaultsAreKept() {
        let owner = PlainAlert()
        let queued = entry(
            AlertOptions(
                id: "sync", priority: .high, duration: .seconds(2), interruptsCurrent: true,
                owner: owner))
        #expect(queued.id == "sync" && queued.priority == .high && queued.interruptsCurrent)
        #expect(queued.remaining == .seconds(2) && !queued.isOwnerReleased)
        let plain = entry()
        #expect(plain.id == nil && plain.priority == .normal && !plain.interruptsCurrent)
        #expect(plain.remaining == nil && !plain.isOwnerReleased)
        plain.pendingReason = .timeout
        #expect(plain.pendingReason == .timeout && plain.priority == .normal)
    }
}
