/// The glyphs of one kind of border: its edges and corners, each one cell wide.
struct TextBlockBorderGlyphs: Hashable, Sendable {
    /// The top edge, repeated.
    let top: Character
    /// The right edge, one a line.
    let right: Character
    /// The bottom edge, repeated.
    let bottom: Character
    /// The left edge, one a line.
    let left: Character
    /// The top-left corner.
    let topLeft: Character
    /// The top-right corner.
    let topRight: Character
    /// The bottom-left corner.
    let bottomLeft: Character
    /// The bottom-right corner.
    let bottomRight: Character

    /// The glyphs written top, right, bottom, left, then the corners top-left, top-right,
    /// bottom-left, bottom-right (eight characters).
    init(_ glyphs: String) {
        let list = Array(glyphs)
        precondition(list.count == 8, "a border has eight glyphs")
        (top, right, bottom, left) = (list[0], list[1], list[2], list[3])
        (topLeft, topRight, bottomLeft, bottomRight) = (list[4], list[5], list[6], list[7])
    }
}
