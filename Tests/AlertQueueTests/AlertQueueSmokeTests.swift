import Testing

@testable import AlertQueue

@Test func reexportsTheVocabulary() {
    #expect(AlertContainer(size: .init(width: 3, height: 4)).size.width == 3)
}
