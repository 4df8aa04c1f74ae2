extension TextBlockStyle {
    /// gum's `--align` values (style/options.go, join/options.go).
    ///
    /// gum turns them into lipgloss positions through `decode.Align`, which has no `middle`:
    /// a missing key gives Go's zero value, position 0, the same as `top` and `left`. So
    /// `middle` aligns as `left` (and joins as `top`), and, since lipgloss's `Align` with one
    /// position sets the horizontal alignment, `top` aligns text left and `bottom` right.
    package enum Position: String, CaseIterable, Sendable {
        /// Position 0.
        case left
        /// Position 0.5.
        case center
        /// Position 1.
        case right
        /// Position 0 (the same as left).
        case top
        /// Not in gum's map: position 0, the same as top and left.
        case middle
        /// Position 1 (the same as right).
        case bottom

        /// The lipgloss position gum gives this value: 0, 0.5 or 1.
        var fraction: Double {
            switch self {
            case .left, .top, .middle: return 0
            case .center: return 0.5
            case .right, .bottom: return 1
            }
        }
    }
}
