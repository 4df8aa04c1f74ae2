import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a long list narrowed by typing, and passes the choice made to `completion`.
    ///
    /// A `FilterItem` (focused, result key "choice") under the title, above Cancel
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
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor (String?) -> Void)? = nil
    ) -> AlertView {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: options) { result in
            completion?(result.reason == .action(index: 1) ? filter.chosen : nil)
        }
        return view
    }

    /// Asks to pick one of `choices` by typing part of it, and returns the choice for OK,
    /// or nil for Cancel or any other way out. The alert is the one
    /// ``showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// shows.
    public func filter(
        _ title: String?, choices: [String], visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> String? {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle)
        let result = await present(view, options: options)
        return result.reason == .action(index: 1) ? filter.chosen : nil
    }

    /// Asks to pick one of the texts `choices` brings by typing part of it, showing the
    /// alert as soon as it is asked and the choices as they come, and returns the choice
    /// for OK, or nil for Cancel or any other way out.
    ///
    /// The alert is the one
    /// ``showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// shows, its count ending in an ellipsis ("12/480…") until `choices` ends. Typing, the
    /// highlight and the answer work while the choices still come, and an answer given
    /// before `choices` ends is final: the sequence is then no longer iterated (its task is
    /// cancelled). The choices that came together are added at once when the main actor is
    /// next free: each is searched once, with the query of the moment (O(its length)), and
    /// is kept as its UTF-8 and an offset rather than as a `String`.
    public func filter<Choices: AsyncSequence<String, Never>>(
        _ title: String?, streaming choices: sending Choices, visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> String? {
        let (view, filter) = Self.filterView(
            title: title, choices: [], visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle)
        let feeding = FilterChoiceBatch.feed(filter, in: view, from: choices)
        let result = await present(view, options: options)
        feeding.cancel()
        return result.reason == .action(index: 1) ? filter.chosen : nil
    }

    /// Shows a long list narrowed by typing to pick several from, and passes the choices
    /// made to `completion`.
    ///
    /// The alert of
    /// ``showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// with a `FilterItem` picking several (result key "choice", one choice per line):
    /// Space or Tab ticks the highlighted match, and ticks stay while the query changes.
    /// Enter answers with OK, which waits, saying why, while fewer than `minimum` or more
    /// than `maximum` (nil: any number) are ticked. `completion` gets the ticked choices in
    /// list order for OK (none when none is ticked and `minimum` is 0: the highlight alone
    /// is no choice), and nil for Cancel or any other way out.
    @discardableResult
    public func showFilterSeveral(
        title: String?, choices: [String], minimum: Int = 0, maximum: Int? = nil,
        visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor ([String]?) -> Void)? = nil
    ) -> AlertView {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle,
            selection: .ticked(minimum: minimum, maximum: maximum))
        show(view, options: options) { result in
            completion?(result.reason == .action(index: 1) ? filter.chosenChoices : nil)
        }
        return view
    }

    /// Asks to pick several of `choices`, found by typing part of them, and returns the
    /// ticked ones in list order for OK, or nil for Cancel or any other way out. The alert is the one
    /// ``showFilterSeveral(title:choices:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// shows.
    public func filterSeveral(
        _ title: String?, choices: [String], minimum: Int = 0, maximum: Int? = nil,
        visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> [String]? {
        let (view, filter) = Self.filterView(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle,
            selection: .ticked(minimum: minimum, maximum: maximum))
        let result = await present(view, options: options)
        return result.reason == .action(index: 1) ? filter.chosenChoices : nil
    }

    /// The view of a filter: the title and message, the filter (choices with `details` in
    /// two columns, `chosen` ticked when picking several), Cancel (action index 0) and OK
    /// (index 1).
    package static func filterView(
        title: String?, message: String? = nil, choices: [String], details: [String]? = nil,
        chosen: Set<Int> = [], visibleRows: Int, placeholder: String, cancelTitle: String,
        okTitle: String, selection: FilterItem.Selection = .one, showsQuery: Bool = true
    ) -> (AlertView, FilterItem) {
        let filter = FilterItem(
            choices: choices, details: details, visibleRows: visibleRows,
            placeholder: placeholder, selection: selection, showsQuery: showsQuery)
        filter.tick(chosen)
        let view = controlView(
            title: title, message: message, control: filter, cancelTitle: cancelTitle,
            okTitle: okTitle)
        return (view, filter)
    }
}

