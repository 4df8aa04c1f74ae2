import Testing

@testable import AlertProtocol

@Test func levelsStackAsUIKitNumbersThem() {
    #expect(AlertWindowLevel.normal < .statusBar)
    #expect(AlertWindowLevel.statusBar < .alert)
    #expect(AlertWindowLevel.alert.rawValue == 2000)
}
