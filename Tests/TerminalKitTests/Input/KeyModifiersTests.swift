import Testing

@testable import TerminalKit

@Suite struct KeyModifiersTests {
    @Test func xtermParameterIsOnePlusTheBits() {
        #expect(KeyModifiers(xtermParameter: 2) == .shift)
        #expect(KeyModifiers(xtermParameter: 3) == .alt)
        #expect(KeyModifiers(xtermParameter: 5) == .control)
        #expect(KeyModifiers(xtermParameter: 9) == .meta)
        #expect(KeyModifiers(xtermParameter: 16) == [.shift, .alt, .control, .meta])
        #expect(KeyModifiers(xtermParameter: 1 + 64 + 4) == .control)  // Caps Lock ignored.
    }

    @Test func absentOrNonsenseParametersMeanNoModifiers() {
        for parameter in [nil, 0, 1, -3, 1000] {
            #expect(KeyModifiers(xtermParameter: parameter).isEmpty)
        }
    }
}
