/// Where the renderer believes the terminal's cursor is.
struct CursorState: Equatable {
    /// The row, meaningful when ``isKnown``.
    var row = 0
    /// The column, meaningful when ``isKnown``.
    var column = 0
    /// Whether the position is known at all (false at start, after a pending wrap at the right
    /// margin, and after a glyph whose width terminals disagree on).
    var isKnown = false
    /// Whether a wide glyph was written since the last absolute move: relative moves are then
    /// avoided, and the next move is an absolute re-anchor.
    var isAfterWide = false
    /// Whether ``row`` is trusted while the column is not: in the pending-wrap state at the
    /// right margin after glyphs of certain width, or after a one-scalar glyph whose width
    /// terminals disagree on (one or two columns) that fits the row either way. A carriage
    /// return reliably goes to column 0 of that row (it clears the wrap flag on every
    /// terminal), so CR LF reaches the next row in two bytes and CR CUF a column of this one.
    var isRowKnown = false
    /// Whether rows count from the top of an inline region whose place on the screen is not
    /// known: no absolute move (CUP) is ever written, and ``row`` stays trusted when the
    /// column is not (a carriage return re-anchors the column on the same row).
    var rowsAreRelative = false

    /// At the top-left corner of an inline region, where the cursor rests between frames.
    static let regionCorner = CursorState(row: 0, column: 0, isKnown: true, rowsAreRelative: true)
}

/// Chooses and writes the shortest cursor movement between two positions: an absolute CUP, a
/// relative move (CUU/CUD/CUF/CUB, backspaces, line feeds from column 0), or a carriage return
/// followed by relative moves, comparing their exact byte counts.
///
/// Line feed is used only from column 0, so it means the same with and without the terminal
/// translating LF to CR LF. Never moves below the last row, so LF never scrolls.
enum CursorMotion {
    /// The byte count of the cheapest move from `cursor` to (`row`, `column`).
    static func cost(from cursor: CursorState, row: Int, column: Int) -> Int {
        plan(from: cursor, row: row, column: column).cost
    }

    /// Appends the cheapest move from `cursor` to (`row`, `column`), and updates `cursor`.
    static func move(_ cursor: inout CursorState, row: Int, column: Int, into output: inout [UInt8])
    {
        let choice = plan(from: cursor, row: row, column: column)
        switch choice.kind {
        case .none:
            break
        case .absolute:
            appendAbsolute(row: row, column: column, into: &output)
            cursor.isAfterWide = false
        case .carriageReturn where cursor.rowsAreRelative:
            output.append(0x0D)
            appendVertical(row - cursor.row, fromColumnZero: true, into: &output)
            appendHorizontal(column, into: &output)
            cursor.isAfterWide = false
        case .relative:
            appendVertical(row - cursor.row, fromColumnZero: cursor.column == 0, into: &output)
            appendHorizontal(column - cursor.column, into: &output)
        case .carriageReturn:
            output.append(0x0D)
            appendVertical(row - cursor.row, fromColumnZero: true, into: &output)
            appendHorizontal(column, into: &output)
            cursor.isAfterWide = false
        }
        cursor.row = row
        cursor.column = column
        cursor.isKnown = true
        cursor.isRowKnown = false
    }

    /// Re-anchors the cursor at (`row`, `column`) whatever the terminal made of the glyphs
    /// before: CUP, or in an inline region a carriage return and relative moves from the
    /// trusted row.
    static func reanchor(
        _ cursor: inout CursorState, row: Int, column: Int, into output: inout [UInt8]
    ) {
        if cursor.rowsAreRelative {
            output.append(0x0D)
            appendVertical(row - cursor.row, fromColumnZero: true, into: &output)
            appendHorizontal(column, into: &output)
        } else {
            appendAbsolute(row: row, column: column, into: &output)
        }
        cursor.row = row
        cursor.column = column
        cursor.isKnown = true
        cursor.isAfterWide = false
        cursor.isRowKnown = false
    }

    /// Appends CUP to (`row`, `column`) (0-based), leaving out default parameters.
    static func appendAbsolute(row: Int, column: Int, into output: inout [UInt8]) {
        output.appendCSI()
        if row != 0 || column != 0 {
            output.appendDecimal(row + 1)
        }
        if column != 0 {
            output.append(0x3B)
            output.appendDecimal(column + 1)
        }
        output.append(0x48)
    }

