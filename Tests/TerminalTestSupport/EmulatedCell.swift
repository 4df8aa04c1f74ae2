import TerminalKit

/// One cell of the ``VirtualTerminal`` screen.
package struct EmulatedCell: Equatable {
    package var grapheme: Character = " "
    package var width = 1
    package var isContinuation = false
    package var style = TerminalStyle.plain

    package static func blank(_ style: TerminalStyle) -> EmulatedCell {
        EmulatedCell(grapheme: " ", width: 1, isContinuation: false, style: style)
    }
}
