import AlertPresentation

/// The terminal's units and looks: cells, `AlertTheme.terminal` and
/// `AlertMetrics.terminal`. A ``TerminalAlertWindow`` (and a ``PlainAlertWindow``) supplies
/// them to the alerts it presents; nothing is installed process-wide.
@MainActor
package enum TerminalAppearance {
    /// The show and dismiss timing of an animated terminal: 120 ms each way, four frames of
    /// 30 ms (an alert's pop, a sheet's slide). A theme of your own with other durations
    /// is honoured.
    package static let animatedTiming = AlertAnimationTiming(
        showDuration: .milliseconds(120), dismissDuration: .milliseconds(120))

    /// The terminal theme with timing that animates, or not when `reducedMotion` is true.
    package static func theme(reducedMotion: Bool) -> AlertTheme {
        var theme = AlertTheme.terminal
        theme.timing = reducedMotion ? .instant : animatedTiming
        return theme
    }

    /// ``theme(reducedMotion:)``, a ``TerminalTextMeasurer`` and `AlertMetrics.terminal`.
    package static func environment(reducedMotion: Bool) -> AlertEnvironment {
        AlertEnvironment(
            theme: theme(reducedMotion: reducedMotion), measurer: TerminalTextMeasurer(),
            metrics: .terminal)
    }
}
