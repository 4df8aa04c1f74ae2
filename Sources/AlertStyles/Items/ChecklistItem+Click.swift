import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension ChecklistItem: AlertClickableItem {
    /// A click on a row focuses it (and tells ``rowClicked``); a click under the rows does
    /// nothing. O(1).
    package func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let line = context.measurer.lineHeight(for: .message)
        guard line > 0, point.y >= 0 else { return .ignored }
        let position = Int((point.y / line).rounded(.down))
        let row = firstVisible + position
        guard position >= 0, position < max(shownStops?.count ?? options.count, 0),
            options.indices.contains(row)
        else { return .ignored }
        rowClicked?(row)
        return .focusStop(row)
    }
}
