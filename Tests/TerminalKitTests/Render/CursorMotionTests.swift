import Testing

@testable import TerminalKit

@Suite struct CursorMotionTests {
    private func move(from cursor: CursorState, to row: Int, _ column: Int) -> String {
        var state = cursor
        var bytes: [UInt8] = []
        CursorMotion.move(&state, row: row, column: column, into: &bytes)
        #expect(state.row == row && state.column == column && state.isKnown)
        #expect(bytes.count == CursorMotion.cost(from: cursor, row: row, column: column))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func at(_ row: Int, _ column: Int) -> CursorState {
        CursorState(row: row, column: column, isKnown: true, isAfterWide: false)
    }

    @Test func unknownPositionUsesAbsoluteMoveWithDefaultsLeftOut() {
        #expect(move(from: CursorState(), to: 0, 0) == "\u{1B}[H")
        #expect(move(from: CursorState(), to: 4, 0) == "\u{1B}[5H")
        #expect(move(from: CursorState(), to: 4, 9) == "\u{1B}[5;10H")
    }

    @Test func stayingPutWritesNothing() {
        #expect(move(from: at(3, 3), to: 3, 3).isEmpty)
    }

    @Test func shortRelativeMovesWin() {
        #expect(move(from: at(10, 10), to: 10, 13) == "\u{1B}[3C")
        #expect(move(from: at(10, 10), to: 10, 9) == "\u{8}")
        #expect(move(from: at(10, 10), to: 9, 10) == "\u{1B}[A")
        #expect(move(from: at(10, 10), to: 12, 10) == "\u{1B}[2B")
    }

    @Test func carriageReturnAndLineFeedsFromColumnZero() {
        #expect(move(from: at(10, 50), to: 10, 0) == "\r")
        #expect(move(from: at(10, 50), to: 11, 0) == "\r\n")
        #expect(move(from: at(10, 0), to: 12, 0) == "\n\n")
        #expect(move(from: at(10, 50), to: 11, 2) == "\r\n\u{1B}[2C")
    }

    @Test func lineFeedIsNeverUsedAwayFromColumnZero() {
        #expect(move(from: at(10, 5), to: 11, 5) == "\u{1B}[B")
    }

    @Test func farMovesUseAbsolutePosition() {
        #expect(move(from: at(50, 150), to: 2, 3) == "\u{1B}[3;4H")
    }

    @Test func afterAWideGlyphTheNextMoveReanchorsTheColumn() {
        var cursor = at(2, 4)
        cursor.isAfterWide = true
        // A carriage return on the trusted row, or an absolute move: never relative only.
        #expect(move(from: cursor, to: 2, 6) == "\r\u{1B}[6C")
        #expect(move(from: cursor, to: 3, 0) == "\r\n")
        #expect(move(from: cursor, to: 1, 6) == "\u{1B}[2;7H", "up: absolute")
        #expect(move(from: cursor, to: 20, 60) == "\u{1B}[21;61H", "absolute is shorter")
        #expect(move(from: cursor, to: 2, 4).isEmpty)
    }

    @Test func aTrustedRowWithAnUnknownColumnStartsWithACarriageReturn() {
        var cursor = CursorState(row: 4, column: 0, isKnown: false, isAfterWide: false)
        cursor.isRowKnown = true
        #expect(move(from: cursor, to: 4, 23) == "\r\u{1B}[23C")
        cursor.isRowKnown = false
        #expect(move(from: cursor, to: 4, 23) == "\u{1B}[5;24H")
    }
}
