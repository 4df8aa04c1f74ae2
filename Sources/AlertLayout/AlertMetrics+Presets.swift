import FoundationEssentials

extension AlertMetrics {
    /// The house defaults, in points: leading/trailing 20, top/bottom 20, screen margin 24,
    /// vertical reserve 80, sheet bottom offset 8, sheet maximum width 480.
    ///
    /// Roomier than SBAlertView at the top and bottom (items need no insets of their own to
    /// breathe), a little narrower on the sides, and an action sheet that floats 8 points
    /// above the bottom edge and stays readable on wide screens.
    public static let standard = AlertMetrics(
        leading: 20,
        trailing: 20,
        top: 20,
        bottom: 20,
        screenMargin: 24,
        verticalReserve: 80,
        sheetBottomOffset: 8,
        sheetMaxWidth: 480
    )

    /// SBAlertView's numbers: leading/trailing 25, top/bottom 0, screen margin 25, the alert's
    /// height capped at the container height − 140 (vertical reserve 140), an action sheet
    /// flush with the bottom and as wide as the available width.
    ///
    /// With these metrics the engine gives SBAlertView's frames exactly wherever SBAlertView
    /// is correct (see the worked example of the "Layout Rules" article, which the tests check).
    public static let sbCompatible = AlertMetrics(
        leading: 25,
        trailing: 25,
        top: 0,
        bottom: 0,
        screenMargin: 25,
        verticalReserve: 140,
        sheetBottomOffset: 0,
        sheetMaxWidth: .infinity
    )

    /// Metrics for a terminal measured in cells: leading/trailing 2, top/bottom 1, screen
    /// margin 2, vertical reserve 2, sheet bottom offset 0, sheet maximum width 80.
    public static let terminal = AlertMetrics(
        leading: 2,
        trailing: 2,
        top: 1,
        bottom: 1,
        screenMargin: 2,
        verticalReserve: 2,
        sheetBottomOffset: 0,
        sheetMaxWidth: 80
    )
}
