import Foundation

extension AlertController {
    /// Shows a date picker and returns it.
    ///
    /// Below the picker, two control buttons ("−" and "+") change the focused field (day by
    /// default; Tab and the arrows reach the others) without dismissing; then Cancel
    /// (action index 0) and Done (action index 1). Done's result carries the date under
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
        let view = AlertView(style: .alert)
        let minus = ButtonItem(title: "−", actionIndex: -1, dismissesAlert: false) {
            [weak view] in
            picker.decrement()
            view?.setNeedsDisplay()
        }
        let plus = ButtonItem(title: "+", actionIndex: -2, dismissesAlert: false) {
            [weak view] in
            picker.increment()
            view?.setNeedsDisplay()
        }
        items += [picker, minus, plus, SeparatorItem(.small)] as [any AlertItem]
        items +=
            [
                ButtonItem(title: "Cancel", role: .cancel, actionIndex: 0),
                ButtonItem(title: "Done", actionIndex: 1),
            ] as [any AlertItem]
        view.items = items
        show(view, options: options) { result in
            completion?(result.reason == .action(index: 1) ? picker.date : nil)
        }
        return view
    }
}