extension AlertController {
    /// Shows a long list of `choices` narrowed by typing, and passes the value of the
    /// choice made to `completion` (nil for Cancel or any other way out).
    ///
    /// The alert of
    /// ``showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// over the choices' labels, with `message` under the title. Choices with a detail show
    /// it in a second column, the details lined up, and typing matches the label and the
    /// detail (see ``AlertChoice``).
    /// Choices are told apart by their place, so equal labels are different answers.
    @discardableResult
    public func showFilter<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor (Value?) -> Void)? = nil
    ) -> AlertView {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, filter) = Self.filterView(
            title: title, message: message, choices: labels, details: details,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle)
        show(view, options: options) { result in
            completion?(Self.filteredValues(result, filter, choices)?.first)
        }
        return view
    }

    /// Asks to pick one of `choices` by typing part of its label or detail, and returns its
    /// value for OK, or nil for Cancel or any other way out. The alert is the one
    /// ``showFilter(title:message:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// shows.
    public func filter<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> Value? {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, filter) = Self.filterView(
            title: title, message: message, choices: labels, details: details,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle)
        let result = await present(view, options: options)
        return Self.filteredValues(result, filter, choices)?.first
    }

    /// Shows a long list of `choices` narrowed by typing to pick several from, and passes
    /// the values of the choices made to `completion`, in list order (nil for Cancel or any
    /// other way out).
    ///
    /// The alert of
    /// ``showFilterSeveral(title:choices:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// over the choices' labels, with `message` under the title and the rows `chosen`
    /// (indices into `choices`) ticked at the start; details show in a second column and
    /// are matched as the labels are.
    @discardableResult
    public func showFilterSeveral<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor ([Value]?) -> Void)? = nil
    ) -> AlertView {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, filter) = Self.filterView(
            title: title, message: message, choices: labels, details: details, chosen: chosen,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle, selection: .ticked(minimum: minimum, maximum: maximum))
        show(view, options: options) { result in
            completion?(Self.filteredValues(result, filter, choices))
        }
        return view
    }

    /// Asks to pick several of `choices`, found by typing part of their labels or details,
    /// and returns the ticked ones' values in list order for OK, or nil for Cancel or any
    /// other way out. The alert is the one
    /// ``showFilterSeveral(title:message:choices:chosen:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)``
    /// shows.
    public func filterSeveral<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> [Value]? {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, filter) = Self.filterView(
            title: title, message: message, choices: labels, details: details, chosen: chosen,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle, selection: .ticked(minimum: minimum, maximum: maximum))
        let result = await present(view, options: options)
        return Self.filteredValues(result, filter, choices)
    }

    /// The values of what `filter` answers, in list order, for OK, else nil.
    static func filteredValues<Value>(
        _ result: AlertResult, _ filter: FilterItem, _ choices: [AlertChoice<Value>]
    ) -> [Value]? {
        guard result.reason == .action(index: 1) else { return nil }
        return AlertChoice.values(of: choices, at: filter.chosenIndices)
    }
}

/// Choices for a shown filter, gathered while they come and added together once the main
/// actor is free, so a burst of them costs one merge and one layout.
@MainActor
package final class FilterChoiceBatch {
    /// The alert laid out again after each batch.
    private let view: AlertView
    /// The filter the choices go to.
    private let filter: FilterItem
    /// The choices not added yet.
    private var pending: [String] = []
    /// Whether adding `pending` is already scheduled.
    private var isScheduled = false

    /// A batch for `filter`, shown in `view`.
    package init(view: AlertView, filter: FilterItem) {
        self.view = view
        self.filter = filter
    }

    /// Gathers `choice`, and schedules the batch to be added when the main actor is next
    /// free.
    package func add(_ choice: String) {
        pending.append(choice)
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in self.flush() }
    }

    /// Adds the gathered choices to the filter and lays the alert out again.
    package func flush() {
        isScheduled = false
        guard !pending.isEmpty else { return }
        filter.appendChoices(pending)
        pending.removeAll()
        view.setNeedsLayout()
    }

    /// Adds what is left and says the choices are complete: the count loses its ellipsis.
    package func finish() {
        flush()
        filter.isReceivingChoices = false
        view.setNeedsLayout()
    }

    /// Feeds `filter`, shown in `view`, with `choices` as they come, in batches, until the
    /// sequence ends (then the filter is complete) or the task returned is cancelled (the
    /// alert was answered: the sequence is no longer read).
    package static func feed<Choices: AsyncSequence<String, Never>>(
        _ filter: FilterItem, in view: AlertView, from choices: sending Choices
    ) -> Task<Void, Never> {
        filter.isReceivingChoices = true
        return Task { @MainActor in
            let batch = FilterChoiceBatch(view: view, filter: filter)
            for await choice in choices {
                guard !Task.isCancelled else { return }
                batch.add(choice)
            }
            batch.finish()
        }
    }
}
