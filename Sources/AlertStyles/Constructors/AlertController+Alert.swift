import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a classic alert and returns it.
    ///
    /// Every title becomes a dismissing button (SBAlertView kept only the first of the
    /// others): the cancel button has action index 0 and `otherTitles[i]` has index `i + 1`.
    /// One or two buttons sit side by side (a lone one centred, cancel on the left); three or
    /// more are stacked with cancel last. An alert with no buttons dismisses on a background
    /// tap or Esc instead. `completion` gets the result (its reason holds the index). The
    /// cancel title defaults to the user's language (``AlertStrings/current``); nil means no
    /// cancel button. A title may mark the letter Alt presses it with by an underscore, as
    /// GTK's labels do (`_Save`; `__` is one underscore); unmarked buttons are pressed by
    /// their first letter where it is unique.
    @discardableResult
    public func showAlert(
        title: String?, message: String? = nil, icon: AlertImage? = nil,
        cancelTitle: String? = AlertStrings.current.cancel, otherTitles: [String] = [],
        options: AlertOptions = .init(), completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let view = Self.alertView(
            title: title, message: message, icon: icon, cancelTitle: cancelTitle,
            otherTitles: otherTitles)
        show(view, options: options, completion: completion)
        return view
    }

    /// The view ``showAlert(title:message:icon:cancelTitle:otherTitles:options:completion:)``
    /// shows: the icon, title and message, then the buttons, cancel (action index 0) on the
    /// left of one other button, or last below two or more (`otherTitles[i]` has action
    /// index `i + 1`). O(items).
    static func alertView(
        title: String?, message: String?, icon: AlertImage?, cancelTitle: String?,
        otherTitles: [String]
    ) -> AlertView {
        var items: [any AlertItem] = []
        if let icon { items.append(ImageItem(icon, kind: .icon)) }
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        let others = otherTitles.enumerated().map { offset, title in
            ButtonItem(markedTitle: title, role: .default, actionIndex: offset + 1)
        }
        let buttons = placingCancel(cancelTitle, among: others)
        let view = AlertView(style: .alert, items: items + buttons)
        if buttons.isEmpty { view.allowsBackgroundDismissal = true }
        return view
    }

    /// `buttons` with a cancel button titled `cancelTitle` (action index 0; nil: none) on
    /// the left of one other button, or last below two or more, as a classic alert and a
    /// menu place it. O(n).
    static func placingCancel(_ cancelTitle: String?, among buttons: [ButtonItem])
        -> [ButtonItem]
    {
        guard let cancelTitle else { return buttons }
        let cancel = ButtonItem(markedTitle: cancelTitle, role: .cancel, actionIndex: 0)
        return buttons.count <= 1 ? [cancel] + buttons : buttons + [cancel]
    }
}
