import AlertPresentation
import AlertProtocol
import Foundation

/// A presenter that writes each alert as plain lines of text and answers it from a script
/// of key presses: a small but complete ``AlertWindow`` on the public presenter contract.
@MainActor
public final class LineAlertWindow: AlertWindow {
    /// Alerts sit at the alert level.
    public let level = AlertWindowLevel.alert
    /// A phone-sized screen, in points (the units of the standard environment).
    public let container = AlertContainer(size: CGSize(width: 375, height: 667))
    /// The controller that shows alerts here.
    public weak var eventHandler: (any AlertEventHandler)?
    /// Every line written so far.
    public private(set) var lines: [String] = []
    /// The keys still to press, in order.
    private var keys: [AlertKeyInput]
    /// The interactions of the alerts shown (their own, or one kept for them).
    private let interactions = AlertInteractionRegistry()
    /// The units and looks alerts are laid out with (points, the standard theme).
    private let environment = AlertEnvironment.standard

    /// Creates a window that answers with `keys`, one after another.
    public init(keys: [AlertKeyInput]) {
        self.keys = keys
    }

    /// Shows alerts from now on in this window, in place of `host`'s current one.
    public func install(on host: any AlertWindowHost) throws {
        try host.install(window: self, clock: nil)
    }

    /// Lays `alert` out in this window's environment.
    public func layout(_ alert: any AlertPresentable) throws {
        try interactions.layout(
            alert, environment: environment, container: container, eventHandler: eventHandler,
            isAttached: false)
    }

    /// Writes the alert's text, top to bottom.
    public func attach(_ alert: any AlertPresentable) {
        let canvas = LineCanvas()
        let interaction = interactions.interaction(
            for: alert, environment: environment, eventHandler: eventHandler)
        interaction.forEachDrawableItem { _, item, frame, context in
            canvas.origin = frame.origin
            item.draw(in: canvas, frame: frame, context: context)
        }
        lines += canvas.lines()
    }

    /// Forgets the alert.
    public func detach(_ alert: any AlertPresentable) {
        interactions.forget(alert)
    }

    /// Plain lines have no backdrop to dim.
    public func setDimmed(_ dimmed: Bool) {}

    /// Shows the alert at once, then presses the scripted keys until one answers it.
    public func animateShow(
        _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
    ) {
        completion()
        let interaction = interactions.interaction(
            for: alert, environment: environment, eventHandler: eventHandler)
        while alert.isVisible, !keys.isEmpty {
            let key = keys.removeFirst()
            lines.append("> \(key)")
            _ = interaction.handle(key)
        }
    }
}

/// A canvas that keeps the text drawn on it, by row.
@MainActor
private final class LineCanvas: AlertCanvas {
    /// The drawn item's origin: items draw in their own coordinates.
    var origin = CGPoint.zero
    private var texts: [(y: CGFloat, x: CGFloat, text: String)] = []

    func drawText(_ text: String, at point: CGPoint, role: AlertTextRole, color: AlertColor) {
        texts.append((origin.y + point.y, origin.x + point.x, text))
    }

    func fill(_ rect: CGRect, color: AlertColor) {}
    func drawImage(_ image: AlertImage, in rect: CGRect) {}

    /// The text of each row, left to right, rows top to bottom.
    func lines() -> [String] {
        Dictionary(grouping: texts, by: \.y).sorted { $0.key < $1.key }.map { row in
            row.value.sorted { $0.x < $1.x }.map(\.text).joined(separator: " ")
        }
    }
}
