@testable import AlertTerminal

/// One cell of the ``VirtualTerminal`` screen.
struct EmulatedCell: Equatable {
    var grapheme: Character = " "
    var width = 1
    var isContinuation = false
    var style = TerminalStyle.plain

    static func blank(_ style: TerminalStyle) -> EmulatedCell {
        EmulatedCell(grapheme: " ", width: 1, isContinuation: false, style: style)
    }
}
