import AlertStylesTestSupport
import Testing

@testable import AlertStyles

@MainActor @Test func theDefaultButtonLeadsInASheetAndClosesAnAlert() {
    let buttons = {
        [
            ButtonItem(title: "Delete", role: .destructive, actionIndex: 0),
            ButtonItem(title: "Archive", actionIndex: 1),
            ButtonItem(title: "Share", actionIndex: 2),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 3),
        ]
    }
    let sheet = makeView(.actionSheet, buttons())
    #expect(sheet.defaultButton?.title == "Archive")
    #expect(sheet.focusedTarget == AlertFocusTarget(item: 1))
    let alert = makeView(.alert, buttons())
    #expect(alert.defaultButton?.title == "Share")
    #expect(alert.focusedTarget == AlertFocusTarget(item: 2))
}
