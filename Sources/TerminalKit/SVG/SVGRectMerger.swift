/// Collects filled rectangles row by row and merges a rectangle with the one directly above
/// it when both have the same left edge, width and colour, so a uniform area becomes one
/// `<rect>`. Output order is the order rectangles were started (row-major): deterministic.
struct SVGRectMerger {
    /// One filled rectangle in pixels.
    struct Rect: Hashable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var color: SVGColor
    }

    private struct Key: Hashable {
        var x: Int
        var width: Int
        var color: SVGColor
    }

    private(set) var rects: [Rect] = []
    private var open: [Key: Int] = [:]
    private var extendedThisRow: [Key: Int] = [:]

    /// Adds a rectangle; it extends the open one above when they line up exactly. O(1).
    mutating func add(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let key = Key(x: rect.x, width: rect.width, color: rect.color)
        if let index = open[key], rects[index].y + rects[index].height == rect.y {
            rects[index].height += rect.height
            extendedThisRow[key] = index
        } else {
            rects.append(rect)
            extendedThisRow[key] = rects.count - 1
        }
    }

    /// Ends a row: only rectangles touched in this row may grow in the next. O(k) in them.
    mutating func endRow() {
        open = extendedThisRow
        extendedThisRow = [:]
    }
}
