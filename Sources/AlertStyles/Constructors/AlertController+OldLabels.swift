import AlertPresentation
import AlertProtocol
import AlertQueue

// The spellings of the list constructors from before every constructor took the alert's
// options as `options:` (and a checklist's texts as `choices:`). Each one calls its new
// spelling; `alertOptions:` has no default where the new spelling would match the same call.

extension AlertController {
    /// Shows a checklist of texts. Renamed: `choices:` holds the texts and `options:` the
    /// alert's options.
    @available(*, deprecated, message: "use showChecklist(title:message:choices:…options:)")
    @discardableResult
    public func showChecklist(
        title: String?, message: String? = nil, options: [String], chosen: Set<Int> = [],
        minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions = .init(),
        completion: (@MainActor ([String]?) -> Void)? = nil
    ) -> AlertView {
        showChecklist(
            title: title, message: message, choices: options, chosen: chosen, minimum: minimum,
            maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions, completion: completion)
    }

    /// Asks to choose several texts. Renamed: `choices:` holds the texts and `options:` the
    /// alert's options.
    @available(*, deprecated, message: "use chooseSeveral(_:message:choices:…options:)")
    public func chooseSeveral(
        _ title: String?, message: String? = nil, options: [String], chosen: Set<Int> = [],
        minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions = .init()
    ) async -> [String]? {
        await chooseSeveral(
            title, message: message, choices: options, chosen: chosen, minimum: minimum,
            maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle, options: alertOptions)
    }

    /// Shows a checklist of choices. Renamed: `options:` holds the alert's options.
    @available(
        *, deprecated,
        renamed:
            "showChecklist(title:message:choices:chosen:minimum:maximum:cancelTitle:okTitle:options:completion:)"
    )
    @discardableResult
    public func showChecklist<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions,
        completion: (@MainActor ([Value]?) -> Void)? = nil
    ) -> AlertView {
        showChecklist(
            title: title, message: message, choices: choices, chosen: chosen, minimum: minimum,
            maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions, completion: completion)
    }

    /// Asks to choose several choices. Renamed: `options:` holds the alert's options.
    @available(
        *, deprecated,
        renamed:
            "chooseSeveral(_:message:choices:chosen:minimum:maximum:cancelTitle:okTitle:options:)"
    )
    public func chooseSeveral<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> [Value]? {
        await chooseSeveral(
            title, message: message, choices: choices, chosen: chosen, minimum: minimum,
            maximum: maximum, cancelTitle: cancelTitle, okTitle: okTitle, options: alertOptions)
    }
}

extension AlertController {
    /// Shows a filter. Renamed: `options:` holds the alert's options.
    @available(
        *, deprecated,
        renamed:
            "showFilter(title:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)"
    )
    @discardableResult
    public func showFilter(
        title: String?, choices: [String], visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions,
        completion: (@MainActor (String?) -> Void)? = nil
    ) -> AlertView {
        showFilter(
            title: title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle, options: alertOptions,
            completion: completion)
    }

    /// Asks to pick one text by typing part of it. Renamed: `options:` holds the alert's
    /// options.
    @available(
        *, deprecated,
        renamed: "filter(_:choices:visibleRows:placeholder:cancelTitle:okTitle:options:)"
    )
    public func filter(
        _ title: String?, choices: [String], visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> String? {
        await filter(
            title, choices: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle, options: alertOptions)
    }

    /// Asks to pick one streamed text by typing part of it. Renamed: `options:` holds the
    /// alert's options.
    @available(
        *, deprecated,
        renamed: "filter(_:streaming:visibleRows:placeholder:cancelTitle:okTitle:options:)"
    )
    public func filter<Choices: AsyncSequence<String, Never>>(
        _ title: String?, streaming choices: sending Choices, visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> String? {
        await filter(
            title, streaming: choices, visibleRows: visibleRows, placeholder: placeholder,
            cancelTitle: cancelTitle, okTitle: okTitle, options: alertOptions)
    }

    /// Shows a filter picking several texts. Renamed: `options:` holds the alert's options.
    @available(
        *, deprecated,
        renamed:
            "showFilterSeveral(title:choices:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)"
    )
    @discardableResult
    public func showFilterSeveral(
        title: String?, choices: [String], maximum: Int? = nil, visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions,
        completion: (@MainActor ([String]?) -> Void)? = nil
    ) -> AlertView {
        showFilterSeveral(
            title: title, choices: choices, maximum: maximum, visibleRows: visibleRows,
            placeholder: placeholder, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions, completion: completion)
    }

    /// Asks to pick several texts by typing part of them. Renamed: `options:` holds the
    /// alert's options.
    @available(
        *, deprecated,
        renamed:
            "filterSeveral(_:choices:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:)"
    )
    public func filterSeveral(
        _ title: String?, choices: [String], maximum: Int? = nil, visibleRows: Int = 8,
        placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> [String]? {
        await filterSeveral(
            title, choices: choices, maximum: maximum, visibleRows: visibleRows,
            placeholder: placeholder, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions)
    }

    /// Shows a filter over choices. Renamed: `options:` holds the alert's options.
    @available(
        *, deprecated,
        renamed:
            "showFilter(title:message:choices:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)"
    )
    @discardableResult
    public func showFilter<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions,
        completion: (@MainActor (Value?) -> Void)? = nil
    ) -> AlertView {
        showFilter(
            title: title, message: message, choices: choices, visibleRows: visibleRows,
            placeholder: placeholder, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions, completion: completion)
    }

    /// Asks to pick one of the choices by typing part of it. Renamed: `options:` holds the
    /// alert's options.
    @available(
        *, deprecated,
        renamed: "filter(_:message:choices:visibleRows:placeholder:cancelTitle:okTitle:options:)"
    )
    public func filter<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> Value? {
        await filter(
            title, message: message, choices: choices, visibleRows: visibleRows,
            placeholder: placeholder, cancelTitle: cancelTitle, okTitle: okTitle,
            options: alertOptions)
    }

    /// Shows a filter picking several choices. Renamed: `options:` holds the alert's
    /// options.
    @available(
        *, deprecated,
        renamed:
            "showFilterSeveral(title:message:choices:chosen:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:completion:)"
    )
    @discardableResult
    public func showFilterSeveral<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], maximum: Int? = nil,
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions,
        completion: (@MainActor ([Value]?) -> Void)? = nil
    ) -> AlertView {
        showFilterSeveral(
            title: title, message: message, choices: choices, chosen: chosen, maximum: maximum,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle, options: alertOptions, completion: completion)
    }

    /// Asks to pick several choices by typing part of them. Renamed: `options:` holds the
    /// alert's options.
    @available(
        *, deprecated,
        renamed:
            "filterSeveral(_:message:choices:chosen:minimum:maximum:visibleRows:placeholder:cancelTitle:okTitle:options:)"
    )
    public func filterSeveral<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        chosen: Set<Int> = [], maximum: Int? = nil,
        visibleRows: Int = 8, placeholder: String = "Type to filter",
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, alertOptions: AlertOptions
    ) async -> [Value]? {
        await filterSeveral(
            title, message: message, choices: choices, chosen: chosen, maximum: maximum,
            visibleRows: visibleRows, placeholder: placeholder, cancelTitle: cancelTitle,
            okTitle: okTitle, options: alertOptions)
    }
}
