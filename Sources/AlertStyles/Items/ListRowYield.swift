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
    /// The space above the list, which it gives up last of all.
    var spacing: CGFloat = 0

    /// The rows the light round keeps.
    static let fewestRows = 3

    /// The height of the rows above three.
    var light: CGFloat { CGFloat(max(wholeRows - Self.fewestRows, 0)) * rowHeight }

    /// The height of the rows above one.
    var rowsAboveOne: CGFloat { CGFloat(max(wholeRows - 1, 0)) * rowHeight }

    /// The height of the rows above one and of the space above the list.
    var most: CGFloat { rowsAboveOne + spacing }

    /// Whether giving up `height` takes the space above the list too: more than the rows
    /// above one.
    func takesSpacing(for height: CGFloat) -> Bool { spacing > 0 && height > rowsAboveOne }

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
    /// Whether it gives up the space above it too.
    var yieldsSpacing: Bool { get set }
}

extension ListRowYielding {
    /// After the messages.
    package var yieldOrder: Int { 1 }

    /// The rows above three (none when it shows three or fewer).
    package var lightYield: CGFloat { rowYield.light }

    /// The rows above one, then the space above the list.
    package var mostYield: CGFloat { rowYield.most }

    /// The height given up, in whole rows (and the space above, once every row but one is).
    package var yieldedHeight: CGFloat {
        get {
            CGFloat(yieldedRows) * rowYield.rowHeight + (yieldsSpacing ? rowYield.spacing : 0)
        }
        set {
            let yield = rowYield
            let kept = yield.rows(for: newValue)
            if kept != yieldedRows { yieldedRows = kept }
            let spacing = yield.takesSpacing(for: newValue)
            if spacing != yieldsSpacing { yieldsSpacing = spacing }
        }
    }

    /// `insets` with the space above gone while the list gives it up.
    func yieldingInsets(_ insets: EdgeInsets) -> EdgeInsets {
        guard yieldsSpacing else { return insets }
        var kept = insets
        kept.top = 0
        return kept
    }
}
