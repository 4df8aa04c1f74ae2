import Foundation
import Testing

@testable import AlertProtocol

/// An interactive alert with nothing but the required members, to check the defaults.
@MainActor
private final class MinimalInteractiveAlert: AlertInteractive {
    let style: AlertStyle
    var isVisible = false
    var items: [any AlertItem] = []
    weak var eventHandler: (any AlertEventHandler)?

    init(style: AlertStyle) {
        self.style = style
    }

    func reloadData() throws {}
    func showAnimation(completion: @escaping @MainActor () -> Void) { completion() }
    func dismissAnimation(completion: @escaping @MainActor () -> Void) { completion() }
}

@MainActor @Test func interactiveDefaultsAcceptEveryActionAndHaveNoControls() {
    let alert = MinimalInteractiveAlert(style: .alert)
    for index in [-2, -1, 0, 1, 42, Int.min, Int.max] {
        #expect(alert.acceptsAction(index), "index \(index)")
        #expect(!alert.performControlAction(index), "index \(index)")
    }
}

@MainActor @Test func interactiveDefaultsDismissOnBackgroundTapOnlyForSheets() {
    #expect(!MinimalInteractiveAlert(style: .alert).dismissesOnBackgroundTap)
    #expect(MinimalInteractiveAlert(style: .actionSheet).dismissesOnBackgroundTap)
    #expect(MinimalInteractiveAlert(style: .alert).resultValues.isEmpty)
}
