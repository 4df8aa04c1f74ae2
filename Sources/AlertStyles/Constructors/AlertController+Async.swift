import AlertPresentation
import AlertProtocol
import AlertQueue
import FoundationEssentials

/// Awaitable constructors: each shows the alert its `show…` counterpart builds, waits
/// through ``AlertController/present(_:options:)`` and returns the answer as a Swift type.
/// Cancelling the awaiting task takes the alert away (queued or on screen) and returns the
/// "no answer" value (false, nil).
extension AlertController {
    /// Asks the user to confirm and returns true when they choose `confirmTitle` (action
    /// index 1), false for `cancelTitle` (index 0) or any other way out. Both titles default
    /// to the user's language (``AlertStrings/current``).
    ///
    /// `default` is the answer the button focused first gives, so Enter on the terminal and
    /// an empty line in plain mode choose it: true (the default) focuses `confirmTitle`;
    /// false focuses `cancelTitle`, the safe answer to a question such as "Delete 3 files?".
    /// (It sets the alert's `AlertView.initialFocusActionIndex`.)
    public func confirm(
        _ title: String, message: String? = nil,
        confirmTitle: String = AlertStrings.current.ok,
        cancelTitle: String = AlertStrings.current.cancel, default confirmIsDefault: Bool = true,
        options: AlertOptions = .init()
    ) async -> Bool {
        let view = Self.alertView(
            title: title, message: message, icon: nil, cancelTitle: cancelTitle,
            otherTitles: [confirmTitle])
        if !confirmIsDefault { view.initialFocusActionIndex = 0 }
        return await present(view, options: options).reason == .action(index: 1)
    }

    /// Asks for a line of text and returns it for OK, or nil for Cancel or any other way
    /// out; with `validate`, OK waits until the text fits the rule (nil: it fits; else the
    /// message shown under the field). The alert is the one that
    /// ``showInput(title:message:placeholder:isSecure:maxLength:cancelTitle:okTitle:options:completion:validate:)``
    /// shows.
    public func input(
        _ title: String?, message: String? = nil, placeholder: String = "",
        isSecure: Bool = false, maxLength: Int? = nil,
        validate: (@MainActor (String) -> String?)? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init()
    ) async -> String? {
        let view = Self.inputView(
            title: title, message: message, placeholder: placeholder, isSecure: isSecure,
            maxLength: maxLength, validate: validate, cancelTitle: cancelTitle, okTitle: okTitle)
        return Self.enteredText(await present(view, options: options))
    }

    /// Asks for a date and time (in `timeZone`, the user's own unless told otherwise), or
    /// with the ``AlertDatePickerStyle/calendar`` style for a day on a month calendar, and
    /// returns it for Done, or nil for Cancel or any other way out. The alert is the one
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:style:options:completion:)``
    /// shows; the date starts at `initial` (now by default), clamped into `range`.
    public func pickDate(
        _ title: String?, initial: Date = Date(), range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = .current, cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, style: AlertDatePickerStyle = .fields,
        options: AlertOptions = .init()
    ) async -> Date? {
        let (view, picked) = Self.datePickerView(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle, control: .init(style: style))
        return Self.pickedDate(await present(view, options: options), picked)
    }

    /// Offers `actions` in an action sheet (laid out as
    /// ``showSheet(title:message:actions:options:completion:)`` does) and returns the one the
    /// user chose, after its handler has run. A chosen cancel-role action is returned like
    /// any other (check its `AlertAction.role`); nil means no choice was made (a
    /// background tap, a timeout, a dismissal, or the task was cancelled).
    public func choose(
        _ title: String? = nil, message: String? = nil, actions: [AlertAction],
        options: AlertOptions = .init()
    ) async -> AlertAction? {
        let view = Self.sheetView(title: title, message: message, actions: actions)
        guard case .action(let index) = await present(view, options: options).reason,
            actions.indices.contains(index)
        else { return nil }
        return actions[index]
    }

    /// Shows a message with one button (OK in the user's language unless named) and waits
    /// until it is gone; the result says how (``AlertDismissReason/action(index:)`` 0 for the
    /// button).
    @discardableResult
    public func message(
        _ text: String, buttonTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init()
    ) async -> AlertResult {
        await present(Self.messageView(text, buttonTitle: buttonTitle), options: options)
    }
}
