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

    @Test func ctrlAAndCtrlEAreHomeAndEndUnlessThePolicySaysOtherwise() throws {
        #expect(AlertStandardKeyPolicy().meaning(of: .control("a")) == .home)
        #expect(AlertStandardKeyPolicy().meaning(of: .control("e")) == .end)
        #expect(AlertStandardKeyPolicy().meaning(of: .control("x")) == .control("x"))
        let field = try TextFieldItem(text: "ab")
        let alert = ButtonsAlert(.alert, [field, ButtonItem(title: "OK", actionIndex: 0)])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.focusItem(at: 0))
        // A policy that leaves them as they came still has them mean Home and End.
        interaction.keyPolicy = SwappedEnter()
        #expect(interaction.handle(.control("a")))
        #expect(field.cursor == 0)
        #expect(interaction.handle(.control("e")))
        #expect(field.cursor == 2)
        #expect(!interaction.handle(.control("x")), "no other letter does anything")
    }
}
