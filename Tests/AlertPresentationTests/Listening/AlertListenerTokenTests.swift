import Testing

@testable import AlertPresentation

@MainActor
@Suite struct AlertListenerTokenTests {
    @Test func aTokenRemovesItsListenerOnceWhenCancelledOrReleased() {
        var removals = 0
        let token = AlertListenerToken { removals += 1 }
        token.cancel()
        token.cancel()
        #expect(removals == 1, "a second cancel does nothing")
        var released: AlertListenerToken? = AlertListenerToken { removals += 1 }
        #expect(released != nil)
        released = nil
        #expect(removals == 2, "releasing the token removes its listener")
    }
}
