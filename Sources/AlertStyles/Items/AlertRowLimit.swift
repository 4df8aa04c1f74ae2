/// The bounds on how many rows a scrolling item (a filter, a pager) shows at once: at least
/// one, and no more than any screen holds, so that a height given as `Int.max` is "as many
/// as fit" and never a size past what the layout's numbers can carry.
package enum AlertRowLimit {
    /// The most rows a scrolling item shows at once: more than any terminal or window has.
    package static let mostVisibleRows = 10_000

    /// `rows` within 1 ... ``mostVisibleRows``.
    package static func clamped(_ rows: Int) -> Int {
        min(max(rows, 1), mostVisibleRows)
    }
}
