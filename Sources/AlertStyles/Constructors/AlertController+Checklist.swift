import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a list to choose several from and returns it.
    ///
    /// A `ChecklistItem` (focused, result key "choices") under the title and message, above
    /// Cancel (action index 0) and OK (action index 1). Space ticks the focused row, Enter
    /// answers with OK. OK waits until at least `minimum` and at most `maximum` (nil: any
    /// number) are chosen, saying so under the list. `completion` gets the chosen options in
    /// list order for OK, and nil for Cancel or any other way out.
    @discardableResult
    public func showChecklist(
        title: String?, message: String? = nil, choices: [String], chosen: Set<Int> = [],
        minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor ([String]?) -> Void)? = nil
    ) -> AlertView {
        let (view, list) = Self.checklistView(
            title: title, message: message, options: choices, chosen: chosen,
            minimum: minimum, maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: options) { result in
            completion?(Self.chosenOptions(result, list))
        }
        return view
    }

    /// Asks to choose several of `choices` and returns the chosen ones in list order for
    /// OK, or nil for Cancel or any other way out. The alert is the one
    /// `showChecklist(title:message:choices:…)` with texts shows.
    public func chooseSeveral(
        _ title: String?, message: String? = nil, choices: [String], chosen: Set<Int> = [],
        minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> [String]? {
        let (view, list) = Self.checklistView(
            title: title, message: message, options: choices, chosen: chosen,
            minimum: minimum, maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle)
        return Self.chosenOptions(await present(view, options: options), list)
    }

    /// Shows a list of `choices` to choose several from, and passes the values of the
    /// chosen ones to `completion`, in list order, for OK (nil for Cancel or any other way
    /// out).
    ///
    /// The alert of
    /// `showChecklist(title:message:choices:…)` with texts, with the choices' labels for
    /// texts; `chosen` ticks rows (indices into `choices`).
    /// Choices with a detail show it in a second column, the details lined up (see
    /// ``AlertChoice``). Choices are told apart by their place, so equal labels are
    /// different answers.
    @discardableResult
    public func showChecklist<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor ([Value]?) -> Void)? = nil
    ) -> AlertView {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, list) = Self.checklistView(
            title: title, message: message, options: labels, details: details, chosen: chosen,
            minimum: minimum, maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: options) { result in
            completion?(Self.chosenValues(result, list, choices))
        }
        return view
    }

    /// Asks to choose several of `choices` and returns the values of the chosen ones in list
    /// order for OK, or nil for Cancel or any other way out. The alert is the one
    /// `showChecklist(title:message:choices:…)` with `AlertChoice` values shows.
    public func chooseSeveral<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> [Value]? {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, list) = Self.checklistView(
            title: title, message: message, options: labels, details: details, chosen: chosen,
            minimum: minimum, maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle)
        return Self.chosenValues(await present(view, options: options), list, choices)
    }

    /// The view of a checklist: the title and message, the list (options with `details`
    /// in two columns), Cancel (action index 0) and OK (index 1).
    package static func checklistView(
        title: String?, message: String?, options: [String], details: [String]? = nil,
        chosen: Set<Int>, minimum: Int, maximum: Int?, cancelTitle: String, okTitle: String
    ) -> (AlertView, ChecklistItem) {
        let list = ChecklistItem(
            options: options, details: details, chosen: RowSet(chosen), minimum: minimum,
            maximum: maximum)
        let view = controlView(
            title: title, message: message, control: list, cancelTitle: cancelTitle,
            okTitle: okTitle)
        return (view, list)
    }

    /// The chosen options for OK, else nil.
    static func chosenOptions(_ result: AlertResult, _ list: ChecklistItem) -> [String]? {
        result.reason == .action(index: 1) ? list.chosenOptions : nil
    }
}

extension AlertController {
    /// The values of the chosen rows of `list`, in list order, for OK, else nil. O(n).
    static func chosenValues<Value>(
        _ result: AlertResult, _ list: ChecklistItem, _ choices: [AlertChoice<Value>]
    ) -> [Value]? {
        guard result.reason == .action(index: 1) else { return nil }
        return AlertChoice.values(of: choices, at: list.chosen.sorted())
    }
}
