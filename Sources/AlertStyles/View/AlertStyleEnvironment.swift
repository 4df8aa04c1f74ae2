/// The theme, measurer and layout metrics an ``AlertView`` is drawn with, in one shared,
/// immutable box: every alert built with the same ``AlertAppearance`` points at the same
/// box, so a queued alert does not carry its own copy (a theme alone is about 300 bytes).
/// Changing one of the three on a view gives that view a box of its own.
final class AlertStyleEnvironment: Sendable {
    let theme: AlertTheme
    let measurer: any AlertTextMeasuring
    let metrics: AlertMetrics

    init(theme: AlertTheme, measurer: any AlertTextMeasuring, metrics: AlertMetrics) {
        self.theme = theme
        self.measurer = measurer
        self.metrics = metrics
    }

    /// A copy with some of the three replaced.
    func replacing(
        theme: AlertTheme? = nil, measurer: (any AlertTextMeasuring)? = nil,
        metrics: AlertMetrics? = nil
    ) -> AlertStyleEnvironment {
        AlertStyleEnvironment(
            theme: theme ?? self.theme, measurer: measurer ?? self.measurer,
            metrics: metrics ?? self.metrics)
    }
}

/// A finished layout, boxed so that an alert waiting in the queue (which has none yet)
/// spends one pointer on it instead of the whole result.
final class AlertLayoutBox: Sendable {
    let result: AlertLayoutResult

    init(_ result: AlertLayoutResult) {
        self.result = result
    }
}
