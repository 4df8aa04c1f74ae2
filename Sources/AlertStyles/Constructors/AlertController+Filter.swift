import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a long list narrowed by typing, and passes the choice made to `completion`.
    ///
    /// A ``FilterItem`` (focused, result key "choice") under the title, above Cancel
    /// (action index 0) and OK (action index 1). Typing narrows the list fuzzily, best
    /// matches first; Up and Down move the highlight; Enter answers with OK, which waits
    /// while nothing matches. `completion` gets the highlighted choice for OK, and nil for
    /// Cancel or any other way out. Folding the choices is O(their total length); each
    /// keystroke refilters in O(n).
    @discardableResult
    public func showFilter(
        title: String?, choices: [String], visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions = .init(),
        completion: (@MainActor (String?) -> Void)? = nil
    ) -> AlertView {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: alertOptions) { result in
            completion?(result.reason == .action(index: 1) ? filter.chosen : nil)
        }
        return view
    }

    /// Asks to pick one of `choices` by typing part of it, and returns the choice for OK,
    /// or nil for Cancel or any other way out. The alert is the one
    /// ``showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:alertOptions:completion:)``
    /// shows.
    public func filter(
        _ title: String?, choices: [String], visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions = .init()
    ) async -> String? {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle)
        let result = await present(view, options: alertOptions)
        return result.reason == .action(index: 1) ? filter.chosen : nil
    }

    static func filterView(
        title: String?, choices: [String], visibleRows: Int, placeholder: String,
        cancelTitle: String, okTitle: String
    ) -> (AlertView, FilterItem) {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        let filter = FilterItem(
            choices: choices, visibleRows: visibleRows, placeholder: placeholder)
        items += [
            filter, ButtonItem(title: cancelTitle, role: .cancel, actionIndex: 0),
            ButtonItem(title: okTitle, actionIndex: 1),
        ]
        return (AlertView(items: items), filter)
    }
}
