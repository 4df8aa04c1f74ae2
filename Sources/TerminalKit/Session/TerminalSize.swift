#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal in cells.
public struct TerminalSize: Hashable, Sendable {
    /// Number of columns (cells per row).
    public var columns: Int
    /// Number of rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal open on `fileDescriptor` (TIOCGWINSZ), or `nil` when it is not a
    /// terminal or reports a zero size.
    package static func of(fileDescriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
            size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
