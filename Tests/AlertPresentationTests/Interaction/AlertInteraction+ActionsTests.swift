import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

extension AlertInteractionTests {
    @Test func enterEscAndClicksAnswerThroughTheEventHandler() {
        let (alert, interaction, handler) = make()
        #expect(interaction.handle(.enter), "Enter on a field activates the default action")
        #expect(interaction.handle(.escape), "Esc activates the cancel action")
        #expect(interaction.click(itemAt: 3, at: .zero, size: .zero))
        #expect(!interaction.click(itemAt: 0, at: .zero, size: .zero), "a title is not clickable")
        #expect(handler.events == [.action(index: 1), .action(index: 0), .action(index: 1)])
        #expect(interaction.defaultAction === alert.send)
        #expect(interaction.cancelAction === alert.later)
    }

    /// An alert of buttons only, in `style`.
    final class ButtonsAlert: AlertPresentable {
        var isVisible = false
        let style: AlertStyle
        var items: [any AlertItem]

        init(_ style: AlertStyle, _ items: [any AlertItem]) {
            self.style = style
            self.items = items
        }
    }

    @Test func theDefaultActionIsTheLastEnabledDefaultInAnAlertAndTheFirstInASheet() {
        let first = ButtonItem(title: "First", actionIndex: 0)
        let cancel = ButtonItem(title: "Cancel", role: .cancel, actionIndex: 1)
        let delete = ButtonItem(title: "Delete", role: .destructive, actionIndex: 2)
        let last = ButtonItem(title: "Last", actionIndex: 3)
        let off = ButtonItem(title: "Off", actionIndex: 4, isEnabled: false)
        let items: [any AlertItem] = [first, cancel, delete, last, off]
        let alert = ButtonsAlert(.alert, items)
        let sheet = ButtonsAlert(.actionSheet, items)
        #expect(AlertInteraction(alert: alert).defaultAction === last)
        #expect(AlertInteraction(alert: sheet).defaultAction === first)
        #expect(AlertInteraction(alert: alert).cancelAction === cancel)
        let noDefault = ButtonsAlert(.alert, [cancel, delete])
        #expect(AlertInteraction(alert: noDefault).defaultAction == nil)
    }

    @Test func theEnterActionIndexNamesTheDefaultActionWhenItCan() {
        let ok = ButtonItem(title: "OK", actionIndex: 1)
        let cancel = ButtonItem(title: "Cancel", actionIndex: 0)
        let off = ButtonItem(title: "Off", actionIndex: 2, isEnabled: false)
        let alert = ButtonsAlert(.alert, [ok, cancel, off])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.defaultAction === cancel, "the last default-role button, at first")
        interaction.enterActionIndex = 1
        #expect(interaction.defaultAction === ok)
        interaction.enterActionIndex = 2
        #expect(interaction.defaultAction === cancel, "a disabled action is never the default")
    }

    @Test func anIndexSharedByTwoActionsFindsTheEnabledOne() {
        let off = ButtonItem(title: "Off", actionIndex: 1, isEnabled: false)
        let on = ButtonItem(title: "On", actionIndex: 1)
        let alert = ButtonsAlert(.alert, [off, on])
        let interaction = AlertInteraction(alert: alert)
        #expect(interaction.action(index: 1) === on)
        #expect(interaction.action(index: 2) == nil)
        #expect(interaction.actionItems.count == 2)
    }

    @Test func activateRefusesADisabledOrForeignActionAndOneNobodyPresents() {
        let on = ButtonItem(title: "On", actionIndex: 0)
        let off = ButtonItem(title: "Off", actionIndex: 1, isEnabled: false)
        let alert = ButtonsAlert(.alert, [on, off])
        let interaction = AlertInteraction(alert: alert)
        #expect(!interaction.activate(on), "no controller presents the alert")
        let handler = RecordingEventHandler()
        interaction.presenterEventHandler = handler
        #expect(!interaction.activate(off))
        #expect(!interaction.activate(ButtonItem(title: "Elsewhere", actionIndex: 0)))
        #expect(interaction.activate(on))
        #expect(handler.events == [.action(index: 0)])
    }

    @Test func aControlRunsAtOnceAndAsksForARedraw() {
        var ran = 0
        let control = ButtonItem(title: "More", actionIndex: 5, dismissesAlert: false) {
            ran += 1
        }
        let alert = ButtonsAlert(.alert, [control])
        let interaction = AlertInteraction(alert: alert)
        var redraws = 0
        let listening = interaction.addDisplayListener { redraws += 1 }
        defer { listening.cancel() }
        #expect(interaction.performControlAction(5))
        #expect(!interaction.performControlAction(6))
        #expect(ran == 1)
        #expect(redraws == 1)
    }

    @Test func escWithoutACancelActionDismissesOnlyWhereABackgroundTapWould() {
        let handler = RecordingEventHandler()
        let sheet = ButtonsAlert(.actionSheet, [ButtonItem(title: "One", actionIndex: 0)])
        let alert = ButtonsAlert(.alert, [ButtonItem(title: "One", actionIndex: 0)])
        for presented in [sheet, alert] {
            let interaction = AlertInteraction(alert: presented)
            interaction.presenterEventHandler = handler
            #expect(interaction.cancel() == (presented === sheet))
        }
        #expect(handler.events == [.dismiss(.backgroundTap)])
    }
}
