import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks an item's metadata: sizes and insets must be finite, non-negative and at most
/// ``AlertLayoutEngine/maximumMagnitude``; offsets must be finite with a magnitude at most
/// that limit (negative offsets are legal).
///
/// The engine calls ``isValid(_:)`` on every item (a handful of comparisons, no allocation)
/// and ``reason(for:)`` only for the first bad one, to name the field.
enum ItemValidator {
    /// Whether every value of `item` is usable. NaN fails every comparison, so it is caught
    /// here with the infinities and the huge values.
    @inline(__always)
    static func isValid(_ item: AlertItemLayout) -> Bool {
        let limit = AlertLayoutEngine.maximumMagnitude
        let size = item.itemSize
        let offset = item.centerOffset
        let insets = item.boundsInsets
        return size.width >= 0 && size.width <= limit
            && size.height >= 0 && size.height <= limit
            && abs(offset.x) <= limit && abs(offset.y) <= limit
            && insets.top >= 0 && insets.top <= limit
            && insets.left >= 0 && insets.left <= limit
            && insets.bottom >= 0 && insets.bottom <= limit
            && insets.right >= 0 && insets.right <= limit
    }

    /// The reason the first bad field of `item` is bad, or `nil` when the item is valid.
    ///
    /// Fields are checked in this order: `itemSize.width`, `itemSize.height`,
    /// `centerOffset.x`, `centerOffset.y`, `boundsInsets.top`, `.left`, `.bottom`, `.right`.
    static func reason(for item: AlertItemLayout) -> String? {
        let size = item.itemSize
        let offset = item.centerOffset
        let insets = item.boundsInsets
        let fields: [(String, CGFloat, Bool)] = [
            ("itemSize.width", size.width, false),
            ("itemSize.height", size.height, false),
            ("centerOffset.x", offset.x, true),
            ("centerOffset.y", offset.y, true),
            ("boundsInsets.top", insets.top, false),
            ("boundsInsets.left", insets.left, false),
            ("boundsInsets.bottom", insets.bottom, false),
            ("boundsInsets.right", insets.right, false),
        ]
        for (name, value, allowsNegative) in fields {
            if let problem = ValueCheck.problem(value, allowsNegative: allowsNegative) {
                return "\(name) \(problem)"
            }
        }
        return nil
    }
}
