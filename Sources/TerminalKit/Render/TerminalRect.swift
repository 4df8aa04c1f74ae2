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
    package init(origin: TerminalPoint, width: Int, height: Int) {
        self.origin = origin
        self.width = width
        self.height = height
    }

    /// The first column.
    package var minColumn: Int { origin.column }
    /// The first row.
    package var minRow: Int { origin.row }
    /// One past the last column (`Int.max` when that would overflow).
    public var maxColumn: Int { Self.saturatingSum(origin.column, max(0, width)) }
    /// One past the last row (`Int.max` when that would overflow).
    public var maxRow: Int { Self.saturatingSum(origin.row, max(0, height)) }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `point` lies inside.
    public func contains(_ point: TerminalPoint) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow
            && point.row < maxRow
    }

    /// The cells both rectangles hold (empty, at the clamped origin, when they do not meet).
    package func intersection(_ other: TerminalRect) -> TerminalRect {
        let left = max(minColumn, other.minColumn)
        let top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return TerminalRect(
            column: left, row: top, width: Self.extent(from: left, to: right),
            height: Self.extent(from: top, to: bottom))
    }

    private static func saturatingSum(_ origin: Int, _ length: Int) -> Int {
        let (sum, overflow) = origin.addingReportingOverflow(length)
        return overflow ? Int.max : sum
    }

    /// `end - start`, at least 0 and at most `Int.max`.
    private static func extent(from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        let (difference, overflow) = end.subtractingReportingOverflow(start)
        return overflow ? Int.max : difference
    }
}
