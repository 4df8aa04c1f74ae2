extension OutputColorProfile {
    /// The profile of an output, from the environment and whether the output is a terminal,
    /// by colorprofile's `Detect` (env.go):
    /// - `TERM` unset or `dumb`, or an output that is no terminal, is ``noTTY``, unless
    ///   `CLICOLOR_FORCE` is true (then at least ``ansi16``);
    /// - `NO_COLOR` (a true value for Go's `strconv.ParseBool`: 1, t, true…) on a terminal
    ///   lowers the profile to ``ascii``;
    /// - `CLICOLOR` raises a terminal to ``ansi16``;
    /// - `COLORTERM=truecolor` (or 24bit, yes, true), a terminal known to have 24-bit colour
    ///   (kitty, wezterm, alacritty, ghostty, foot, contour, rio, st), `WT_SESSION`,
    ///   `GOOGLE_CLOUD_SHELL` or a `TERM` ending in `direct` give ``trueColor``;
    /// - `TERM` ending in `256color`, or `tmux…`/`screen…`, give ``ansi256``;
    /// - any other terminal with a `TERM` has at least ``ansi16``; inside tmux (`TMUX`), at
    ///   least ``ansi256``.
    ///
    /// `TTY_FORCE` (true) counts the output as a terminal, as colorprofile does.
    ///
    /// Unlike colorprofile, this reads neither the terminfo database (its `Tc`/`RGB`
    /// capabilities) nor `tmux info`: a terminal that has 24-bit colour only by those is taken
    /// as its `TERM` and environment say. O(1).
    package static func detect(
        environment: [String: String], outputIsTerminal: Bool
    ) -> OutputColorProfile {
        let isTerminal = outputIsTerminal || goBool(environment["TTY_FORCE"])
        let term = environment["TERM"]
        let isDumb = term == nil || term == "dumb"
        let fromEnvironment = profile(isTerminal: isTerminal, environment: environment)
        if fromEnvironment == .trueColor || goBool(environment["NO_COLOR"]) {
            return fromEnvironment
        }
        guard isTerminal, !isDumb, let term else { return fromEnvironment }
        // colorprofile's Terminfo: a named terminal has at least 16 colours.
        let fromTerminfo: OutputColorProfile = term.isEmpty ? .noTTY : .ansi16
        // colorprofile's tmux: inside tmux, at least 256 colours.
        let fromTmux: OutputColorProfile =
            (environment["TMUX"] ?? "").isEmpty ? .noTTY : .ansi256
        return max(fromEnvironment, fromTerminfo, fromTmux)
    }

    /// colorprofile's `colorProfile`: the environment's profile, given whether the output is
    /// a terminal, after NO_COLOR, CLICOLOR_FORCE and CLICOLOR.
    private static func profile(
        isTerminal: Bool, environment: [String: String]
    ) -> OutputColorProfile {
        let term = environment["TERM"]
        let isDumb = term == nil || term == "dumb"
        let fromTerm = termProfile(environment)
        var result = !isTerminal || isDumb ? OutputColorProfile.noTTY : fromTerm
        if goBool(environment["NO_COLOR"]), isTerminal {
            return min(result, .ascii)
        }
        if goBool(environment["CLICOLOR_FORCE"]) {
            return max(result, .ansi16, fromTerm)
        }
        if goBool(environment["CLICOLOR"]), isTerminal, !isDumb {
            result = max(result, .ansi16)
        }
        return result
    }

    /// colorprofile's `envColorProfile`: what `TERM`, `COLORTERM` and the terminal's own
    /// variables say, whether or not the output is a terminal.
    private static func termProfile(_ environment: [String: String]) -> OutputColorProfile {
        let term = environment["TERM"] ?? ""
        var result: OutputColorProfile = term.isEmpty || term == "dumb" ? .noTTY : .ansi16
        let trueColorTerminals = [
            "alacritty", "contour", "foot", "ghostty", "kitty", "rio", "st", "wezterm",
        ]
        if trueColorTerminals.contains(where: { term.contains($0) }) {
            return .trueColor
        }
        if term.hasPrefix("tmux") || term.hasPrefix("screen") {
            result = max(result, .ansi256)
        } else if term.hasPrefix("xterm") {
            result = max(result, .ansi16)
        }
        if !(environment["WT_SESSION"] ?? "").isEmpty
            || goBool(environment["GOOGLE_CLOUD_SHELL"])
        {
            return .trueColor
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if ["truecolor", "24bit", "yes", "true"].contains(colorTerm),
            !term.hasPrefix("screen"), !term.hasPrefix("tmux")
        {
            return .trueColor
        }
        if term.hasSuffix("256color") {
            result = max(result, .ansi256)
        }
        return term.hasSuffix("direct") ? .trueColor : result
    }

    /// Go's `strconv.ParseBool` as colorprofile reads its variables: true for 1, t, T, TRUE,
    /// true, True; false for anything else (unset, empty, "yes"…).
    private static func goBool(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "t", "T", "TRUE", "true", "True"].contains(value)
    }
}
