import AlertPresentation
import TerminalKit
import Testing

@testable import AlertTerminal

@Suite struct TerminalKeyMappingTests {
    @Test func keysMapToAlertInput() {
        #expect(TerminalKeyMapping.alertKey(for: .tab) == .tab)
        #expect(TerminalKeyMapping.alertKey(for: .tab, modifiers: .shift) == .backTab)
        #expect(TerminalKeyMapping.alertKey(for: .backTab) == .backTab)
        #expect(TerminalKeyMapping.alertKey(for: .enter) == .enter)
        // A line feed: Ctrl+J, or an Enter typed ahead that cooked mode made one.
        #expect(TerminalKeyMapping.alertKey(for: .character("j"), modifiers: .control) == .lineFeed)
        #expect(TerminalKeyMapping.alertKey(for: .escape) == .escape)
        #expect(TerminalKeyMapping.alertKey(for: .character("語")) == .character("語"))
        #expect(TerminalKeyMapping.alertKey(for: .character("c"), modifiers: .control) == nil)
        #expect(TerminalKeyMapping.alertKey(for: .character("\u{1B}")) == nil)
        #expect(TerminalKeyMapping.alertKey(for: .function(1)) == nil)
        #expect(TerminalKeyMapping.alertKey(for: .pageDown) == .pageDown)
        #expect(TerminalKeyMapping.alertKey(for: .pageUp) == .pageUp)
        #expect(TerminalKeyMapping.alertKey(for: .insert) == nil)
    }

    /// Ctrl+D and Alt+Enter (Esc then CR, decoded as Enter with Alt) finish a multi-line
    /// text; a chord with Ctrl that is no editing key stays unused.
    @Test func ctrlDAndAltEnterAreSubmit() {
        #expect(TerminalKeyMapping.alertKey(for: .character("d"), modifiers: .control) == .submit)
        #expect(TerminalKeyMapping.alertKey(for: .enter, modifiers: .alt) == .submit)
        #expect(TerminalKeyMapping.alertKey(for: .character("d")) == .character("d"))
        #expect(TerminalKeyMapping.alertKey(for: .character("g"), modifiers: .control) == nil)
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x0D]) == [.key(.enter, .alt)], "Esc then CR is Alt+Enter")
    }
}

/// The editing chords, from the bytes xterm sends through the input decoder to the alert
/// key: readline's Ctrl and Alt letters, and the arrows, Backspace and Delete with Ctrl.
@Suite struct TerminalEditingKeyTests {
    /// The alert keys `bytes` decode to.
    func keys(_ bytes: [UInt8]) -> [AlertKeyInput?] {
        var decoder = InputDecoder()
        return (decoder.feed(bytes) + decoder.flushTimeout()).map {
            guard case .key(let key, let modifiers) = $0 else { return nil }
            return TerminalKeyMapping.alertKey(for: key, modifiers: modifiers)
        }
    }

    @Test(
        arguments: [
            ([0x17], .edit(.deleteWordBackward)),  // Ctrl+W
            ([0x15], .edit(.deleteToLineStart)),  // Ctrl+U
            ([0x0B], .edit(.deleteToLineEnd)),  // Ctrl+K
            // Ctrl+A and Ctrl+E: Home and End unless a key policy says otherwise.
            ([0x01], .control("a")),  // Ctrl+A
            ([0x05], .control("e")),  // Ctrl+E
            // Ctrl+N and Ctrl+P: Down and Up, readline's next and previous line.
            ([0x0E], .down),  // Ctrl+N
            ([0x10], .up),  // Ctrl+P
            // Alt+B, Alt+F, Alt+D: mnemonics, which a focused text takes as its word edits.
            ([0x1B, 0x62], .mnemonic("b")),  // Alt+B
            ([0x1B, 0x66], .mnemonic("f")),  // Alt+F
            ([0x1B, 0x64], .mnemonic("d")),  // Alt+D
            ([0x1B, 0x59], .mnemonic("Y")),  // Alt+Shift+Y
            ([0x1B, 0x33], .mnemonic("3")),  // Alt+3
            ([0x1B, 0x7F], .edit(.deleteWordBackward)),  // Alt+Backspace
            (Array("\u{1B}[1;5D".utf8), .edit(.wordLeft)),  // Ctrl+Left
            (Array("\u{1B}[1;5C".utf8), .edit(.wordRight)),  // Ctrl+Right
            (Array("\u{1B}[1;3D".utf8), .edit(.wordLeft)),  // Alt+Left
            (Array("\u{1B}[3;5~".utf8), .edit(.deleteWordForward)),  // Ctrl+Delete
            (Array("\u{1B}[127;5u".utf8), .edit(.deleteWordBackward)),  // Ctrl+Backspace, CSI u
            // Shift selects (xterm's modified cursor keys).
            (Array("\u{1B}[1;2D".utf8), .edit(.selectLeft)),  // Shift+Left
            (Array("\u{1B}[1;2C".utf8), .edit(.selectRight)),  // Shift+Right
            (Array("\u{1B}[1;2H".utf8), .edit(.selectToLineStart)),  // Shift+Home
            (Array("\u{1B}[1;2F".utf8), .edit(.selectToLineEnd)),  // Shift+End
            (Array("\u{1B}[1;6D".utf8), .edit(.selectWordLeft)),  // Shift+Ctrl+Left
            (Array("\u{1B}[1;6C".utf8), .edit(.selectWordRight)),  // Shift+Ctrl+Right
            (Array("\u{1B}[1;4D".utf8), .edit(.selectWordLeft)),  // Shift+Alt+Left
            (Array("\u{1B}[1;2A".utf8), .up),  // Shift+Up: no selection by lines
        ] as [([UInt8], AlertKeyInput)])
    func chordsDecodeToEdits(bytes: [UInt8], expected: AlertKeyInput) {
        #expect(keys(bytes) == [expected])
    }

    /// The plain keys keep their meaning: a letter types, Backspace deletes one character.
    @Test func plainKeysStayPlain() {
        #expect(keys([0x77]) == [.character("w")])
        #expect(keys([0x7F]) == [.backspace])
        #expect(keys(Array("\u{1B}[D".utf8)) == [.left])
        #expect(
            TerminalKeyMapping.alertKey(for: .character("w"), modifiers: [.control, .alt]) == nil)
        #expect(TerminalKeyMapping.alertKey(for: .character("-"), modifiers: .alt) == nil)
        #expect(
            TerminalKeyMapping.alertKey(for: .character("n"), modifiers: .meta) == .mnemonic("n"))
    }
}
