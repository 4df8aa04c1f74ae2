import Testing

@testable import TerminalKit

@Suite struct KeySequenceTableTests {
    @Test func tildeNumbersSkipTheGapsOfTheVT220Layout() {
        // F1–F5 are 11–15, F6–F10 17–21, F11–F14 23–26, F15–F16 28–29, F17–F20 31–34.
        let functionKeys = (1...40).compactMap { number -> Int? in
            guard case .function(let n) = KeySequenceTable.key(forTildeNumber: number) else {
                return nil
            }
            return n
        }
        #expect(functionKeys == Array(1...20))
        for gap in [16, 22, 27, 30, 35] {
            #expect(KeySequenceTable.key(forTildeNumber: gap) == nil, "\(gap)")
        }
        #expect(KeySequenceTable.key(forTildeNumber: 1) == .home)
        #expect(KeySequenceTable.key(forTildeNumber: 7) == .home)
        #expect(KeySequenceTable.key(forTildeNumber: 4) == .end)
        #expect(KeySequenceTable.key(forTildeNumber: 3) == .delete)
    }

    @Test func controlBytesAreControlLettersAndTheNamedKeysKeepTheirNames() {
        #expect(KeySequenceTable.key(forByte: 0x01)! == (.character("a"), .control))
        #expect(KeySequenceTable.key(forByte: 0x1A)! == (.character("z"), .control))
        #expect(KeySequenceTable.key(forByte: 0x00)! == (.character(" "), .control))
        #expect(KeySequenceTable.key(forByte: 0x1C)! == (.character("\\"), .control))
        #expect(KeySequenceTable.key(forByte: 0x09)! == (.tab, []))
        #expect(KeySequenceTable.key(forByte: 0x0D)! == (.enter, []))
        #expect(KeySequenceTable.key(forByte: 0x7F)! == (.backspace, []))
        #expect(KeySequenceTable.key(forByte: 0x41)! == (.character("A"), []))
        #expect(KeySequenceTable.key(forByte: 0x1B) == nil, "Esc starts a sequence")
        #expect(KeySequenceTable.key(forByte: 0x80) == nil)
    }

    @Test func codepointsAreKeysAndTextButNeverOtherControls() {
        #expect(KeySequenceTable.key(forCodepoint: 27) == .escape)
        #expect(KeySequenceTable.key(forCodepoint: 127) == .backspace)
        #expect(KeySequenceTable.key(forCodepoint: 0x6F22) == .character("漢"))
        #expect(KeySequenceTable.key(forCodepoint: 1) == nil)
        #expect(KeySequenceTable.key(forCodepoint: 0xD800) == nil, "a surrogate is no scalar")
        #expect(KeySequenceTable.key(forCodepoint: -5) == nil)
    }

    @Test func finalBytesNameTheCursorAndEditingKeys() {
        let finals = "ABCDHFZ".utf8.map { KeySequenceTable.key(forFinal: $0) }
        #expect(finals == [.up, .down, .right, .left, .home, .end, .backTab])
        #expect(KeySequenceTable.key(forFinal: UInt8(ascii: "x")) == nil)
    }
}
