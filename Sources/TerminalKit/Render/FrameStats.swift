/// What one call to `DiffRenderer.render(_:into:)` wrote.
package struct FrameStats: Hashable, Sendable {
    /// Bytes appended to the output (0 for an unchanged frame).
    package var byteCount = 0
    /// Cells whose glyph was written (a wide glyph counts once).
    package var cellsWritten = 0
    /// Line erasures (EL) used instead of writing spaces.
    package var linesErased = 0
    /// Whether the frame was painted whole (first frame, resize, colour mode change, request).
    package var isFullRepaint = false

    /// Creates empty statistics.
    package init() {}
}
