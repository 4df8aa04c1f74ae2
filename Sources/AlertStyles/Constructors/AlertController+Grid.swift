import AlertPresentation
import AlertProtocol
import AlertQueue

extension AlertController {
    /// Shows a grid sheet of tiles (an image over a title) and returns it.
    ///
    /// Tile `i` has action index `i`; the cancel button (set apart by the big separator)
    /// has action index `entries.count`. The tiles fill the sheet's content width in
    /// `columns` columns with the theme's grid spacing between them and around the grid,
    /// so the margins are even; a short last row is padded with invisible `SpacerItem`s
    /// so it stays left-aligned. A background tap dismisses the sheet. The cancel title
    /// defaults to the user's language (``AlertStrings/current``); nil means no cancel
    /// button.
    @discardableResult
    public func showGrid(
        title: String?, items entries: [AlertGridEntry], columns: Int = 3,
        cancelTitle: String? = AlertStrings.current.cancel, options: AlertOptions = .init(),
        completion: (@MainActor (AlertResult) -> Void)? = nil
    ) -> AlertView {
        let columns = max(columns, 1)
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        for (index, entry) in entries.enumerated() {
            items.append(
                ButtonItem(
                    title: entry.title, actionIndex: index, image: entry.image,
                    presentation: .tile))
        }
        let remainder = entries.count % columns
        if remainder != 0 {
            items += (remainder..<columns).map { _ in SpacerItem() } as [any AlertItem]
        }
        if let cancelTitle {
            items.append(SeparatorItem(.big))
            items.append(ButtonItem(title: cancelTitle, role: .cancel, actionIndex: entries.count))
        }
        let view = AlertView(style: .actionSheet, items: items)
        view.gridColumns = columns
        show(view, options: options, completion: completion)
        return view
    }
}
