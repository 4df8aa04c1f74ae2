import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A canvas that draws on another one mirrored left to right about a vertical axis, for a
/// language written right to left: what an item draws at its left edge lands at its right
/// edge, a row of buttons comes in the other order, text starts where it would have ended.
///
/// Only places are mirrored, never glyphs or pictures: a line of text keeps its own
/// direction (the text engine's to shape) and is placed so that it ends where it would
/// have started; a picture is drawn unflipped where it lands; a check box is drawn at the
/// right end of its box, next to its row's text. An item whose drawing follows a caret
/// through its text (a text field) should be drawn unmirrored, at its mirrored frame.
@MainActor
package final class AlertMirroredCanvas: AlertCanvas {
    /// The canvas drawn on.
    package let base: any AlertCanvas
    /// The measurer that gives text its width (to place it from its end).
    package let measurer: any AlertTextMeasuring
    /// Twice the axis's x: `x` lands at `axis − x`.
    package let axis: CGFloat

    /// Mirrors onto `base` about the vertical line at `mirrorX`, measuring text with
    /// `measurer`.
    package init(_ base: any AlertCanvas, measurer: any AlertTextMeasuring, mirrorX: CGFloat) {
        self.base = base
        self.measurer = measurer
        axis = mirrorX * 2
    }

    /// `rect` mirrored: its right edge where its left edge was.
    package func mirrored(_ rect: CGRect) -> CGRect {
        CGRect(x: axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Where `text` starts when it ends where it would have started at `origin`.
    private func origin(of text: String, at origin: CGPoint, role: AlertTextRole) -> CGPoint {
        CGPoint(x: axis - origin.x - measurer.width(of: text, role: role), y: origin.y)
    }

    /// Draws `text` ending where it would have started.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor
    ) {
        base.drawText(
            text, at: self.origin(of: text, at: origin, role: role), role: role, color: color)
    }

    /// Draws `text` ending where it would have started, with its emphasis.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis
    ) {
        base.drawText(
            text, at: self.origin(of: text, at: origin, role: role), role: role, color: color,
            emphasis: emphasis)
    }

    /// Fills `rect` mirrored.
    package func fill(_ rect: CGRect, color: AlertColor) {
        base.fill(mirrored(rect), color: color)
    }

    /// Fills `rect` mirrored, in its role.
    package func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
        base.fill(mirrored(rect), role: role, color: color)
    }

    /// Draws the image unflipped in `rect` mirrored.
    package func drawImage(_ image: AlertImage, in rect: CGRect) {
        base.drawImage(image, in: mirrored(rect))
    }

    /// Draws the mark at the right end of its box mirrored (a square as tall as the row),
    /// next to the row's text, which now ends there.
    package func drawToggle(
        _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
        palette: AlertPalette
    ) {
        let side = min(rect.height, rect.width)
        base.drawToggle(
            kind, isOn: isOn,
            in: CGRect(x: axis - rect.minX - side, y: rect.minY, width: side, height: rect.height),
            color: color, palette: palette)
    }
}
