import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a list of rows gives them up to a short alert (see `AlertYieldingItem`): down to three
/// in the light round, down to one at most, in whole rows. Checklists and filters share it.
struct ListRowYield {
    /// The rows the list shows when it keeps them all.
    var wholeRows: Int
    /// The height of a row.
    var rowHeight: CGFloat

    /// The rows the light round keeps.
    static let fewestRows = 3

    /// The height of the rows above three.
    var light: CGFloat { CGFloat(max(wholeRows - Self.fewestRows, 0)) * rowHeight }

    /// The height of the rows above one.
    var most: CGFloat { CGFloat(max(wholeRows - 1, 0)) * rowHeight }

    /// The rows to give up for `height`: whole rows, rounded up, at most all but one.
    func rows(for height: CGFloat) -> Int {
        guard height > 0, rowHeight > 0 else { return 0 }
        let rows = Int((height / rowHeight - 0.001).rounded(.up))
        return min(rows, max(wholeRows - 1, 0))
    }
}
