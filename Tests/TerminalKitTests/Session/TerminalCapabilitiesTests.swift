import Testing

@testable import TerminalKit

@Suite struct TerminalCapabilitiesTests {
    typealias Colors = TerminalCapabilities.ColorSupport

    static let colorCases: [([String: String], TerminalCapabilities.ColorSupport)] = [
        (["TERM": "xterm"], .ansi16),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColor),
        (["TERM": "screen", "COLORTERM": "yes"], .ansi16),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
        ([:], .ansi16),
    ]

    @Test(arguments: colorCases)
    func colorsFollowTheEnvironment(environment: [String: String], expected: Colors) {
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        #expect(capabilities.colors == expected)
        #expect(capabilities.mode == .fullScreen)
    }

    @Test func dumbTerminalOrNoTTYIsPlainLineMode() {
        let dumb = TerminalCapabilities.detect(
            environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true)
        #expect(dumb == TerminalCapabilities(mode: .plainLines, colors: .none))
        let piped = TerminalCapabilities.detect(
            environment: ["TERM": "xterm-256color"], isTerminal: false)
        #expect(piped == TerminalCapabilities(mode: .plainLines, colors: .none))
    }

    @Test(arguments: [("1", true), ("yes", true), ("TRUE", true), ("0", false), ("", false)])
    func reducedMotion(value: String, expected: Bool) {
        for isTerminal in [true, false] {
            let capabilities = TerminalCapabilities.detect(
                environment: ["TERM": "xterm", "ALERT_REDUCED_MOTION": value],
                isTerminal: isTerminal)
            #expect(capabilities.prefersReducedMotion == expected)
        }
        #expect(
            !TerminalCapabilities.detect(environment: ["TERM": "xterm"], isTerminal: true)
                .prefersReducedMotion)
    }

    @Test func colorSupportIsOrderedByRichness() {
        #expect(Colors.none < .ansi16 && Colors.ansi16 < .ansi256 && Colors.ansi256 < .trueColor)
    }
}
