import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// An alert that owns no interaction and can be told to fail its own reload.
@MainActor
final class ReloadingAlert: AlertPresentable {
    var isVisible = false
    struct Failure: Error {}
    let style = AlertStyle.alert
    var items: [any AlertItem] = [
        TitleItem("Kept?"), ButtonItem(title: "OK", role: .cancel, actionIndex: 0),
    ]
    var failure: (any Error)?

    func reloadData() throws { if let failure { throw failure } }
}

@MainActor
@Suite struct AlertInteractionRegistryTests {
    func layout(
        _ alert: ReloadingAlert, in registry: AlertInteractionRegistry, size: CGSize
    ) throws {
        try registry.layout(
            alert, environment: .standard, container: AlertContainer(size: size),
            eventHandler: nil, isAttached: false)
    }

    @Test func anAlertWithNoRoomKeepsItsInteractionToWaitOnScreen() throws {
        let registry = AlertInteractionRegistry()
        let alert = ReloadingAlert()
        let interaction = registry.interaction(
            for: alert, environment: .standard, eventHandler: nil)
        #expect(interaction.focusNext() || interaction.focusedTarget != nil)
        let focus = interaction.focusedTarget
        let error = #expect(throws: AlertNoRoomError.self) {
            try layout(alert, in: registry, size: CGSize(width: 1, height: 1))
        }
        #expect(error?.shortage == .noWidthInsideMargins, "why, typed")
        #expect(error.map(String.init(describing:))?.hasPrefix("invalidContainer(") == true)
        let again = registry.interaction(for: alert, environment: .standard, eventHandler: nil)
        #expect(again === interaction)
        #expect(again.focusedTarget == focus)
    }

    @Test func anAlertThatFailsOtherwiseIsForgotten() throws {
        let registry = AlertInteractionRegistry()
        let alert = ReloadingAlert()
        let interaction = registry.interaction(
            for: alert, environment: .standard, eventHandler: nil)
        alert.failure = ReloadingAlert.Failure()
        #expect(throws: ReloadingAlert.Failure.self) {
            try layout(alert, in: registry, size: CGSize(width: 375, height: 667))
        }
        let again = registry.interaction(for: alert, environment: .standard, eventHandler: nil)
        #expect(again !== interaction)
    }
}
