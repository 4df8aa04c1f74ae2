import TerminalKit
import Testing

@testable import AlertTerminal

@Suite struct TerminalKeyMappingTests {
    @Test func keysMapToAlertInput() {
        #expect(TerminalKeyMapping.alertKey(for: .tab) == .tab)
        #expect(TerminalKeyMapping.alertKey(for: .tab, modifiers: .shift) == .backTab)
        #expect(TerminalKeyMapping.alertKey(for: .backTab) == .backTab)
        #expect(TerminalKeyMapping.alertKey(for: .enter) == .enter)
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
    /// text; other chords with Ctrl stay unused.
    @Test func ctrlDAndAltEnterAreSubmit() {
        #expect(TerminalKeyMapping.alertKey(for: .character("d"), modifiers: .control) == .submit)
        #expect(TerminalKeyMapping.alertKey(for: .enter, modifiers: .alt) == .submit)
        #expect(TerminalKeyMapping.alertKey(for: .character("d")) == .character("d"))
        #expect(TerminalKeyMapping.alertKey(for: .character("e"), modifiers: .control) == nil)
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x0D]) == [.key(.enter, .alt)], "Esc then CR is Alt+Enter")
    }
}
