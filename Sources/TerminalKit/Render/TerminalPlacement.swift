/// Where a screen's frames go on the terminal.
public enum TerminalPlacement: Hashable, Sendable {
    /// The whole alternate screen: rows are addressed absolutely, and the terminal's own
    /// screen comes back untouched when the session ends.
    case fullScreen
    /// A region of the normal screen that starts at the cursor's row: as many rows as the
    /// frame uses, taken by scrolling the terminal up when there are too few below the
    /// cursor. Rows are addressed relative to the region's top, so no row above it is ever
    /// touched, and the cursor rests at the region's top-left corner between frames, which
    /// keeps it on the region's first line when the terminal reflows its lines on a resize.
    case inline
}
