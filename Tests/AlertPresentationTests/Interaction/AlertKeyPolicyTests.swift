import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// What a key means before the alert's items see it (``AlertKeyPolicy/meaning(of:)``).
extension AlertInteractionTests {
    /// A policy that gives Enter and a line feed each other's meanings.
    struct SwappedEnter: AlertKeyPolicy {
        func meaning(of key: AlertKeyInput) -> AlertKeyInput {
            switch key {
            case .enter: .escape
            case .lineFeed: .enter
            default: key
            }
        }
    }

    @Test func aLineFeedIsEnterUnlessThePolicySaysOtherwise() {
        #expect(AlertStandardKeyPolicy().meaning(of: .lineFeed) == .enter)
        #expect(AlertStandardKeyPolicy().meaning(of: .tab) == .tab)
        let (alert, interaction, handler) = make()
        defer { withExtendedLifetime(alert) {} }
        #expect(interaction.handle(.lineFeed), "a line feed activates the default action")
        interaction.keyPolicy = SwappedEnter()
        #expect(interaction.handle(.enter), "Enter means Esc now: the cancel action")
        #expect(interaction.handle(.lineFeed))
        #expect(handler.events == [.action(index: 1), .action(index: 0), .action(index: 1)])
    }
}
