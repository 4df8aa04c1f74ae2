/// Installs the terminal's defaults into ``AlertAppearance`` so that alerts built by the
/// constructors are measured in cells.
@MainActor
public enum TerminalAppearance {
    /// The show and dismiss timing the terminal animator uses (a sheet slides for 150 ms, an
    /// alert pops in for 120 ms; the theme's timing only says whether to animate).
    public static let animatedTiming = AlertAnimationTiming(
        showDuration: .milliseconds(150), dismissDuration: .milliseconds(150))

    /// The terminal theme with timing that animates, or not when `reducedMotion` is true.
    public static func theme(reducedMotion: Bool) -> AlertTheme {
        var theme = AlertTheme.terminal
        theme.timing = reducedMotion ? .instant : animatedTiming
        return theme
    }

    /// Installs ``AlertTheme/terminal`` (animated unless `reducedMotion`), a
    /// ``TerminalTextMeasurer`` and ``AlertMetrics/terminal``.
    public static func install(reducedMotion: Bool) {
        AlertAppearance.install(
            theme: theme(reducedMotion: reducedMotion), measurer: TerminalTextMeasurer(),
            metrics: .terminal)
    }
}
