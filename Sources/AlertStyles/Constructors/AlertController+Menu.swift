import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a menu, a list of the choices, and passes the value of the one chosen to
    /// `completion`.
    ///
    /// The title and message, the choices' labels in a list (rows as data: a long menu
    /// costs its texts, not a view per row; ten rows show at once and the list scrolls
    /// with its cursor), and the cancel button (nil: none) and OK. The cursor starts on
    /// the first choice, so Enter alone chooses it; the arrows, Home, End and the page keys
    /// move it, and a letter goes to the next choice starting with it. Choices with a detail
    /// show it in a second column, the details lined up (see ``AlertChoice``). `completion`
    /// gets the chosen choice's value, and nil for Cancel or any other way out. Choices are
    /// told apart by their place, so equal labels are different answers.
    @discardableResult
    public func showMenu<Value>(
        title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        completion: (@MainActor (Value?) -> Void)? = nil
    ) -> AlertView {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, list) = Self.menuView(
            title: title, message: message, labels: labels, details: details,
            cancelTitle: cancelTitle)
        show(view, options: options) { result in
            completion?(
                Self.chosenRow(result, in: list).flatMap {
                    AlertChoice.values(of: choices, at: [$0]).first
                })
        }
        return view
    }

    /// Offers `choices` in a menu and returns the value of the one chosen, or nil for
    /// Cancel or any other way out. The alert is the one
    /// ``showMenu(title:message:choices:cancelTitle:options:completion:)`` shows.
    public func choose<Value>(
        _ title: String?, message: String? = nil, choices: [AlertChoice<Value>],
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init()
    ) async -> Value? {
        let (labels, details) = AlertChoice.columns(of: choices)
        let (view, list) = Self.menuView(
            title: title, message: message, labels: labels, details: details,
            cancelTitle: cancelTitle)
        let row = Self.chosenRow(await present(view, options: options), in: list)
        return row.flatMap { AlertChoice.values(of: choices, at: [$0]).first }
    }

    /// The view of a menu: the title and message, the labels in a plain list (a
    /// `FilterItem` without its query line; with `details`, in two columns), the cancel
    /// button (action index 0; nil: none) and OK (index 1), which answers the row under the
    /// cursor. With no label and no cancel button it is a message whose OK is the cancel
    /// button: it leaves with no answer.
    package static func menuView(
        title: String?, message: String?, labels: [String], details: [String]?,
        cancelTitle: String?
    ) -> (AlertView, FilterItem) {
        let list = FilterItem(
            choices: labels, details: details, visibleRows: min(max(labels.count, 1), 10),
            placeholder: "", showsQuery: false)
        return (
            menuView(title: title, message: message, list: list, cancelTitle: cancelTitle), list
        )
    }

    /// Offers the rows of `rows` in a menu as they come, and returns the row chosen, or nil
    /// for Cancel or any other way out.
    ///
    /// The menu of ``showMenu(title:message:choices:cancelTitle:options:completion:)``,
    /// shown before the first row comes, `visibleRows` rows high, its count ending in an
    /// ellipsis until `rows` ends. The cursor, the keys and the answer work while the rows
    /// still come, and an answer given before `rows` ends is final: the sequence is then no
    /// longer read (its task is cancelled). Each row is kept as its UTF-8 and an offset,
    /// not as a `String` or a view: a million rows cost their bytes and four more each, and
    /// a key costs what is on screen.
    public func choose<Rows: AsyncSequence<String, Never>>(
        _ title: String?, message: String? = nil, streaming rows: sending Rows,
        visibleRows: Int = 10, cancelTitle: String? = AlertStrings.current.cancel,
        options: AlertOptions = .init()
    ) async -> String? {
        let list = FilterItem(
            choices: [], details: nil, visibleRows: max(visibleRows, 1), placeholder: "",
            showsQuery: false)
        list.isReceivingChoices = true
        let view = Self.menuView(
            title: title, message: message, list: list, cancelTitle: cancelTitle)
        let feeding = FilterChoiceBatch.feed(list, in: view, from: rows)
        let result = await present(view, options: options)
        feeding.cancel()
        return Self.chosenRow(result, in: list).map { list.choices[$0] }
    }

    /// The view of a menu around `list` (see
    /// ``menuView(title:message:labels:details:cancelTitle:)``); a list still receiving its
    /// rows counts as one with rows.
    static func menuView(
        title: String?, message: String?, list: FilterItem, cancelTitle: String?
    ) -> AlertView {
        let isEmpty = list.choices.count == 0 && !list.isReceivingChoices
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        // An empty list with no Cancel shows as a message with its OK.
        if !isEmpty || cancelTitle != nil { items.append(list) }
        if let cancelTitle {
            items.append(ButtonItem(markedTitle: cancelTitle, role: .cancel, actionIndex: 0))
            items.append(ButtonItem(markedTitle: AlertStrings.current.ok, actionIndex: 1))
        } else if isEmpty {
            // Nothing to choose and no Cancel: OK leaves, with no answer (Esc too).
            items.append(
                ButtonItem(markedTitle: AlertStrings.current.ok, role: .cancel, actionIndex: 0))
        } else {
            items.append(ButtonItem(markedTitle: AlertStrings.current.ok, actionIndex: 1))
        }
        return AlertView(style: .alert, items: items)
    }

    /// The menu row (0-based) a result chose, or nil for Cancel or any other way out.
    static func chosenRow(_ result: AlertResult, in list: FilterItem) -> Int? {
        result.reason == .action(index: 1) ? list.chosenIndices.first : nil
    }
}
