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
    /// cancel button.
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
    /// shows.
    static func alertView(
        title: String?, message: String?, icon: AlertImage?, cancelTitle: String?,
        otherTitles: [String]
    ) -> AlertView {
        let recipe = ClassicAlertRecipe(
            title: title, message: message, cancelTitle: cancelTitle, otherTitles: otherTitles)
        guard let icon else { return AlertView(classic: recipe) }
        // An icon is rare: such an alert is built at once rather than carry a slot for it.
        let view = AlertView(style: .alert, items: [ImageItem(icon, kind: .icon)] + recipe.items)
        if recipe.hasNoButtons { view.allowsBackgroundDismissal = true }
        return view
    }
}
