import Testing

@testable import AlertStyles

@Test func reexportsTheVocabulary() {
    #expect(AlertContainer(size: .init(width: 3, height: 4)).size.width == 3)
}
