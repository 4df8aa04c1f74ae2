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
}
