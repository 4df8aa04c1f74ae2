/// The defaults new alerts are built with: a theme, a measurer and layout metrics in the
/// same units. A presenter installs its own (the terminal installs cell-based ones).
@MainActor
public enum AlertAppearance {
    /// The theme new alerts use.
    public static var theme: AlertTheme = .standard
    /// The measurer new alerts use.
    public static var measurer: any AlertTextMeasuring = MonospaceTextMeasurer.points
    /// The layout metrics new alerts use.
    public static var metrics: AlertMetrics = .standard

    /// Installs a matching theme, measurer and metrics at once.
    public static func install(
        theme: AlertTheme, measurer: any AlertTextMeasuring, metrics: AlertMetrics
    ) {
        self.theme = theme
        self.measurer = measurer
        self.metrics = metrics
    }

    /// Restores the point-based defaults.
    public static func reset() {
        install(theme: .standard, measurer: MonospaceTextMeasurer.points, metrics: .standard)
    }
}
