import AlertLayout

/// The units and looks a window lays alerts out and draws them with: a theme, a text
/// measurer and layout metrics that agree with each other (points, or terminal cells).
///
/// A presenter's window supplies its own (``AlertWindow/layout(_:)`` hands it to the alert's
/// ``AlertInteraction``); nothing about it is process-wide. An ``AlertView`` may override any
/// of the three for itself.
public struct AlertEnvironment: Sendable {
    /// The theme.
    public var theme: AlertTheme
    /// The measurer text is wrapped and placed with.
    public var measurer: any AlertTextMeasuring
    /// The layout metrics.
    public var metrics: AlertMetrics

    /// Creates an environment.
    public init(theme: AlertTheme, measurer: any AlertTextMeasuring, metrics: AlertMetrics) {
        self.theme = theme
        self.measurer = measurer
        self.metrics = metrics
    }

    /// Points: ``AlertTheme/standard``, `MonospaceTextMeasurer.points` and
    /// ``AlertMetrics/standard``; what an alert uses before a window supplies its own (and
    /// in a ``HeadlessAlertWindow``).
    public static let standard = AlertEnvironment(
        theme: .standard, measurer: MonospaceTextMeasurer.points, metrics: .standard)
}
