import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows an alert that asks for text of several lines (as `gum write` does) and
    /// returns it.
    ///
    /// A `TextAreaItem` (focused, result key "text", `height` rows high, holding
    /// `initial`) above Cancel (action index 0) and OK (action index 1), titled in the
    /// user's language unless the call names them. Enter starts a new line; Ctrl+D or
    /// Alt+Enter answers OK, Esc Cancel. `completion` gets the text (lines joined with line
    /// feeds) for OK, and nil for Cancel or any other way out. In plain line mode the text
    /// is typed a line at a time and ends with a line holding a single `.` (or the end of
    /// the input).
    @discardableResult
    public func showTextArea(
        title: String?, message: String? = nil, placeholder: String = "",
        initial: String = "", height: Int = 6, maxLength: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init(), completion: (@MainActor (String?) -> Void)? = nil
    ) -> AlertView {
        let view = Self.textAreaView(
            title: title, message: message, placeholder: placeholder, initial: initial,
            height: height, maxLength: maxLength, cancelTitle: cancelTitle, okTitle: okTitle)
        show(view, options: options) { result in
            completion?(Self.enteredText(result))
        }
        return view
    }

    /// Asks for text of several lines and returns it for OK (Ctrl+D or Alt+Enter), or nil
    /// for Cancel (Esc) or any other way out. The alert is the one
    /// ``showTextArea(title:message:placeholder:initial:height:maxLength:cancelTitle:okTitle:options:completion:)``
    /// shows.
    public func write(
        _ title: String?, message: String? = nil, placeholder: String = "",
        initial: String = "", height: Int = 6, maxLength: Int? = nil,
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init()
    ) async -> String? {
        let view = Self.textAreaView(
            title: title, message: message, placeholder: placeholder, initial: initial,
            height: height, maxLength: maxLength, cancelTitle: cancelTitle, okTitle: okTitle)
        return Self.enteredText(await present(view, options: options))
    }

    /// The view that
    /// ``showTextArea(title:message:placeholder:initial:height:maxLength:cancelTitle:okTitle:options:completion:)``
    /// shows.
    static func textAreaView(
        title: String?, message: String?, placeholder: String, initial: String, height: Int,
        maxLength: Int?, cancelTitle: String, okTitle: String
    ) -> AlertView {
        // A negative limit counts as zero, so this cannot throw.
        let area = try! TextAreaItem(
            text: initial, placeholder: placeholder, visibleLines: height,
            maxLength: maxLength.map { max($0, 0) })
        return controlView(
            title: title, message: message, control: area, cancelTitle: cancelTitle,
            okTitle: okTitle)
    }
}
