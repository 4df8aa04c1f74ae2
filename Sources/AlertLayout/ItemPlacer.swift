import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The second pass: gives every item its frame, entry by entry, member by member.
///
/// Scrolling items get content coordinates (scroll offset 0); footer items are moved by the
/// plan's footer shift into alert coordinates.
///
/// - Complexity: O(n) time for n items; one allocation (the frame array).
enum ItemPlacer {
    /// The frames of `items`, grouped as `entries`, in an alert `alertWidth` wide.
    static func frames(
        items: [AlertItemLayout], entries: [LayoutEntry], alertWidth: CGFloat, plan: ScrollPlan
    ) -> [CGRect] {
        [CGRect](unsafeUninitializedCapacity: items.count) { buffer, count in
            items.withUnsafeBufferPointer { source in
                entries.withUnsafeBufferPointer { rows in
                    for entryIndex in rows.indices {
                        let shift = entryIndex >= plan.footerEntry ? plan.footerShift : 0
                        place(
                            rows[entryIndex], items: source, into: buffer,
                            alertWidth: alertWidth, shift: shift)
                    }
                }
            }
            count = items.count
        }
    }

    /// Writes the frames of one entry's members.
    @inline(__always)
    private static func place(
        _ entry: LayoutEntry, items: UnsafeBufferPointer<AlertItemLayout>,
        into buffer: UnsafeMutableBufferPointer<CGRect>, alertWidth: CGFloat, shift: CGFloat
    ) {
        let row = RowPlacement(entry: entry, alertWidth: alertWidth)
        let bandMinY = entry.bandMinY + shift
        let entryMinY = bandMinY + entry.top
        let bandMaxY = entryMinY + entry.height + entry.bottom
        var cursor = row.originX
        for index in entry.firstItem..<entry.endItem {
            let item = items[index]
            let left = item.boundsInsets.left * row.insetScale
            let right = item.boundsInsets.right * row.insetScale
            let width = row.singleWidth ?? item.itemSize.width * row.widthScale
            let height = item.itemSize.height
            let x = RowPlacement.clampedX(
                cursor: cursor, left: left, offset: item.centerOffset.x, width: width,
                alertWidth: alertWidth)
            let y = VerticalPlacement.clampedY(
                entryMinY: entryMinY, entryHeight: entry.height, height: height,
                offset: item.centerOffset.y, bandMinY: bandMinY, bandMaxY: bandMaxY)
            (buffer.baseAddress! + index).initialize(
                to: CGRect(x: x, y: y, width: width, height: height))
            cursor += left + width + right
        }
    }
}
