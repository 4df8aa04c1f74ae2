import AlertProtocol
import Testing

@testable import AlertQueue

@MainActor
@Suite struct QueuedAlertTableTests {
    private func entry(for alert: PlainAlert, ticket: UInt64) -> QueuedAlert {
        QueuedAlert(
            ticket: AlertTicket(rawValue: ticket), alert: alert, options: AlertOptions(),
            completion: nil)
    }

    @Test func findsReplacesAndRemovesByTheAlertsIdentity() {
        var table = QueuedAlertTable()
        let alert = PlainAlert()
        let id = ObjectIdentifier(alert)
        #expect(table[id] == nil)
        table.remove(id)
        let first = entry(for: alert, ticket: 1)
        table.insert(first)
        #expect(table[id] === first && table.count == 1)
        let second = entry(for: alert, ticket: 2)
        table.insert(second)
        #expect(table[id] === second && table.count == 1, "one entry per alert")
        table.remove(id)
        #expect(table[id] == nil && table.count == 0)
    }

    /// Random insertions and removals against a dictionary, across many growths, so that
    /// backward shifts run over wrapped and colliding runs. With a small `cap`, most
    /// distances are past what a tag tells, so lookups and shifts read them from the entries.
    @Test(arguments: [254, 3, 1])
    func agreesWithADictionaryOverRandomOperations(cap: Int) {
        let seed: UInt64 = 42
        var generator = SplitMix64(seed: seed)
        var table = QueuedAlertTable(cap: cap)
        var model: [ObjectIdentifier: QueuedAlert] = [:]
        let alerts = (0..<600).map { _ in PlainAlert() }
        for step in 0..<20_000 {
            let alert = alerts.randomElement(using: &generator)!
            let id = ObjectIdentifier(alert)
            if Int.random(in: 0..<3, using: &generator) == 0 {
                table.remove(id)
                model[id] = nil
            } else {
                let made = entry(for: alert, ticket: UInt64(step))
                table.insert(made)
                model[id] = made
            }
            if step % 97 == 0 {
                let agrees = alerts.allSatisfy {
                    table[ObjectIdentifier($0)] === model[ObjectIdentifier($0)]
                }
                #expect(agrees, "seed \(seed), cap \(cap), step \(step)")
                #expect(table.count == model.count, "seed \(seed), cap \(cap), step \(step)")
                if !agrees { return }
            }
        }
    }
}
