import Testing

@testable import AlertProtocol

@Test func onlySheetsDismissOnABackgroundTapByTheirStyle() {
    #expect(AlertStyle.actionSheet.dismissesOnBackgroundTap)
    #expect(!AlertStyle.alert.dismissesOnBackgroundTap)
}
