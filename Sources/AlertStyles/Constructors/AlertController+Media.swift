import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a picture with an optional title and caption and returns the alert.
    ///
    /// `buttons[i]` becomes a dismissing button with action index `i` (one or two side by
    /// side, more stacked). With no buttons, a background tap or Esc dismisses it. By default
    /// one OK button, titled in the user's language (``AlertStrings/current``).
    @discardableResult
    public func showMedia(
        title: String?, image: AlertImage, caption: String? = nil,
        buttons: [String] = [AlertStrings.current.ok],
        options: AlertOptions = .init(), completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        items.append(ImageItem(image, kind: .picture))
        if let caption { items.append(MessageItem(caption, role: .caption)) }
        for (index, title) in buttons.enumerated() {
            items.append(ButtonItem(title: title, actionIndex: index))
        }
        let view = AlertView(style: .alert, items: items)
        if buttons.isEmpty { view.allowsBackgroundDismissal = true }
        show(view, options: options, completion: completion)
        return view
    }
}
