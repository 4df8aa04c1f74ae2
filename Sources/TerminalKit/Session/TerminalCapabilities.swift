/// What the terminal can do, decided from the environment and whether output is a terminal.
///
/// Rules, in order:
/// - Not a TTY, or `TERM=dumb` → ``Mode/plainLines`` (no escape sequences at all) and no
///   colour.
/// - `NO_COLOR` set to a non-empty value → ``ColorSupport/none`` (https://no-color.org).
/// - `COLORTERM` is `truecolor` or `24bit` → ``ColorSupport/trueColor``.
/// - `TERM` contains `256color` → ``ColorSupport/ansi256``; otherwise ``ColorSupport/ansi16``.
/// - `ALERT_REDUCED_MOTION` set to `1`, `true` or `yes` → ``prefersReducedMotion``: show and
///   dismiss without animation.
package struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours the renderer may use.
    package enum ColorSupport: Int, Comparable, Sendable {
        /// No colour: attributes such as bold and reverse only.
        case none
        /// The 16 ANSI colours (SGR 30–37, 90–97).
        case ansi16
        /// The xterm 256-colour palette (SGR 38;5;n).
        case ansi256
        /// 24-bit colour (SGR 38;2;r;g;b).
        case trueColor

        /// Orders by richness.
        package static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// How the presenter should drive the terminal.
    package enum Mode: Hashable, Sendable {
        /// Raw mode, alternate screen, cursor addressing, mouse.
        case fullScreen
        /// One line of plain text per event, read line by line: for pipes, logs and dumb
        /// terminals.
        case plainLines
    }

    /// The environment variable that asks for reduced motion.
    package static let reducedMotionVariable = "ALERT_REDUCED_MOTION"

    /// How to drive the terminal.
    package var mode: Mode
    /// The colours allowed.
    package var colors: ColorSupport
    /// Whether animations should be skipped.
    package var prefersReducedMotion: Bool

    /// Creates capabilities by hand (for tests and for users who know better).
    package init(mode: Mode, colors: ColorSupport, prefersReducedMotion: Bool = false) {
        self.mode = mode
        self.colors = colors
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// Decides the capabilities from an environment and whether the output is a terminal.
    /// A pure function: O(1) lookups in `environment`.
    package static func detect(environment: [String: String], isTerminal: Bool)
        -> TerminalCapabilities
    {
        let term = environment["TERM"] ?? ""
        let reducedMotion = isAffirmative(environment[reducedMotionVariable])
        guard isTerminal && term != "dumb" else {
            return TerminalCapabilities(
                mode: .plainLines, colors: .none, prefersReducedMotion: reducedMotion)
        }
        let colors: ColorSupport
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            colors = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            colors = .trueColor
        } else if term.contains("256color") {
            colors = .ansi256
        } else {
            colors = .ansi16
        }
        return TerminalCapabilities(
            mode: .fullScreen, colors: colors, prefersReducedMotion: reducedMotion)
    }

    package static func isAffirmative(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(value.lowercased())
    }
}
