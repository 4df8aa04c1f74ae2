/// The defaults new alerts are built with: a theme, a measurer and layout metrics in the
/// same units. A presenter installs its own (the terminal installs cell-based ones).
@MainActor
public enum AlertAppearance {
    /// The theme new alerts use.
    public static var theme: AlertTheme = .standard {
        didSet { sharedEnvironment = nil }
    }
    /// The measurer new alerts use.
    public static var measurer: any AlertTextMeasuring = MonospaceTextMeasurer.points {
        didSet { sharedEnvironment = nil }
    }
    /// The layout metrics new alerts use.
    public static var metrics: AlertMetrics = .standard {
        didSet { sharedEnvironment = nil }
    }

    private static var sharedEnvironment: AlertStyleEnvironment?

    /// The three defaults in one box that every new alert shares (made again only after
    /// one of them changes).
    static var environment: AlertStyleEnvironment {
        if let sharedEnvironment { return sharedEnvironment }
        let environment = AlertStyleEnvironment(
            theme: theme, measurer: measurer, metrics: metrics)
        sharedEnvironment = environment
        return environment
    }

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
