import Testing

@testable import AlertPresentation

@Test func eachTextRoleReadsItsOwnSize() {
    let sizes = AlertTextSizes(title: 1, message: 2, button: 3, caption: 4, field: 5)
    #expect(AlertTextRole.allCases.map { sizes.size(for: $0) }.sorted() == [1, 2, 3, 4, 5])
    #expect(sizes.size(for: .title) == 1)
    #expect(sizes.size(for: .message) == 2)
    #expect(sizes.size(for: .button) == 3)
    #expect(sizes.size(for: .caption) == 4)
    #expect(sizes.size(for: .field) == 5)
}
