/// A position on a terminal grid, in cells: column 0 is the left edge, row 0 the top.
public struct TerminalPoint: Hashable, Sendable {
    /// The column (x), from 0 at the left.
    public var column: Int
    /// The row (y), from 0 at the top.
    public var row: Int

    /// Creates a point.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// The top-left corner.
    public static let zero = TerminalPoint(column: 0, row: 0)
}
