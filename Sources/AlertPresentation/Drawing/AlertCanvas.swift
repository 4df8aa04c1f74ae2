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
/// Both have default implementations that draw the colour alone, and
/// ``drawToggle(_:isOn:in:color:palette:)`` draws a check box or radio mark (by default as the
/// text `[x] ` or `[ ] `), so a canvas that can draw real ones does.
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
    /// Draws the mark at the start of a row that says whether the row's choice is on: a
    /// check box or a radio button, `isOn` ticked.
    ///
    /// `rect` is the mark's box: as wide as the text `[x] ` in the row's font (the gap
    /// after the mark included) and one line tall, at the row's top-left corner. `color` is
    /// the row's text colour (brighter on the focused row); `palette` gives a canvas that
    /// draws a real mark its colours (``AlertPalette/tint`` for a ticked mark,
    /// ``AlertPalette/separator`` for an empty one's border, ``AlertPalette/field`` inside
    /// it). The default implementation draws `[x] ` or `[ ] ` as text in `color`, for both
    /// kinds.
    func drawToggle(
        _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
        palette: AlertPalette)
}

/// The kinds of mark ``AlertCanvas/drawToggle(_:isOn:in:color:palette:)`` draws.
public enum AlertToggleKind: Hashable, Sendable {
    /// A check box: any number of a list's rows may be ticked.
    case checkbox
    /// A radio button: one row of its list at most is ticked.
    case radio
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

    /// Draws the mark as text, `[x] ` when on and `[ ] ` when off (for both kinds), at
    /// `rect`'s origin in the message font and `color`.
    public func drawToggle(
        _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
        palette: AlertPalette
    ) {
        drawText(AlertToggleKind.text(isOn: isOn), at: rect.origin, role: .message, color: color)
    }
}

extension AlertToggleKind {
    /// The mark as text, with the space after it: `[x] ` when on, `[ ] ` when off. Its width
    /// in the row's font is the width of the box a canvas draws a mark in.
    package static func text(isOn: Bool) -> String { isOn ? "[x] " : "[ ] " }
}
