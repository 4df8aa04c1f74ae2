import Foundation
import Testing

@testable import AlertProtocol

/// An interactive alert with nothing but the required members, to check the defaults.
@MainActor
private final class MinimalInteractiveAlert: AlertInteractive {
    var isVisible = false
    let style: AlertStyle
    var items: [any AlertItem] = []
    weak var eventHandler: (any AlertEventHandler)?

    init(style: AlertStyle) {
        self.style = style
    }
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

/// An alert that is not interactive, so its style decides background taps.
@MainActor
private final class NonInteractiveAlert: AlertPresentable {
    var isVisible = false
    let style: AlertStyle
    var items: [any AlertItem] = []

    init(style: AlertStyle) {
        self.style = style
    }
}

/// An interactive alert that answers background taps against its style's rule.
@MainActor
private final class ContraryAlert: AlertInteractive {
    var isVisible = false
    let style: AlertStyle
    var items: [any AlertItem] = []
    weak var eventHandler: (any AlertEventHandler)?
    var dismissesOnBackgroundTap: Bool { style == .alert }

    init(style: AlertStyle) {
        self.style = style
    }
}

@MainActor @Test func backgroundTapsAskTheAlertFirstThenItsStyle() {
    #expect(NonInteractiveAlert(style: .actionSheet).backgroundTapDismisses)
    #expect(!NonInteractiveAlert(style: .alert).backgroundTapDismisses)
    #expect(ContraryAlert(style: .alert).backgroundTapDismisses)
    #expect(!ContraryAlert(style: .actionSheet).backgroundTapDismisses)
    #expect(MinimalInteractiveAlert(style: .actionSheet).backgroundTapDismisses)
}
