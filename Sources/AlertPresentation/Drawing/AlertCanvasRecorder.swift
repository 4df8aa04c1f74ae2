import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A canvas that records every call, for tests of items and presenters.
@MainActor
package final class AlertCanvasRecorder: AlertCanvas {
    /// The calls so far, in order.
    package private(set) var commands: [AlertCanvasCommand] = []

    /// Creates an empty recorder.
    package init() {}

    /// Records a text call.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor
    ) {
        commands.append(.text(text, origin: origin, role: role, color: color))
    }

    /// Records a fill call.
    package func fill(_ rect: CGRect, color: AlertColor) {
        commands.append(.fill(rect, color: color))
    }

    /// Records an image call.
    package func drawImage(_ image: AlertImage, in rect: CGRect) {
        commands.append(.image(image, rect: rect))
    }

    /// Records a `AlertCanvasCommand.roleFill(_:role:color:)`.
    package func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
        commands.append(.roleFill(rect, role: role, color: color))
    }

    /// Records a `AlertCanvasCommand.text(_:origin:role:color:)` for normal emphasis, else
    /// an `AlertCanvasCommand.emphasizedText(_:origin:role:color:emphasis:)`.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis
    ) {
        guard emphasis != .normal else {
            return drawText(text, at: origin, role: role, color: color)
        }
        commands.append(
            .emphasizedText(text, origin: origin, role: role, color: color, emphasis: emphasis))
    }

    /// The text drawn so far, in order.
    package var texts: [String] {
        commands.compactMap {
            switch $0 {
            case .text(let text, _, _, _), .emphasizedText(let text, _, _, _, _): text
            default: nil
            }
        }
    }

    /// Forgets every recorded call.
    package func reset() {
        commands.removeAll()
    }
}
