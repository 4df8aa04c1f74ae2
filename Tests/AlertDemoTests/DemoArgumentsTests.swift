import Testing

@testable import AlertDemoKit

@Suite struct DemoArgumentsTests {
    @Test func noArgumentsMeansInteractive() throws {
        #expect(try DemoArguments.parse([]) == DemoArguments(mode: .interactive))
    }
}
