import Testing

@testable import AlertQueue

@Suite struct AlertOptionsTests {
    @Test func defaults() {
        let options = AlertOptions()
        #expect(options.id == nil)
        #expect(options.priority == .normal)
        #expect(options.duration == nil)
        #expect(options.duplicatePolicy == .ignore)
        #expect(!options.interruptsCurrent)
        #expect(options.owner == nil)
        #expect(!options.hasOwner)
        #expect(!options.isOwnerReleased)
    }

    @Test func holdsTheOwnerWeakly() {
        final class Owner {}
        var options = AlertOptions(id: "x")
        do {
            let owner = Owner()
            options = AlertOptions(id: "x", owner: owner)
            #expect(options.owner === owner)
            #expect(!options.isOwnerReleased)
        }
        #expect(options.owner == nil)
        #expect(options.hasOwner)
        #expect(options.isOwnerReleased)
        options.owner = nil
        #expect(!options.isOwnerReleased)
    }

    @Test func negativeDurationsCountAsZero() {
        var options = AlertOptions(duration: .seconds(-3))
        #expect(options.duration == .zero)
        options.duration = .seconds(-1)
        #expect(options.duration == .zero)
        options.duration = .seconds(2)
        #expect(options.duration == .seconds(2))
    }

    @Test func prioritiesAreOrdered() {
        #expect(AlertPriority.allCases == [.low, .normal, .high, .critical])
        #expect(AlertPriority.allCases.sorted(by: >) == [.critical, .high, .normal, .low])
        #expect(AlertPriority.low < .normal)
    }

    @Test func ticketsOrderAndPrint() {
        #expect(AlertTicket(rawValue: 1) < AlertTicket(rawValue: 2))
        #expect(AlertTicket(rawValue: 7).description == "#7")
    }
}
