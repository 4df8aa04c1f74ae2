import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A small, backend-neutral drawing surface that items (built-in and custom) draw on.
///
/// A presenter implements it once (a terminal cell buffer, a Core Graphics context, a
/// recorder in tests) and every item draws on it. Coordinates are in the presenter's
/// units (points or cells), in the space of the frames the layout engine produced.
///
/// Besides colours, a canvas speaks in roles: ``fill(_:role:color:)`` says what a rectangle
/// is (focus, field, rule, caret, progress) and ``drawText(_:at:role:color:emphasis:)``
/// says how strongly text reads, so a canvas that cannot show colours still shows intent.
/// Both have default implementations that draw the colour alone.
@MainActor
public protocol AlertCanvas: AnyObject {
    /// Draws one line of text with its top-left corner at `origin`.
    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor)
    /// Fills a rectangle with a colour.
    func fill(_ rect: CGRect, color: AlertColor)
    /// Draws an image (or its symbol / alt text fallback) inside a rectangle.
    func drawImage(_ image: AlertImage, in rect: CGRect)
    /// Fills a rectangle that plays `role`, in `color` where colours can be shown.
    func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor)
    /// Draws one line of text with an emphasis beside its colour.
    func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis)
}

extension AlertCanvas {
    /// Fills with the colour alone; a caret becomes a bar two units wide at the rectangle's
    /// left edge.
    public func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
        guard role == .caret else { return fill(rect, color: color) }
        var bar = rect
        bar.size.width = min(2, rect.width)
        fill(bar, color: color)
    }

    /// Draws the text in its colour alone.
    public func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis
    ) {
        drawText(text, at: origin, role: role, color: color)
    }
}
