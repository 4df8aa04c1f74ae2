import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a long text to scroll and search (a `PagerItem`, `height` rows high, as wide
    /// as the alert may be) above one button (action index 0, OK in the user's language
    /// unless named), and returns the alert.
    ///
    /// Enter, `q` and Esc answer the button (Esc closes an open search line first).
    /// `completion` gets the result. In plain line mode the whole text is printed, and
    /// Enter answers.
    @discardableResult
    public func showPager(
        title: String?, text: String, height: Int = 16,
        buttonTitle: String = AlertStrings.current.ok, options: AlertOptions = .init(),
        completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let (view, _) = Self.pagerView(
            title: title, text: text, height: height, buttonTitle: buttonTitle)
        show(view, options: options, completion: completion)
        return view
    }

    /// Shows a long text to scroll and search, and waits until it is closed; the result
    /// says how (``AlertDismissReason/action(index:)`` 0 for the button). The alert is
    /// the one ``showPager(title:text:height:buttonTitle:options:completion:)`` shows.
    @discardableResult
    public func page(
        _ title: String?, text: String, height: Int = 16,
        buttonTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> AlertResult {
        let (view, _) = Self.pagerView(
            title: title, text: text, height: height, buttonTitle: buttonTitle)
        return await present(view, options: options)
    }

    /// The view ``showPager(title:text:height:buttonTitle:options:completion:)`` shows:
    /// as wide as an alert may be, its one button answering Enter and Esc; with its pager,
    /// for text that comes while it is shown.
    package static func pagerView(
        title: String?, text: String, height: Int, buttonTitle: String
    ) -> (AlertView, PagerItem) {
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        let pager = PagerItem(text: text, visibleRows: height)
        items.append(pager)
        items.append(ButtonItem(markedTitle: buttonTitle, role: .cancel, actionIndex: 0))
        let view = AlertView(style: .alert, items: items)
        view.enterActionIndex = 0
        view.preferredContentWidth = .infinity
        return (view, pager)
    }
}
