import Testing

@testable import AlertProtocol

/// An alert that writes only what `AlertPresentable` asks for without a default: its
/// style, its items and where the controller keeps whether it is visible.
@MainActor
private final class SlimAlert: AlertPresentable {
    let style = AlertStyle.alert
    var isVisible = false
    var items: [any AlertItem] = []
}

@MainActor @Test func aSlimAlertReloadsWithoutThrowingByDefault() throws {
    let alert = SlimAlert()
    try alert.reloadData()
    #expect(alert.items.isEmpty)
    var shown = 0
    alert.showAnimation { shown += 1 }
    alert.dismissAnimation { shown += 1 }
    #expect(shown == 2, "no animation of its own: both complete at once")
}
