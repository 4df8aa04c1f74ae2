import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// Counts how often any item is asked for its focus stops.
@MainActor
final class FocusStopsCounter {
    var reads = 0
}

/// A one-line focusable item that counts the reads of its ``focusStops``.
@MainActor
final class CountedFocusItem: AlertStyledItem, AlertFocusableItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let counter: FocusStopsCounter
    var isEnabled = true

    init(_ counter: FocusStopsCounter) { self.counter = counter }

    var focusStops: Int {
        counter.reads += 1
        return isEnabled ? 1 : 0
    }

    func updateLayout(in context: AlertItemContext) {
        alertLayout = context.fieldLineLayout()
    }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

@MainActor
private func cellView(_ items: [any AlertItem]) throws -> AlertView {
    let view = AlertView(
        style: .alert, items: items, theme: .terminal, measurer: MonospaceTextMeasurer.cells,
        metrics: .terminal)
    try view.layout(in: AlertContainer(size: CGSize(width: 100, height: 30)))
    return view
}

@MainActor @Test func aFocusMoveAsksOnlyTheItemsItPassesHoweverLongTheList() throws {
    for count in [100, 10_000] {
        let counter = FocusStopsCounter()
        let view = try cellView((0..<count).map { _ in CountedFocusItem(counter) })
        counter.reads = 0
        for _ in 0..<5 { view.handle(.tab) }
        view.handle(.backTab)
        #expect(view.focusedTarget == AlertFocusTarget(item: 4))
        // The same handful of reads for 100 items as for 10,000 (it was every item per key).
        #expect(counter.reads < 40, "\(counter.reads) reads for \(count) items")
    }
}

@MainActor @Test func aRingOutOfDateWhereAMovePassesIsRebuiltFirst() throws {
    let counter = FocusStopsCounter()
    let items = (0..<6).map { _ in CountedFocusItem(counter) }
    items[2].isEnabled = false
    let view = try cellView(items)
    #expect(view.focusedTarget == AlertFocusTarget(item: 0))
    view.handle(.tab)
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    // Enabled after the ring was built: the next Tab stops on it.
    items[2].isEnabled = true
    view.handle(.tab)
    #expect(view.focusedTarget == AlertFocusTarget(item: 2))
    // Disabled ahead of the focus: Tab passes it.
    items[3].isEnabled = false
    view.handle(.tab)
    #expect(view.focusedTarget == AlertFocusTarget(item: 4))
    // The focused item disabled: the focus leaves it before the key is handled.
    items[4].isEnabled = false
    view.handle(.backTab)
    #expect(view.focusTargets == view.focusRing.targets)
    // Wrapping from the last target to the first passes the ends of the list.
    items[0].isEnabled = false
    view.focus(AlertFocusTarget(item: 5))
    view.handle(.tab)
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
}

@MainActor @Test func homeAndEndGoToTheFirstAndTheLastAction() throws {
    let buttons = (1...1000).map { ButtonItem(title: "Option \($0)", actionIndex: $0) }
    let view = try cellView([TitleItem("Choose")] + buttons)
    view.focus(AlertFocusTarget(item: 5))
    #expect(view.handle(.end))
    #expect(view.focusedTarget == AlertFocusTarget(item: 1000))
    #expect(!view.handle(.end))
    buttons[999].isEnabled = false
    #expect(view.handle(.down) == false || view.focusedTarget != AlertFocusTarget(item: 1000))
    #expect(view.handle(.home))
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    #expect(view.handle(.end))
    #expect(view.focusedTarget == AlertFocusTarget(item: 999))
}

@MainActor @Test func initialFocusActionIndexFocusesThatActionWhateverItemItIs() throws {
    let items: [any AlertItem] = [
        LinkItem(title: "Open", actionIndex: 0),
        ButtonItem(title: "Later", role: .cancel, actionIndex: 1),
        ButtonItem(title: "Send", actionIndex: 2),
    ]
    let plain = makeView(.alert, items)
    #expect(plain.focusedTarget == AlertFocusTarget(item: 2))
    let chosen = makeView(.alert, items)
    chosen.interaction.initialFocusActionIndex = 1
    #expect(chosen.focusedTarget == AlertFocusTarget(item: 1))
    let own = makeView(.alert, items)
    own.interaction.initialFocusActionIndex = 0
    #expect(own.focusedTarget == AlertFocusTarget(item: 0))
    // A layout rebuilds the ring and keeps the choice.
    try own.layout(in: AlertContainer(size: CGSize(width: 375, height: 667)))
    #expect(own.layoutResult != nil)
    #expect(own.focusedTarget == AlertFocusTarget(item: 0))
}

@MainActor @Test func initialFocusActionIndexYieldsToAFieldAndSkipsWhatCannotBeFocused() throws {
    let field = try TextFieldItem()
    let withField = makeView(
        .alert,
        [
            field, ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    withField.interaction.initialFocusActionIndex = 0
    #expect(withField.focusedTarget == AlertFocusTarget(item: 0))
    let disabled = makeView(
        .alert,
        [
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0, isEnabled: false),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    disabled.interaction.initialFocusActionIndex = 0
    #expect(disabled.focusedTarget == AlertFocusTarget(item: 1))
    let control = makeView(
        .alert,
        [
            ButtonItem(title: "More", actionIndex: 0, dismissesAlert: false),
            ButtonItem(title: "Keep", actionIndex: 0),
            ButtonItem(title: "Send", actionIndex: 1),
        ])
    #expect(control.focusedTarget == AlertFocusTarget(item: 2))
    control.interaction.initialFocusActionIndex = 0
    #expect(control.focusedTarget == AlertFocusTarget(item: 1))
    let missing = makeView(.alert, [ButtonItem(title: "OK", actionIndex: 1)])
    missing.interaction.initialFocusActionIndex = 7
    #expect(missing.focusedTarget == AlertFocusTarget(item: 0))
}

@MainActor @Test func settingInitialFocusActionIndexOnAFocusedAlertFocusesAgain() {
    let view = makeView(
        .alert,
        [
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    view.interaction.initialFocusActionIndex = 0
    #expect(view.focusedTarget == AlertFocusTarget(item: 0))
    view.interaction.initialFocusActionIndex = nil
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
}

/// A jump to a target the ring does not hold yet (its item enabled since the ring was
/// built, far from the focus) rebuilds the ring and lands: zenity's OK, enabled by ticking
/// a box, is focused by Enter from Cancel.
@MainActor @Test func aJumpToATargetEnabledSinceTheRingWasBuiltLands() throws {
    let counter = FocusStopsCounter()
    let items = (0..<6).map { _ in CountedFocusItem(counter) }
    items[4].isEnabled = false
    let view = try cellView(items)
    view.handle(.tab)
    #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    items[4].isEnabled = true
    #expect(view.focus(AlertFocusTarget(item: 4)))
    #expect(view.focusedTarget == AlertFocusTarget(item: 4))
    // A target that really is none still fails, and the focus stays.
    items[2].isEnabled = false
    #expect(!view.focus(AlertFocusTarget(item: 2)))
    #expect(view.focusedTarget == AlertFocusTarget(item: 4))
}
