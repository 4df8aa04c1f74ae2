import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertAnimatorTests {
    @Test func theAlertsThemeTimesItsAnimations() {
        let harness = ScreenHarness(reducedMotion: false)
        var slow = TerminalAppearance.theme(reducedMotion: false)
        slow.timing = AlertAnimationTiming(
            showDuration: .milliseconds(300), dismissDuration: .milliseconds(60))
        let view = AlertView(
            items: [TitleItem("Slow"), ButtonItem(title: "OK", actionIndex: 0)], theme: slow)
        var phases: [AlertLifecyclePhase] = []
        let lifecycleListening = view.addLifecycleListener { _, phase in phases.append(phase) }
        defer { lifecycleListening.cancel() }
        harness.controller.show(view)
        // The terminal's own timing ends a show after 120 ms; this theme asks for 300.
        harness.frameClock.advance(by: .milliseconds(150))
        #expect(!phases.contains(.didPresent))
        harness.frameClock.advance(by: .milliseconds(150))
        #expect(phases.contains(.didPresent))
        harness.controller.dismiss()
        harness.frameClock.advance(by: .milliseconds(60))
        #expect(phases.contains { if case .didDismiss = $0 { true } else { false } })
    }

    @Test func aSheetSlidesUpAndEveryCompletionRunsExactlyOnce() throws {
        let harness = ScreenHarness(reducedMotion: false)
        var presented = 0
        var dismissed = 0
        let view = harness.controller.showSheet(
            actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", role: .cancel)])
        let lifecycleListening = view.addLifecycleListener { _, phase in
            switch phase {
            case .didPresent: presented += 1
            case .didDismiss: dismissed += 1
            default: break
            }
        }
        defer { lifecycleListening.cancel() }
        #expect(harness.controller.isVisible)
        harness.render()
        let full = try #require(harness.alertFrame)
        #expect(harness.window.presentations.last?.surface.isVisible == false)
        harness.frameClock.advance(by: .milliseconds(80))
        harness.render()
        let surface = try #require(harness.window.presentations.last?.surface)
        #expect(surface.frame.minRow > full.minRow)
        #expect(surface.frame.minRow < 20)
        #expect(presented == 0)
        harness.frameClock.advance(by: .milliseconds(200))
        #expect(harness.render() == nil)
        #expect(surface.frame == full)
        #expect(presented == 1)
        harness.frameClock.advance(by: .seconds(1))
        #expect(presented == 1)
        harness.key(.escape)
        #expect(dismissed == 0)
        harness.frameClock.advance(by: .milliseconds(60))
        harness.render()
        #expect(surface.frame.minRow > full.minRow)
        harness.frameClock.runUntilIdle()
        #expect(dismissed == 1)
        #expect(harness.window.visibleAlert == nil)
        #expect(harness.render() == nil)
        #expect(harness.find("Copy") == nil)
    }

    @Test func attachingAgainWhileAnimatingStillCompletesTheAnimation() {
        let harness = ScreenHarness(reducedMotion: false)
        let view = AlertView(items: [TitleItem("Again"), ButtonItem(title: "OK", actionIndex: 0)])
        var completions = 0
        harness.window.attach(view)
        view.showAnimation { completions += 1 }
        harness.window.attach(view)  // moves it to the top mid-animation
        harness.frameClock.advance(by: .seconds(1))
        #expect(completions == 1)
        #expect(harness.window.attachedAlerts.count == 1)
    }

    @Test func anAlertPopsInFromASmallerBox() throws {
        let harness = ScreenHarness(reducedMotion: false)
        var presented = 0
        let view = harness.controller.showAlert(title: "Pop", cancelTitle: "OK")
        let lifecycleListening = view.addLifecycleListener { _, phase in
            if phase == .didPresent { presented += 1 }
        }
        defer { lifecycleListening.cancel() }
        harness.frameClock.advance(by: .milliseconds(48))
        harness.render()
        let full = try #require(harness.alertFrame)
        let surface = try #require(harness.window.presentations.last?.surface)
        #expect(surface.frame.width < full.width)
        #expect(surface.frame.height <= full.height)
        let corners = [
            surface.buffer[0, 0], surface.buffer[surface.frame.width - 1, 0],
            surface.buffer[0, surface.frame.height - 1],
            surface.buffer[surface.frame.width - 1, surface.frame.height - 1],
        ].map(\.grapheme)
        #expect(corners == ["╭", "╮", "╰", "╯"], "the frame closes in around the alert")
        harness.frameClock.advance(by: .milliseconds(100))
        harness.render()
        #expect(surface.frame == full)
        #expect(harness.find("Pop") != nil)
        #expect(presented == 1)
    }

    /// The widths of the alert's in-between frames of a pop, one a frame until it settles.
    private func popWidths(overContent: Bool) throws -> (widths: [Int], full: Int) {
        let harness = ScreenHarness(reducedMotion: false)
        if overContent {
            let app = TerminalSurface(
                level: .normal, frame: TerminalRect(column: 0, row: 0, width: 60, height: 20))
            for row in 0..<20 {
                app.buffer.write("inbox row \(row)", at: TerminalPoint(column: 0, row: row))
            }
            harness.screen.compositor.add(app)
        }
        harness.render()
        var presented = 0
        let view = harness.controller.showAlert(
            title: "A pop", message: "Wide enough to grow in steps.", cancelTitle: "OK")
        let lifecycleListening = view.addLifecycleListener { _, phase in
            if phase == .didPresent { presented += 1 }
        }
        defer { lifecycleListening.cancel() }
        var widths: [Int] = []
        for _ in 0..<4 {
            harness.frameClock.advance(by: .milliseconds(30))
            #expect(harness.render() == nil)
            if presented == 0 {
                widths.append(try #require(harness.window.presentations.last?.surface).frame.width)
            }
        }
        #expect(presented == 1, "the show still takes the theme's 120 ms")
        return (widths, try #require(harness.alertFrame).width)
    }

    @Test func overAnEmptyScreenAnAlertPopsInFromItsLastInBetweenFrame() throws {
        let empty = try popWidths(overContent: false)
        let step = Int((Double(empty.full) * 0.875).rounded())
        #expect(empty.widths == [step, step, step], "shown from the first frame, then settles")
        let over = try popWidths(overContent: true)
        #expect(over.full == empty.full)
        #expect(
            over.widths == [0.625, 0.75, 0.875].map { Int((Double(over.full) * $0).rounded()) })
    }

    @Test func anAlertFoldsShutRowByRowWhenDismissed() throws {
        let harness = ScreenHarness(reducedMotion: false)
        var dismissed = 0
        let view = harness.controller.showAlert(
            title: "Fold", message: "Rows leave from the edges.", cancelTitle: "OK")
        let lifecycleListening = view.addLifecycleListener { _, phase in
            if case .didDismiss = phase { dismissed += 1 }
        }
        defer { lifecycleListening.cancel() }
        harness.frameClock.runUntilIdle()
        harness.render()
        let full = try #require(harness.alertFrame)
        let shown = (0..<harness.terminal.height).map(harness.row)
        harness.key(.escape)
        var heights: [Int] = []
        while let deadline = harness.frameClock.nextDeadline, dismissed == 0 {
            #expect(harness.render() == nil)
            let surface = try #require(harness.window.presentations.last?.surface)
            if surface.isVisible, surface.frame != full {
                #expect(surface.frame.minColumn == full.minColumn)
                #expect(surface.frame.width == full.width, "only whole rows leave")
                #expect(surface.frame.minRow >= full.minRow)
                #expect(surface.frame.maxRow <= full.maxRow)
                for row in surface.frame.minRow..<surface.frame.maxRow {
                    #expect(harness.row(row) == shown[row], "the rows left stay in place")
                }
                heights.append(surface.frame.height)
            }
            harness.frameClock.advance(by: deadline - harness.frameClock.now)
        }
        #expect(!heights.isEmpty)
        #expect(heights == heights.sorted(by: >), "the alert only gets shorter: \(heights)")
        #expect(heights.allSatisfy { $0 < full.height })
        #expect(dismissed == 1)
        #expect(harness.render() == nil)
        #expect(harness.find("Fold") == nil)
    }

    @Test func theNextAlertWipesInOverTheOneThatHandedOver() throws {
        let harness = ScreenHarness(reducedMotion: false)
        var events: [String] = []
        let listening = harness.controller.addLifecycleListener { event in
            switch event {
            case .didPresent(let ticket): events.append("didPresent \(ticket.rawValue)")
            case .resolved(let ticket, _): events.append("resolved \(ticket.rawValue)")
            default: break
            }
        }
        defer { listening.cancel() }
        harness.controller.showAlert(title: "First", message: "One", cancelTitle: "Alpha")
        let second = harness.controller.showAlert(
            title: "Second", message: "Two", cancelTitle: "Beta")
        harness.frameClock.runUntilIdle()
        harness.render()
        let alpha = try #require(harness.find("Alpha"))
        events = []
        harness.key(.escape)
        #expect(harness.window.attachedAlerts.map(ObjectIdentifier.init) == [.init(second)])
        #expect(harness.render() == nil)
        #expect(harness.find("First") != nil, "the first alert's picture stays up")
        harness.frameClock.advance(by: .milliseconds(60))
        #expect(harness.render() == nil)
        #expect(harness.find("Second") != nil && harness.find("First") == nil)
        #expect(harness.find("Alpha") == alpha && harness.find("Beta") == nil)
        let pictureCell = harness.screen.lastFrame[alpha.column, alpha.row]
        #expect(!pictureCell.style.isDim, "the picture is not dimmed")
        #expect(events.count == 1 && events[0].hasPrefix("resolved"))
        harness.frameClock.runUntilIdle()
        #expect(harness.render() == nil)
        #expect(harness.find("Beta") != nil && harness.find("Alpha") == nil)
        #expect(events.count == 2 && events[1].hasPrefix("didPresent"))
        #expect(harness.screen.compositor.surfaces.count == 1, "the picture is gone")
    }

    @Test func aPictureNoAlertTakesGoesAtTheNextFrame() {
        final class Owner {}
        let harness = ScreenHarness(reducedMotion: false)
        harness.controller.showAlert(title: "Only", cancelTitle: "OK")
        var owner: Owner? = Owner()
        harness.controller.showAlert(
            title: "Owned", cancelTitle: "OK", options: AlertOptions(owner: owner))
        harness.frameClock.runUntilIdle()
        harness.render()
        owner = nil
        harness.key(.escape)
        #expect(harness.controller.isIdle)
        #expect(harness.render() == nil)
        #expect(harness.find("Only") == nil && harness.find("Owned") == nil)
        #expect(harness.screen.compositor.surfaces.isEmpty)
    }

    /// A harness with an app screen behind the alerts, whose corner shows the dimming.
    private func harnessOverAnApp() -> ScreenHarness {
        let harness = ScreenHarness(reducedMotion: false)
        let app = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: 60, height: 20))
        app.buffer.write("Inbox", at: TerminalPoint(column: 0, row: 0))
        harness.screen.compositor.add(app)
        return harness
    }

    @Test func anAlertThatHandsOverRightAfterWipingInLeavesItsWholePicture() throws {
        let harness = harnessOverAnApp()
        harness.controller.showAlert(title: "First", message: "One", cancelTitle: "Alpha")
        harness.controller.showAlert(title: "Second", message: "Two", cancelTitle: "Beta")
        harness.controller.showAlert(title: "Third", message: "Three", cancelTitle: "Gamma")
        harness.frameClock.runUntilIdle()
        harness.render()
        #expect(harness.screen.lastFrame[0, 0].style.isDim)
        harness.key(.escape)
        harness.frameClock.advance(by: .milliseconds(60))
        #expect(harness.render() == nil)
        #expect(harness.screen.lastFrame[0, 0].style.isDim, "the picture dims the backdrop")
        let second = try #require(harness.window.presentations.last)
        // Dismissed while wiping in: it leaves as soon as it has appeared, handing over.
        harness.controller.dismiss()
        harness.frameClock.advance(by: .milliseconds(60))
        let picture = try #require(
            harness.screen.compositor.surfaces.first { $0 !== second.surface && $0.level == .alert }
        )
        #expect(picture.frame == second.frame, "the whole of the second alert, not its wipe")
        #expect(harness.render() == nil)
        #expect(harness.find("Beta") != nil && harness.find("Third") == nil)
        #expect(harness.screen.lastFrame[0, 0].style.isDim)
        harness.frameClock.advance(by: .milliseconds(60))
        #expect(harness.render() == nil)
        #expect(harness.find("Third") != nil && harness.screen.lastFrame[0, 0].style.isDim)
        harness.frameClock.runUntilIdle()
        #expect(harness.render() == nil)
        #expect(harness.find("Gamma") != nil && harness.find("Beta") == nil)
        #expect(harness.screen.lastFrame[0, 0].style.isDim)
    }

    @Test func aResizeEndsAWipeAndTakesThePictureDown() {
        let harness = harnessOverAnApp()
        var presented = 0
        harness.controller.showAlert(title: "First", cancelTitle: "Alpha")
        harness.controller.showAlert(title: "Second", cancelTitle: "Beta")
        let listening = harness.controller.addLifecycleListener { event in
            if case .didPresent = event { presented += 1 }
        }
        defer { listening.cancel() }
        harness.frameClock.runUntilIdle()
        #expect(presented == 1)
        harness.key(.escape)
        harness.frameClock.advance(by: .milliseconds(30))
        harness.render()
        #expect(harness.screen.compositor.surfaces.count == 3, "app, picture, next alert")
        harness.resize(columns: 50, rows: 18)
        #expect(presented == 2, "the second alert has appeared")
        #expect(harness.screen.compositor.surfaces.count == 2, "the picture is gone")
        #expect(harness.render() == nil)
        #expect(harness.find("Beta") != nil && harness.find("Alpha") == nil)
        #expect(harness.screen.lastFrame[0, 0].style.isDim)
    }

    @Test func reducedMotionCompletesAtOnce() {
        let harness = ScreenHarness(reducedMotion: true)
        var events: [String] = []
        let listening = harness.controller.addLifecycleListener { event in
            switch event {
            case .didPresent: events.append("didPresent")
            case .didDismiss: events.append("didDismiss")
            default: break
            }
        }
        defer { listening.cancel() }
        harness.controller.showAlert(title: "Still", cancelTitle: "OK")
        #expect(events == ["didPresent"])
        #expect(harness.frameClock.pendingCount == 0)
        harness.render()
        #expect(harness.find("Still") != nil)
        harness.key(.enter)
        #expect(events == ["didPresent", "didDismiss"])
        #expect(harness.frameClock.pendingCount == 0)
    }

    @Test func dismissingDuringTheShowAnimationFinishesItFirst() {
        let harness = ScreenHarness(reducedMotion: false)
        let box = ResultBox()
        var presented = 0
        var dismissed = 0
        let view = harness.controller.showAlert(title: "Quick", cancelTitle: "OK") {
            box.results.append($0)
        }
        let lifecycleListening = view.addLifecycleListener { _, phase in
            switch phase {
            case .didPresent: presented += 1
            case .didDismiss: dismissed += 1
            default: break
            }
        }
        defer { lifecycleListening.cancel() }
        harness.frameClock.advance(by: .milliseconds(32))
        harness.controller.dismiss()
        harness.frameClock.runUntilIdle()
        #expect(presented == 1)
        #expect(dismissed == 1)
        #expect(box.results.map(\.reason) == [.programmatic])
    }
}

