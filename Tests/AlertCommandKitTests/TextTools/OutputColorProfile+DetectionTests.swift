import Testing

@testable import AlertCommandKit

/// How the colours of standard output are decided, as charmbracelet/colorprofile decides them.
struct OutputColorProfileDetectionTests {
    private func detect(_ environment: [String: String], terminal: Bool = true)
        -> OutputColorProfile
    {
        OutputColorProfile.detect(environment: environment, outputIsTerminal: terminal)
    }

    /// colorprofile: env.go colorProfile — an output that is no terminal gets no escapes.
    @Test func anOutputThatIsNoTerminalIsNoTTY() {
        #expect(detect(["TERM": "xterm-256color"], terminal: false) == .noTTY)
        #expect(
            detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], terminal: false) == .noTTY)
    }

    /// colorprofile: env.go envColorProfile and Detect (terminfo floor at ANSI).
    @Test func theTermVariableGivesTheColours() {
        #expect(detect(["TERM": "xterm"]) == .ansi16)
        #expect(detect(["TERM": "xterm-256color"]) == .ansi256)
        #expect(detect(["TERM": "screen"]) == .ansi256)
        #expect(detect(["TERM": "xterm-kitty"]) == .trueColor)
        #expect(detect(["TERM": "xterm-direct"]) == .trueColor)
        #expect(detect(["TERM": "vt100"]) == .ansi16)
        // Detect: inside tmux, at least 256 colours.
        #expect(detect(["TERM": "vt100", "TMUX": "/tmp/tmux-0/default,1,0"]) == .ansi256)
    }

    /// colorprofile: env.go colorTerm — COLORTERM=truecolor (24bit, yes, true) on a named
    /// terminal, but not under screen or tmux, nor without TERM.
    @Test func colortermTruecolorGivesTwentyFourBits() {
        #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(detect(["TERM": "xterm", "COLORTERM": "24BIT"]) == .trueColor)
        #expect(detect(["TERM": "screen-256color", "COLORTERM": "truecolor"]) == .ansi256)
        #expect(detect(["COLORTERM": "truecolor"]) == .noTTY)
    }

    /// colorprofile: env.go colorProfile — TERM=dumb (or no TERM) is NoTTY even on a
    /// terminal, unless CLICOLOR_FORCE.
    @Test func aDumbTerminalIsNoTTY() {
        #expect(detect(["TERM": "dumb"]) == .noTTY)
        #expect(detect([:]) == .noTTY)
        #expect(detect(["TERM": "dumb", "CLICOLOR": "1"]) == .noTTY)
        #expect(detect(["TERM": "dumb", "CLICOLOR_FORCE": "1"]) == .ansi16)
    }

    /// colorprofile: env.go envNoColor — NO_COLOR keeps attributes and drops colours, with a
    /// true value for Go's strconv.ParseBool only.
    @Test func noColorKeepsAttributesOnly() {
        #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .ascii)
        #expect(detect(["TERM": "xterm-kitty", "NO_COLOR": "true"]) == .ascii)
        #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "yes"]) == .ansi256)
        #expect(detect(["TERM": "xterm", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"]) == .ascii)
        #expect(detect(["TERM": "dumb", "NO_COLOR": "1"]) == .noTTY)
    }

    /// colorprofile: env.go cliColorForced — CLICOLOR_FORCE gives colours to an output that
    /// is no terminal (and, there, NO_COLOR does not take them back).
    @Test func clicolorForceGivesColoursWithoutATerminal() {
        #expect(
            detect(["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"], terminal: false) == .ansi256)
        #expect(detect(["CLICOLOR_FORCE": "true"], terminal: false) == .ansi16)
        #expect(detect(["CLICOLOR_FORCE": "0"], terminal: false) == .noTTY)
        #expect(
            detect(["TERM": "xterm", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: false)
                == .ansi16)
    }

    /// colorprofile: env.go isTTYForced — TTY_FORCE counts the output as a terminal.
    @Test func ttyForceCountsAsATerminal() {
        #expect(detect(["TERM": "xterm-256color", "TTY_FORCE": "1"], terminal: false) == .ansi256)
    }
}
