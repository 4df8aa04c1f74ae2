/// A rectangle of cells: an origin and a size. Negative sizes are treated as empty.
public struct TerminalRect: Hashable, Sendable {
    /// The top-left cell.
    public var origin: TerminalPoint
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(column: Int, row: Int, width: Int, height: Int) {
        origin = TerminalPoint(column: column, row: row)
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: TerminalPoint, width: Int, height: Int) {
        self.origin = origin
        self.width = width
        self.height = height
    }

    /// The first column.
    public var minColumn: Int { origin.column }
    /// The first row.
    public var minRow: Int { origin.row }
    /// One past the last column.
    public var maxColumn: Int { origin.column + max(0, width) }
    /// One past the last row.
    public var maxRow: Int { origin.row + max(0, height) }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `point` lies inside.
    public func contains(_ point: TerminalPoint) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow
            && point.row < maxRow
    }

    /// The cells both rectangles hold (empty, at the clamped origin, when they do not meet).
    public func intersection(_ other: TerminalRect) -> TerminalRect {
        let left = max(minColumn, other.minColumn)
        let top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return TerminalRect(
            column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
