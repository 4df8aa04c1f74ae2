/// What a filled rectangle means, so that a canvas without colours (a terminal with
/// `NO_COLOR`, a printer, a screen reader's text) can still show it.
///
/// Every fill also carries a colour for canvases that paint pixels; a canvas that speaks in
/// roles (the terminal's) may draw the role its own way: reverse video for focus and a
/// selection, a `─` rule for a separator, `█` and `░` for progress.
public enum AlertFillRole: Hashable, Sendable {
    /// A plain background.
    case background
    /// The highlight of the focused control: one solid bar.
    case focus
    /// The background of an input field (a text field, a date field).
    case field
    /// A text cursor: the rectangle covers the character after the cursor (a space's width
    /// at the end of the text); a canvas draws a bar at its left edge or a block over it.
    case caret
    /// The selected part of a text, filled before the text is drawn over it: a canvas
    /// paints it in the colour given (a translucent tint) or reverses its cells, as a
    /// terminal does.
    case selection
    /// A separator line.
    case rule
    /// The part of a progress bar still to go.
    case progressTrack
    /// The part of a progress bar done.
    case progressDone
}
