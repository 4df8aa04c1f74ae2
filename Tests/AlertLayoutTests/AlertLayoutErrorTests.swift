import Testing

@testable import AlertLayout

@Suite struct AlertLayoutErrorTests {
    @Test func errorsCompareByCaseAndPayload() {
        #expect(AlertLayoutError.noItems == .noItems)
        #expect(
            AlertLayoutError.invalidItem(index: 1, reason: "a")
                != .invalidItem(index: 2, reason: "a"))
        #expect(AlertLayoutError.invalidContainer("x") != .invalidContainer("y"))
        let error: any Error = AlertLayoutError.noItems
        #expect(error as? AlertLayoutError == .noItems)
    }
}
