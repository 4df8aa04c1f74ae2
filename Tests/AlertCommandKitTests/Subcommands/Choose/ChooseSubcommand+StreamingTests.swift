import Testing

@testable import AlertCommandKit

/// The count a streamed `alert choose` shows while it reads its options.
struct ChooseSubcommandStreamingTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (12_480, "12,480"),
        (1_000_000, "1,000,000"), (-4_096, "-4,096"),
    ])
    func aCountIsWrittenInGroupsOfThreeDigits(count: Int, written: String) {
        #expect(count.formattedWithGrouping == written)
    }
}
