import AlertLayout
import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// A control of five stars, one focus stop each, entering at the rating. Left and right
/// cross the stars (and on to the neighbours), a digit sets the rating, a click picks the
/// star under it.
@MainActor
final class StarRatingItem: AlertStyledItem, AlertKeyHandlingItem, AlertTextInputItem,
    AlertClickableItem, AlertValueItem, AlertStopFocusingItem
{
    var alertLayout = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))
    var rating = 0
    var focusedStar: Int?

    var focusStops: Int { 5 }
    var takesInitialFocus: Bool { true }
    var preferredFocusStop: Int { max(rating - 1, 0) }
    func focusDidChange(to stop: Int?) { focusedStar = stop }

    func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        switch key {
        case .left: return .moveFocus(by: -1)
        case .right: return .moveFocus(by: 1)
        case .up:
            rating = stop + 1
            return .handled
        default: return .ignored
        }
    }

    var text: String { String(rating) }
    var textFormat: String? { "a number from 0 to 5" }
    func insertText(_ text: String) -> Bool {
        guard let value = Int(text), (0...5).contains(value) else { return false }
        rating = value
        return true
    }
    func replaceText(with text: String) -> Bool { insertText(text) }

    func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let star = min(max(Int(point.x / 2), 0), 4)
        rating = star + 1
        return .focusStop(star)
    }

    var resultKey: String { "stars" }
    var resultValue: String? { String(rating) }

    func updateLayout(in context: AlertItemContext) {}
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let stars =
            String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
        canvas.drawText(stars, at: frame.origin, role: .message, color: context.theme.palette.tint)
    }
}

/// A button of a user's own, not a ``ButtonItem``.
@MainActor
final class LinkItem: AlertStyledItem, AlertActionItem {
    var alertLayout = AlertItemLayout(itemSize: CGSize(width: 10, height: 1))
    let title: String
    let actionIndex: Int
    var role: AlertButtonRole { .default }
    var dismissesAlert: Bool { true }
    var isEnabled: Bool { true }
    var performed = 0

    init(title: String, actionIndex: Int) {
        self.title = title
        self.actionIndex = actionIndex
    }

    func performAction() { performed += 1 }
    func updateLayout(in context: AlertItemContext) {}
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

/// An alert of a user's own, presented by nothing but its interaction.
@MainActor
final class RatingAlert: AlertPresentable {
    var isVisible = false
    let style = AlertStyle.alert
    let stars = StarRatingItem()
    let later = ButtonItem(title: "Later", role: .cancel, actionIndex: 0)
    let send = ButtonItem(title: "Send", actionIndex: 1)
    lazy var items: [any AlertItem] = [TitleItem("Rate us"), stars, later, send]
}

@MainActor
@Suite struct AlertInteractionTests {
    func make() -> (RatingAlert, AlertInteraction, RecordingEventHandler) {
        let alert = RatingAlert()
        let interaction = AlertInteraction(alert: alert)
        let handler = RecordingEventHandler()
        interaction.presenterEventHandler = handler
        return (alert, interaction, handler)
    }

    @Test func everyStopOfEveryFocusableItemIsATargetInItemOrder() {
        let (alert, interaction, _) = make()
        defer { withExtendedLifetime(alert) {} }
        #expect(
            interaction.focusTargets
                == (0..<5).map { AlertFocusTarget(item: 1, stop: $0) } + [
                    AlertFocusTarget(item: 2), AlertFocusTarget(item: 3),
                ])
        #expect(interaction.focusedTarget == AlertFocusTarget(item: 1, stop: 0))
    }

    @Test func theDisplayVersionMovesWithEveryChangeAPresenterMustDraw() throws {
        let (alert, interaction, _) = make()
        defer { withExtendedLifetime(alert) {} }
        var version = interaction.displayVersion
        func moved() -> Bool {
            defer { version = interaction.displayVersion }
            return interaction.displayVersion != version
        }
        _ = interaction.focusedTarget
        _ = interaction.resolvedEnvironment
        #expect(!moved(), "reading changes nothing")
        #expect(interaction.handle(.right))
        #expect(moved(), "a focus move")
        interaction.setNeedsDisplay()
        #expect(moved(), "a redraw request")
        try interaction.layout(in: AlertContainer(size: CGSize(width: 375, height: 667)))
        #expect(moved(), "a layout")
        interaction.themeOverride = .dark
        #expect(moved(), "a theme of its own")
    }

    @Test func everyDisplayListenerHearsARedrawInTheOrderAddedUntilItsTokenGoes() {
        let (alert, interaction, _) = make()
        defer { withExtendedLifetime(alert) {} }
        var heard: [String] = []
        let owner = interaction.addDisplayListener { heard.append("owner") }
        var presenter: AlertListenerToken? = interaction.addDisplayListener {
            heard.append("presenter")
        }
        interaction.setNeedsDisplay()
        #expect(heard == ["owner", "presenter"], "neither displaces the other")
        #expect(presenter != nil)
        presenter = nil
        interaction.setNeedsDisplay()
        #expect(heard == ["owner", "presenter", "owner"], "a released token stops listening")
        owner.cancel()
        interaction.setNeedsDisplay()
        #expect(heard.count == 3)
    }

    @Test func theInteractionLaysTheAlertOutInTheEnvironmentItIsGiven() throws {
        let (alert, interaction, _) = make()
        defer { withExtendedLifetime(alert) {} }
        interaction.environment = cellEnvironment
        try interaction.layout(in: AlertContainer(size: CGSize(width: 80, height: 24)))
        let layout = try #require(interaction.layoutResult)
        #expect(layout.itemFrames.count == 4)
        #expect(layout.frame.width <= 80)
        let recorder = AlertCanvasRecorder()
        interaction.draw(in: recorder, origin: .zero)
        #expect(recorder.texts.contains("Rate us"))
        #expect(recorder.texts.contains("Send"))
    }

