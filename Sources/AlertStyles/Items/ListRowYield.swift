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

/// A list that gives rows up to a short alert by ``ListRowYield``'s rule, after the messages
/// gave up their lines: it says how many rows it shows whole and how high a row is, and keeps
/// the rows it gave up.
@MainActor
protocol ListRowYielding: AlertYieldingItem {
    /// How it gives rows up: its rows shown whole and a row's height.
    var rowYield: ListRowYield { get }
    /// The rows it gives up now.
    var yieldedRows: Int { get set }
}

extension ListRowYielding {
    /// After the messages.
    package var yieldOrder: Int { 1 }

    /// The rows above three (none when it shows three or fewer).
    package var lightYield: CGFloat { rowYield.light }

    /// The rows above one.
    package var mostYield: CGFloat { rowYield.most }

    /// The height given up, in whole rows.
    package var yieldedHeight: CGFloat {
        get { CGFloat(yieldedRows) * rowYield.rowHeight }
        set {
            let kept = rowYield.rows(for: newValue)
            if kept != yieldedRows { yieldedRows = kept }
        }
    }
}
