import Testing

@testable import AlertProtocol

/// An alert that writes only what `AlertPresentable` asks for: its style and its items.
@MainActor
private final class SlimAlert: AlertPresentable {
    let style = AlertStyle.alert
    var items: [any AlertItem] = []
}

@MainActor @Test func aSlimAlertReloadsWithoutThrowingByDefault() throws {
    let alert = SlimAlert()
    try alert.reloadData()
    #expect(alert.items.isEmpty)
    #expect(!(alert is any AlertAnimated), "animation is opt-in")
}
