import AlertAutomation
import AlertLayout
@_exported import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
@_exported import AlertTestSupport
import Foundation
import Testing

/// Records events sent by alerts, standing in for a controller.
@MainActor
package final class RecordingEventHandler: AlertEventHandler {
    package var events: [AlertEvent] = []

    package init() {}

    package func handle(_ event: AlertEvent, from alert: (any AlertPresentable)?) {
        events.append(event)
    }
}

/// Graphemes that exercise wrapping and editing: ASCII, CJK, emoji, flags, ZWJ families,
/// combining marks.
package let sampleGraphemes: [Character] = [
    "a", "b", "Z", "7", " ", "漢", "字", "日", "😀", "👍🏽", "🇯🇵", "👨‍👩‍👧", "é", "e\u{301}",
]

/// UTC, for tests that read a date picker's fields (which otherwise show the machine's zone).
package let utcZone = TimeZone(identifier: "UTC")!

/// A standard-theme alert view with the point measurer and standard metrics.
@MainActor
package func makeView(_ style: AlertStyle = .alert, _ items: [any AlertItem]) -> AlertView {
    AlertView(
        style: style, items: items, theme: .standard, measurer: MonospaceTextMeasurer.points,
        metrics: .standard)
}

/// Whether `inner` lies inside `outer` (with a little tolerance).
package func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - 0.001 && inner.minY >= outer.minY - 0.001
        && inner.maxX <= outer.maxX + 0.001 && inner.maxY <= outer.maxY + 0.001
}

/// A controller with a headless 375×667 window and a manual clock.
@MainActor
package func makeController() -> (AlertController, HeadlessAlertWindow, ManualAlertClock) {
    let window = HeadlessAlertWindow()
    let clock = ManualAlertClock()
    return (AlertController(window: window, clock: clock), window, clock)
}

/// Collects results and counts how often each completion ran.
@MainActor
package final class ResultLog {
    package var results: [AlertResult] = []

    package init() {}

    package func record(_ result: AlertResult) {
        results.append(result)
    }
}

/// Checks that a laid-out alert's items all lie inside it and that it fits its container.
@MainActor
package func expectLaidOut(_ view: AlertView, in size: CGSize = CGSize(width: 375, height: 667))
    throws
{
    let result = try #require(view.layoutResult)
    let bounds = CGRect(origin: .zero, size: result.frame.size)
    for (index, frame) in result.itemFrames.enumerated() {
        #expect(contains(bounds, frame), "item \(index) \(frame) outside \(bounds)")
    }
    #expect(contains(CGRect(origin: .zero, size: size), result.frame))
}

/// A headless window that supplies an environment of its own, as a presenter's window does:
/// it lays alerts out through an ``AlertInteractionRegistry`` and records the rest in a
/// ``HeadlessAlertWindow``.
@MainActor
package final class EnvironmentWindow: AlertWindow {
    package let headless: HeadlessAlertWindow
    package let environment: AlertEnvironment
    private let interactions = AlertInteractionRegistry()

    package init(size: CGSize, environment: AlertEnvironment) {
        headless = HeadlessAlertWindow(size: size)
        self.environment = environment
    }

    package var level: AlertWindowLevel { headless.level }
    package var container: AlertContainer { headless.container }
    package var eventHandler: (any AlertEventHandler)? {
        get { headless.eventHandler }
        set { headless.eventHandler = newValue }
    }
    package func attach(_ alert: any AlertPresentable) { headless.attach(alert) }
    package func detach(_ alert: any AlertPresentable) { headless.detach(alert) }
    package func setDimmed(_ dimmed: Bool) { headless.setDimmed(dimmed) }

    package func layout(_ alert: any AlertPresentable) throws {
        try interactions.layout(
            alert, environment: environment, container: container, eventHandler: eventHandler,
            isAttached: headless.attachedAlerts.contains { $0 === alert })
    }
}

/// Terminal cells without the terminal module: the terminal theme, the monospace cell
/// measurer and the terminal metrics.
package let cellEnvironment = AlertEnvironment(
    theme: .terminal, measurer: MonospaceTextMeasurer.cells, metrics: .terminal)

/// An item context in terminal cells: content 10 cells wide, insets 1 above and 2 below.
@MainActor package let cellContext = AlertItemContext(
    theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10,
    topInset: 1, bottomInset: 2)

/// What `item` draws in terminal cells over its laid-out size (`focused`: with the focus).
@MainActor package func drawnInCells(
    _ item: any AlertStyledItem, focused: Bool = true
) -> AlertCanvasRecorder {
    let canvas = AlertCanvasRecorder()
    item.draw(
        in: canvas, frame: CGRect(origin: .zero, size: item.alertLayout.itemSize),
        context: AlertDrawContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: focused))
    return canvas
}

/// Terminal cells as a terminal counts them, without the terminal module: a grapheme whose
/// first scalar is East Asian wide (Hangul Jamo, CJK, Hangul syllables, fullwidth forms,
/// emoji) takes two cells, any other one cell (a combining mark joins its base's grapheme).
package struct WideCellMeasurer: AlertTextMeasuring {
    package init() {}

    /// Two cells per wide grapheme, one per other grapheme.
    package func width(of text: String, role: AlertTextRole) -> CGFloat {
        CGFloat(text.reduce(0) { $0 + Self.cells(of: $1) })
    }

    /// One cell.
    package func lineHeight(for role: AlertTextRole) -> CGFloat { 1 }

    /// The cells of one grapheme.
    package static func cells(of character: Character) -> Int {
        let value = character.unicodeScalars.first?.value ?? 0
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}

/// Lets the main actor run what is queued (the batches of a list's rows) until `done`, or
/// up to 10,000 turns: the batches are added on the main actor's next free turns.
@MainActor
package func settle(until done: () -> Bool) async {
    for _ in 0..<10_000 where !done() { await Task.yield() }
}

extension Array where Element == String {
    /// The texts as an async sequence that ends after the last one.
    package var async: AsyncStream<String> {
        AsyncStream { continuation in
            for text in self { continuation.yield(text) }
            continuation.finish()
        }
    }
}