    private enum Kind {
        case none
        case absolute
        case relative
        case carriageReturn
    }

    private static func plan(from cursor: CursorState, row: Int, column: Int) -> (
        kind: Kind, cost: Int
    ) {
        if cursor.rowsAreRelative { return relativePlan(from: cursor, row: row, column: column) }
        let absolute = absoluteCost(row: row, column: column)
        // A carriage return re-anchors the column on a row that is trusted.
        let rowIsTrusted = cursor.isKnown ? cursor.isAfterWide : cursor.isRowKnown
        let isThere = cursor.isKnown && cursor.row == row && cursor.column == column
        if rowIsTrusted && row >= cursor.row && !isThere {
            let carriage =
                1 + verticalCost(row - cursor.row, fromColumnZero: true) + horizontalCost(column)
            return carriage < absolute ? (.carriageReturn, carriage) : (.absolute, absolute)
        }
        guard cursor.isKnown else { return (.absolute, absolute) }
        if cursor.row == row && cursor.column == column { return (.none, 0) }
        if cursor.isAfterWide { return (.absolute, absolute) }
        var best: (kind: Kind, cost: Int) = (.absolute, absolute)
        let relative =
            verticalCost(row - cursor.row, fromColumnZero: cursor.column == 0)
            + horizontalCost(column - cursor.column)
        if relative < best.cost {
            best = (.relative, relative)
        }
        let carriage =
            1 + verticalCost(row - cursor.row, fromColumnZero: true) + horizontalCost(column)
        if carriage < best.cost {
            best = (.carriageReturn, carriage)
        }
        return best
    }

    /// The plan in an inline region: relative moves while the column is known, else a
    /// carriage return first (the row is always trusted there).
    private static func relativePlan(from cursor: CursorState, row: Int, column: Int) -> (
        kind: Kind, cost: Int
    ) {
        let carriage =
            1 + verticalCost(row - cursor.row, fromColumnZero: true) + horizontalCost(column)
        guard cursor.isKnown, !cursor.isAfterWide else { return (.carriageReturn, carriage) }
        if cursor.row == row && cursor.column == column { return (.none, 0) }
        let relative =
            verticalCost(row - cursor.row, fromColumnZero: cursor.column == 0)
            + horizontalCost(column - cursor.column)
        return relative <= carriage ? (.relative, relative) : (.carriageReturn, carriage)
    }

    private static func absoluteCost(row: Int, column: Int) -> Int {
        if row == 0 && column == 0 { return 3 }
        if column == 0 { return 3 + EscapeBytes.decimalDigitCount(row + 1) }
        return 4 + EscapeBytes.decimalDigitCount(row + 1)
            + EscapeBytes.decimalDigitCount(column + 1)
    }

    private static func verticalCost(_ delta: Int, fromColumnZero: Bool) -> Int {
        if delta == 0 { return 0 }
        if delta > 0 {
            let escape = EscapeBytes.csiLength(delta)
            return fromColumnZero ? min(delta, escape) : escape
        }
        return EscapeBytes.csiLength(-delta)
    }

    private static func horizontalCost(_ delta: Int) -> Int {
        if delta == 0 { return 0 }
        if delta > 0 { return EscapeBytes.csiLength(delta) }
        return min(-delta, EscapeBytes.csiLength(-delta))
    }

    private static func appendVertical(
        _ delta: Int, fromColumnZero: Bool, into output: inout [UInt8]
    ) {
        if delta > 0 {
            if fromColumnZero && delta <= EscapeBytes.csiLength(delta) {
                output.append(contentsOf: repeatElement(0x0A, count: delta))
            } else {
                output.appendCSI(delta, 0x42)
            }
        } else if delta < 0 {
            output.appendCSI(-delta, 0x41)
        }
    }

    private static func appendHorizontal(_ delta: Int, into output: inout [UInt8]) {
        if delta > 0 {
            output.appendCSI(delta, 0x43)
        } else if delta < 0 {
            if -delta <= EscapeBytes.csiLength(-delta) {
                output.append(contentsOf: repeatElement(0x08, count: -delta))
            } else {
                output.appendCSI(-delta, 0x44)
            }
        }
    }
}
