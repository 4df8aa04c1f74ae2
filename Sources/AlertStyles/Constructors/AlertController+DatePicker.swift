import Foundation

extension AlertController {
    /// Shows a date picker and returns it.
    ///
    /// The picker's own − and + controls sit with its fields (`− 2026-11-22 13:05 +`) and
    /// change the focused field (day by default; Tab and the arrows reach the others)
    /// without dismissing; below it Cancel (action index 0) and Done (action index 1). Done's result carries the date under
    /// "date" as ISO 8601 and `completion` gets the date; Cancel (or anything else) gives nil.
    @discardableResult
    public func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, options: AlertOptions = .init(),
        completion: (@MainActor (Date?) -> Void)? = nil
    ) -> AlertView {
        let picker = DatePickerItem(date: initial, range: range, timeZone: timeZone)
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        items +=
            [
                picker,
                ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
                ButtonItem(title: "Done", actionIndex: 1),
            ] as [any AlertItem]
        let view = AlertView(style: .alert, items: items)
        show(view, options: options) { result in
            completion?(result.reason == .action(index: 1) ? picker.date : nil)
        }
        return view
    }
}
