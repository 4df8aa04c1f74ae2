import AlertPresentation
import AlertProtocol
import Foundation
import Testing

/// A window with only the members `AlertWindow` requires; the rest are the defaults.
@MainActor
private final class MinimalWindow: AlertWindow {
    let level = AlertWindowLevel.alert
    let container = AlertContainer(size: CGSize(width: 80, height: 24))
    weak var eventHandler: (any AlertEventHandler)?
    func attach(_ alert: any AlertPresentable) {}
    func detach(_ alert: any AlertPresentable) {}
    func setDimmed(_ dimmed: Bool) {}
}

/// An alert that is not interactive, counting its reloads.
@MainActor
private final class CountingAlert: AlertPresentable {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem] = []
    var reloads = 0

    func reloadData() throws { reloads += 1 }
}

/// The error a ``TestAlert`` throws from its layout when told to fail.
private struct TestLayoutError: Error {}

/// An interactive alert that records its calls; its animations complete at once, or the show
/// animation waits for the test to finish it.
@MainActor
private final class TestAlert: AlertInteractive {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem] = []
    weak var eventHandler: (any AlertEventHandler)?
    var failsLayout = false
    /// Whether the show animation waits in ``unfinishedShow`` instead of completing at once.
    var holdsShowAnimation = false
    /// The completion of a show animation that has not finished.
    var unfinishedShow: (@MainActor () -> Void)?
    var log: [String] = []
    var containers: [AlertContainer] = []

    func layout(in container: AlertContainer) throws {
        containers.append(container)
        log.append("layout")
        try reloadData()
    }

    func reloadData() throws {
        log.append("reload")
        if failsLayout { throw TestLayoutError() }
    }

    func showAnimation(completion: @escaping @MainActor () -> Void) {
        log.append("showAnimation")
        if holdsShowAnimation { unfinishedShow = completion } else { completion() }
    }

    func dismissAnimation(completion: @escaping @MainActor () -> Void) {
        log.append("dismissAnimation")
        completion()
    }
}

@MainActor
@Suite struct AlertWindowTests {
    @Test func anInteractiveAlertIsLaidOutInTheWindowsContainer() throws {
        let window = MinimalWindow()
        let alert = TestAlert()
        try window.layout(alert)
        #expect(alert.containers == [window.container])
        #expect(alert.log == ["layout", "reload"])
    }

    @Test func anyOtherAlertReloadsItsData() throws {
        let window = MinimalWindow()
        let alert = CountingAlert()
        try window.layout(alert)
        #expect(alert.reloads == 1)
    }

    @Test func aLayoutFailureReachesTheCaller() {
        let window = MinimalWindow()
        let alert = TestAlert()
        alert.failsLayout = true
        #expect(throws: TestLayoutError.self) { try window.layout(alert) }
    }

    @Test func theAlertsOwnAnimationsRunAndAHandoverIsADismissal() {
        let window = MinimalWindow()
        let alert = TestAlert()
        var completed = 0
        window.animateShow(alert) { completed += 1 }
        window.animateDismiss(alert) { completed += 1 }
        window.animateHandover(alert) { completed += 1 }
        window.alertDidLeave(alert, result: AlertResult(reason: .programmatic))
        #expect(alert.log == ["showAnimation", "dismissAnimation", "dismissAnimation"])
        #expect(completed == 3)
    }

    @Test func anAlertWithoutAnimationsOfItsOwnAppearsAndLeavesAtOnce() {
        let window = MinimalWindow()
        let alert = CountingAlert()
        var completed = 0
        window.animateShow(alert) { completed += 1 }
        #expect(completed == 1, "shown before animateShow returns")
        window.animateDismiss(alert) { completed += 1 }
        window.animateHandover(alert) { completed += 1 }
        #expect(completed == 3)
    }

    @Test func anAnimatedAlertsCompletionWaitsForItsAnimation() {
        let window = MinimalWindow()
        let alert = TestAlert()
        alert.holdsShowAnimation = true
        var completed = 0
        window.animateShow(alert) { completed += 1 }
        #expect(completed == 0)
        alert.unfinishedShow?()
        #expect(completed == 1)
    }
}
