// Quoted in the README (door 3) and docs/own-alerts-and-items.md from `import` on; a test
// keeps the three the same.
import AlertEngine
import Foundation

/// An alert of your own: any class that conforms to `AlertPresentable`. The presenter lays
/// its items out, draws them, moves the focus and answers its buttons, exactly as it does
/// for the library's `AlertView`.
@MainActor
final class WeeklyStepsAlert: AlertPresentable {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem]

    init(steps: [Int]) {
        items = [
            TitleItem("Your week"),
            StepsChartItem(steps: steps),
            MessageItem("\(steps.reduce(0, +)) steps. Best day: Thursday."),
            ButtonItem(title: "Close", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Share", actionIndex: 1),
        ]
    }
}