    @Test func anAlertWidensForItsTextUpToTheRoomItHas() {
        let path = "/var/backups/2026-11-23/database-dump-of-production.sql.gz"
        let short = AlertView(items: [TitleItem("Delete it?"), MessageItem("Gone for good.")])
        let long = AlertView(items: [TitleItem("Delete it?"), MessageItem("Delete \(path) now?")])
        let wide = AlertContainer(size: CGSize(width: 100, height: 30))
        let narrow = AlertContainer(size: CGSize(width: 50, height: 30))
        for alert in [short, long] { alert.interaction.environment = cellEnvironment }
        // Short text keeps the theme's preferred width; a longer message widens the alert
        // up to the theme's readable width (64 cells), where it wraps.
        #expect(short.interaction.proposedContentWidth(in: wide) == 40)
        #expect(long.interaction.proposedContentWidth(in: wide) == 64)
        // Never past the room the container leaves (margins and sides taken off).
        let metrics = AlertMetrics.terminal
        let room = 50 - 2 * metrics.screenMargin - metrics.leading - metrics.trailing
        #expect(long.interaction.proposedContentWidth(in: narrow) == room)
    }

    @Test func theLayoutUsesTheWidthItsItemsAskForWithButtonsPlacedFirst() throws {
        let keep = ButtonItem(title: "Keep the thirty-character file", actionIndex: 0)
        let alert = AlertView(items: [
            TitleItem("Replace?"), keep, ButtonItem(title: "Replace", actionIndex: 1),
        ])
        alert.interaction.environment = cellEnvironment
        let container = AlertContainer(size: CGSize(width: 160, height: 30))
        // Side by side (two buttons in an alert), each button as wide as the longer title.
        #expect(alert.interaction.proposedContentWidth(in: container) == 62)
        try alert.interaction.layout(in: container)
        #expect(alert.interaction.contentWidth == 62)
        let frames = try #require(alert.interaction.layoutResult?.itemFrames)
        #expect(frames[1].width == 30 && frames[2].width == 30)
    }

    @Test func whileTheContainerStaysALayoutNeverNarrowsTheAlert() throws {
        let message = MessageItem(String(repeating: "Copying files ", count: 6))
        let alert = AlertView(items: [TitleItem("Copying"), message])
        alert.interaction.environment = cellEnvironment
        let container = AlertContainer(size: CGSize(width: 100, height: 30))
        try alert.interaction.layout(in: container)
        // 83 cells of text in two even lines: 83 / 2 plus the 7-cell "Copying", rounded up.
        #expect(alert.interaction.contentWidth == 49)
        message.text = "Done."
        try alert.interaction.layout(in: container)
        #expect(alert.interaction.contentWidth == 49, "the card does not jump")
        #expect(alert.interaction.proposedContentWidth(in: container) == 40)
        // A new container (a resize) chooses afresh; so does a new environment.
        try alert.interaction.layout(in: AlertContainer(size: CGSize(width: 90, height: 30)))
        #expect(alert.interaction.contentWidth == 40)
        message.text = String(repeating: "Copying files ", count: 6)
        try alert.interaction.layout(in: container)
        #expect(alert.interaction.contentWidth == 49)
        message.text = "Done."
        var narrower = cellEnvironment
        narrower.theme.preferredAlertWidth = 30
        alert.interaction.environment = narrower
        try alert.interaction.layout(in: container)
        #expect(alert.interaction.contentWidth == 30)
        // And so does a new width asked for by the alert.
        alert.interaction.environment = cellEnvironment
        message.text = String(repeating: "Copying files ", count: 6)
        try alert.interaction.layout(in: container)
        alert.preferredContentWidth = 50
        try alert.interaction.layout(in: container)
        #expect(alert.interaction.contentWidth == 50)
    }

    @Test func anAlertMayAskForItsOwnWidthInPlaceOfTheThemes() {
        let alert = AlertView(items: [TitleItem("Pick"), MessageItem("Choose a country")])
        alert.interaction.environment = cellEnvironment
        alert.preferredContentWidth = 70
        #expect(
            alert.interaction.proposedContentWidth(
                in: AlertContainer(size: CGSize(width: 100, height: 30))) == 70)
        let metrics = AlertMetrics.terminal
        let room = 50 - 2 * metrics.screenMargin - metrics.leading - metrics.trailing
        #expect(
            alert.interaction.proposedContentWidth(
                in: AlertContainer(size: CGSize(width: 50, height: 30))) == room)
        alert.preferredContentWidth = 10
        #expect(
            alert.interaction.proposedContentWidth(
                in: AlertContainer(size: CGSize(width: 100, height: 30))) == 40,
            "never narrower than the theme's width")
        alert.preferredContentWidth = nil
        #expect(
            alert.interaction.proposedContentWidth(
                in: AlertContainer(size: CGSize(width: 100, height: 30))) == 40)
    }

    @Test func aUsersOwnActionItemWorksInAnAlertViewToo() {
        let (controller, window, _) = makeController()
        let link = LinkItem(title: "Open", actionIndex: 7)
        let view = makeView(.alert, [TitleItem("Docs"), link])
        var results: [AlertResult] = []
        controller.show(view) { results.append($0) }
        #expect(view.focusedTarget == AlertFocusTarget(item: 1))
        #expect(view.handle(.enter))
        #expect(results.map(\.reason) == [.action(index: 7)])
        #expect(link.performed == 1, "its action ran after the alert was gone")
        #expect(window.attachedAlerts.isEmpty)
    }
}
