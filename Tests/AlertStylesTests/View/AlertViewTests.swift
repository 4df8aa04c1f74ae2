import AlertAutomation
import AlertLayout
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func layoutPutsEveryItemInsideTheAlert() throws {
    let view = makeView(
        .alert,
        [
            TitleItem("A title that wraps onto two lines"),
            MessageItem("Message"), try TextFieldItem(placeholder: "Name"),
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    try view.reloadData()
    let result = try #require(view.layoutResult)
    let bounds = CGRect(origin: .zero, size: result.frame.size)
    for frame in result.itemFrames { #expect(contains(bounds, frame)) }
    // The title, wider than the theme's 270 points on one line, widens the alert to the
    // room a 375-point phone leaves (375 − 2 × 24 margin − 2 × 20 sides), and still wraps.
    #expect(view.contentWidth == CGFloat(287))
    #expect(result.frame.width == CGFloat(287 + 40))
    #expect((view.items[0] as! TitleItem).lines.count == 2)
}

@MainActor @Test func twoButtonsShareARowAndALoneButtonIsCentred() throws {
    let pair = makeView(
        .alert,
        [
            TitleItem("T"), ButtonItem(title: "A", actionIndex: 0),
            ButtonItem(title: "B", actionIndex: 1),
        ])
    try pair.reloadData()
    let frames = try #require(pair.layoutResult).itemFrames
    #expect(frames[1].minY == frames[2].minY)
    #expect(frames[1].maxX < frames[2].minX)
    #expect(abs(frames[1].width - frames[2].width) < 0.001)

    let lone = makeView(.alert, [TitleItem("T"), ButtonItem(title: "OK", actionIndex: 0)])
    try lone.reloadData()
    let result = try #require(lone.layoutResult)
    #expect(abs(result.itemFrames[1].midX - result.frame.width / 2) < 0.001)
}

@MainActor @Test func threeButtonsStack() throws {
    let view = makeView(
        .alert, (0..<3).map { ButtonItem(title: "B\($0)", actionIndex: $0) })
    try view.reloadData()
    let frames = try #require(view.layoutResult).itemFrames
    #expect(frames[0].maxY <= frames[1].minY)
    #expect(frames[1].maxY <= frames[2].minY)
    #expect(Set(frames.map(\.width)).count == 1)
}

@MainActor @Test func narrowContainersNarrowTheContent() throws {
    let view = makeView(.alert, [MessageItem("hello there general kenobi")])
    try view.layout(in: AlertContainer(size: CGSize(width: 200, height: 400)))
    #expect(view.contentWidth == CGFloat(200 - 48 - 40))
    let result = try #require(view.layoutResult)
    #expect(result.frame.maxX <= 200 - 24)
}

@MainActor @Test func layoutErrorsPropagateAndClearTheResult() throws {
    let view = makeView(.alert, [TitleItem("T")])
    try view.reloadData()
    view.items = []
    #expect(throws: AlertLayoutError.noItems) { try view.reloadData() }
    #expect(view.layoutResult == nil)
}

@MainActor @Test func collectsResultValues() throws {
    let field = try TextFieldItem(text: "漢字")
    let picker = DatePickerItem(date: Date(timeIntervalSince1970: 86_400), timeZone: utcZone)
    let view = makeView(.alert, [field, picker])
    #expect(view.resultValues == ["text": "漢字", "date": "1970-01-02T00:00:00Z"])
}

@MainActor @Test func lifecycleClosuresAndButtonHandlersRunInOrder() {
    var log: [String] = []
    let button = ButtonItem(title: "OK", actionIndex: 3) { log.append("handler") }
    let view = makeView(.alert, [button])
    let lifecycleListening = view.addLifecycleListener { _, phase in
        switch phase {
        case .willPresent: log.append("willPresent")
        case .didPresent: log.append("didPresent")
        case .willSuspend: log.append("willSuspend")
        case .willDismiss: log.append("willDismiss")
        case .didDismiss(let reason): log.append("didDismiss \(reason)")
        }
    }
    defer { lifecycleListening.cancel() }
    let (controller, window, _) = makeController()
    controller.show(view) { _ in log.append("completion") }
    #expect(window.activateAction(3))
    #expect(
        log == [
            "willPresent", "didPresent", "willDismiss", "didDismiss action(index: 3)",
            "handler", "completion",
        ])
    let animator = view.animator as! InstantAlertAnimator
    #expect(animator.showCount == 1 && animator.dismissCount == 1)
}

@MainActor @Test func drawsBackgroundAndVisibleItems() throws {
    let view = AlertView(
        style: .alert, items: [TitleItem("Hi"), ButtonItem(title: "OK", actionIndex: 0)],
        theme: .terminal, measurer: MonospaceTextMeasurer.cells, metrics: .terminal)
    try view.layout(in: AlertContainer(size: CGSize(width: 80, height: 24)))
    let canvas = AlertCanvasRecorder()
    view.draw(in: canvas, origin: CGPoint(x: 5, y: 5))
    #expect(canvas.texts == ["Hi", "OK"])
    guard case .roleFill(let rect, .background, _) = canvas.commands.first else {
        Issue.record("the background comes first")
        return
    }
    #expect(rect.origin == CGPoint(x: 5, y: 5))
}

@MainActor @Test func theWindowSuppliesTheEnvironment() throws {
    let window = EnvironmentWindow(
        size: CGSize(width: 80, height: 24), environment: cellEnvironment)
    let controller = AlertController(window: window, clock: ManualAlertClock())
    let view = AlertView(items: [TitleItem("x")])
    #expect(view.theme == .standard)
    controller.show(view)
    #expect(view.theme == .terminal)
    #expect(view.metrics == .terminal)
    #expect(try #require(view.layoutResult).frame.width <= 80)
    var wide = AlertMetrics.terminal
    wide.leading = 4
    let own = AlertView(items: [TitleItem("x")], metrics: wide)
    controller.dismiss()
    var results: [AlertResult] = []
    controller.show(own) { results.append($0) }
    #expect(controller.currentAlert === own, "laid out and shown, not failed")
    #expect(own.theme == .terminal)
    #expect(own.metrics == wide)
    controller.dismiss()
    #expect(results.map(\.reason) == [.programmatic])
}

@MainActor @Test func changingItemsClearsTheLayoutSoDrawingNeverUsesStaleFrames() throws {
    let view = makeView(.alert, [TitleItem("T")])
    try view.reloadData()
    view.items.append(MessageItem("added later"))
    #expect(view.layoutResult == nil)
    let stale = AlertCanvasRecorder()
    view.draw(in: stale, origin: .zero)
    #expect(stale.commands.isEmpty)
    try view.reloadData()
    let canvas = AlertCanvasRecorder()
    view.draw(in: canvas, origin: .zero)
    #expect(canvas.texts == ["T", "added later"])
}

@MainActor @Test func acceptsOnlyEnabledDismissingButtonsAsActions() {
    let disabled = ButtonItem(title: "Delete", actionIndex: 1)
    disabled.isEnabled = false
    let view = makeView(
        .alert,
        [
            ButtonItem(title: "OK", actionIndex: 0), disabled,
            ButtonItem(title: "+", actionIndex: -1, dismissesAlert: false),
        ])
    #expect(view.acceptsAction(0))
    #expect(!view.acceptsAction(1))
    #expect(!view.acceptsAction(-1))
    #expect(!view.acceptsAction(2))
}

@MainActor @Test func windowActionOnADisabledButtonIsIgnored() throws {
    let (controller, window, _) = makeController()
    var ran = false
    var reasons: [AlertDismissReason] = []
    let view = controller.showAlert(title: "T", otherTitles: ["Delete"]) {
        reasons.append($0.reason)
    }
    let delete = try #require(view.buttons.first { $0.title == "Delete" })
    delete.isEnabled = false
    delete.handler = { ran = true }
    #expect(!view.activate(delete))
    window.activateAction(delete.actionIndex)
    window.activateAction(99)
    #expect(reasons.isEmpty)
    #expect(!ran)
    #expect(controller.currentAlert === view)
    delete.isEnabled = true
    window.activateAction(delete.actionIndex)
    #expect(reasons == [.action(index: delete.actionIndex)])
    #expect(ran)
}

@MainActor @Test func windowActionOnAControlButtonActivatesItWithoutDismissing() throws {
    let (controller, window, _) = makeController()
    var presses = 0
    var redraws = 0
    let control = ButtonItem(title: "Again", actionIndex: -5, dismissesAlert: false) {
        presses += 1
    }
    let view = AlertView(items: [TitleItem("T"), control, ButtonItem(title: "OK", actionIndex: 0)])
    view.onNeedsDisplay = { _ in redraws += 1 }
    var results: [AlertDismissReason] = []
    controller.show(view) { results.append($0.reason) }
    #expect(window.activateAction(-5))
    #expect(presses == 1)
    #expect(redraws == 1)
    #expect(results.isEmpty)
    #expect(controller.currentAlert === view)
    control.isEnabled = false
    window.activateAction(-5)
    #expect(presses == 1)
    #expect(view.performControlAction(-5) == false)
    #expect(view.performControlAction(0) == false)
    #expect(results.isEmpty)
}

@MainActor @Test func changingOneAlertsThemeLeavesTheSharedAppearanceAlone() {
    let first = AlertView()
    let second = AlertView()
    let original = second.theme.cornerRadius
    first.theme.cornerRadius = original + 7
    first.metrics.leading = 3
    #expect(first.theme.cornerRadius == original + 7)
    #expect(first.metrics.leading == 3)
    #expect(second.theme.cornerRadius == original)
    #expect(second.metrics == AlertEnvironment.standard.metrics)
    #expect(AlertView().theme == AlertEnvironment.standard.theme)
}

@MainActor @Test func initialFocusActionIndexIsTheInteractionsAndStartsTheFocusThere() {
    let view = AlertView(
        style: .alert,
        items: [
            ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
            ButtonItem(title: "OK", actionIndex: 1),
        ])
    #expect(view.initialFocusActionIndex == nil)
    view.initialFocusActionIndex = 0
    #expect(view.interaction.initialFocusActionIndex == 0)
    #expect(view.focusedTarget == AlertFocusTarget(item: 0))
    #expect(view.activateFocused() == false, "nothing presents it, but the focus is on Cancel")
    #expect(view.cancelButton?.title == "Cancel")
}

@MainActor @Test func okIsRefusedUntilTheFieldsTextFitsAndCancelAlwaysGoes() async throws {
    let window = HeadlessAlertWindow()
    let controller = AlertController(window: window, clock: ManualAlertClock())
    var answers: [String?] = []
    let view = controller.showInput(
        title: "Port", completion: { answers.append($0) },
        validate: { $0.allSatisfy(\.isNumber) && !$0.isEmpty ? nil : "Digits only" })
    let field = try #require(view.items.compactMap { $0 as? TextFieldItem }.first)
    _ = field.insertText("abc")
    controller.handle(.action(index: 1), from: view)
    #expect(answers.isEmpty, "OK refused")
    #expect(controller.currentAlert === view)
    #expect(field.validationMessage == "Digits only")
    _ = field.replaceText(with: "8080")
    controller.handle(.action(index: 1), from: view)
    #expect(answers == ["8080"])
    // Cancel needs no valid text.
    let other = controller.showInput(
        title: "Port", completion: { answers.append($0) }, validate: { _ in "never fits" })
    controller.handle(.action(index: 0), from: other)
    #expect(answers == ["8080", nil])
}

@MainActor @Test func oneSwitchHidesTheKeyHintsInTheUsersLanguage() throws {
    let view = makeView(.alert, [ChecklistItem(options: ["a", "b"])])
    #expect(view.showsKeyHints)
    view.showsKeyHints = true
    try view.reloadData()
    let words = AlertStrings.currentKeyHintWords
    #expect(view.interaction.keyHintWords == words)
    #expect(view.interaction.keyHints == words.hints(for: .checklist))
    view.showsKeyHints = false
    #expect(!view.showsKeyHints && view.interaction.keyHints.isEmpty)
    let quiet = makeView(.alert, [ChecklistItem(options: ["a"])])
    quiet.showsKeyHints = false
    #expect(!quiet.showsKeyHints, "set before the alert was ever laid out")
}

@MainActor @Test func isVisibleIsTheControllersKnowledgeOfWhatIsOnScreen() {
    let (controller, _, _) = makeController()
    let view = makeView(.alert, [ButtonItem(title: "OK", actionIndex: 0)])
    let interrupter = makeView(.alert, [ButtonItem(title: "Now", actionIndex: 0)])
    #expect(!view.isVisible, "not shown yet")
    controller.show(view)
    #expect(view.isVisible)
    controller.show(interrupter, options: AlertOptions(interruptsCurrent: true))
    #expect(!view.isVisible, "stepped aside for the interrupter")
    #expect(interrupter.isVisible)
    controller.dismiss()
    #expect(view.isVisible, "back on screen")
    controller.dismiss()
    #expect(!view.isVisible)
}