@MainActor
@Suite struct TerminalTypeaheadTests {
    @Test func keysTypedWhileAlertsAnimateReachTheNextAlertInOrder() {
        let harness = ScreenHarness(reducedMotion: false)
        var results: [AlertDismissReason] = []
        for title in ["One", "Two", "Three"] {
            harness.controller.showAlert(title: title, cancelTitle: "OK") {
                results.append($0.reason)
            }
        }
        // Three Enters at once: the first arrives while "One" pops in, the others while
        // alerts leave or appear. None may be lost.
        harness.key(.enter)
        harness.key(.enter)
        harness.key(.enter)
        harness.frameClock.runUntilIdle()
        #expect(results == [.action(index: 0), .action(index: 0), .action(index: 0)])
        #expect(!harness.controller.isVisible)
    }

    @Test func typeaheadWithNoAlertLeftGoesToTheApp() {
        let harness = ScreenHarness(reducedMotion: false)
        var unconsumed: [InputEvent] = []
        let listening = harness.window.addUnconsumedInputListener { unconsumed.append($0) }
        defer { listening.cancel() }
        harness.controller.showAlert(title: "Only", cancelTitle: "OK")
        harness.frameClock.runUntilIdle()
        harness.key(.enter)  // dismisses: the alert starts leaving
        harness.key(.character("q"))  // typed while it leaves
        harness.frameClock.runUntilIdle()
        #expect(unconsumed == [.key(.character("q"), [])])
    }

    @Test func keysTypedBeforeTheFirstAlertAreItsOnAWindowThatHoldsThem() async {
        let harness = ScreenHarness(reducedMotion: true)
        // The app's, by default: no alert is there to take them.
        #expect(!harness.window.handle(.key(.enter, [])))
        harness.window.holdsInputUntilFirstAlert = true
        harness.key(.character("x"))
        harness.key(.enter)
        var answers: [String?] = []
        harness.controller.showInput(title: "Name") { answers.append($0) }
        // Handed over once the controller has shown the alert: the typed letter, then Enter.
        for _ in 0..<100 where answers.isEmpty {
            await Task.yield()
            harness.frameClock.runUntilIdle()
        }
        #expect(answers == ["x"])
    }

    @Test func controlCIsNeverHeldBack() {
        let harness = ScreenHarness(reducedMotion: false)
        harness.controller.showAlert(title: "Busy", cancelTitle: "OK")
        #expect(!harness.window.handle(.key(.character("c"), .control)))
    }
}
