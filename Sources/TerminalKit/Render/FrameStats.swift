/// What one call to `DiffRenderer.render(_:into:)` wrote.
public struct FrameStats: Hashable, Sendable {
    /// Bytes appended to the output (0 for an unchanged frame).
    public var byteCount = 0
    /// Cells whose glyph was written (a wide glyph counts once).
    public var cellsWritten = 0
    /// Line erasures (EL) used instead of writing spaces.
    public var linesErased = 0
    /// Whether the frame was painted whole (first frame, resize, colour mode change, request).
    public var isFullRepaint = false

    /// Creates empty statistics.
    package init() {}
}
