import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertInteraction {
    /// The frame of `target` in the alert's coordinates, at scroll offset 0: the part its
    /// stop takes in a many-stop item that says where its stops are (a row of a list), else
    /// its whole item's frame. Nil when `layout` has no frame for the item.
    /// O(1) but for the item's own `focusFrame(forStop:in:)`.
    public func frame(of target: AlertFocusTarget, in layout: AlertLayoutResult) -> CGRect? {
        guard layout.itemFrames.indices.contains(target.item) else { return nil }
        let frame = layout.itemFrames[target.item]
        let items = items
        guard items.indices.contains(target.item),
            let focusable = items[target.item] as? any AlertStopFocusingItem,
            let part = focusable.focusFrame(forStop: target.stop, in: frame.size)
        else { return frame }
        return part.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// How presenters scroll a tall alert's viewport, in their own units (points or cells).
public enum AlertScrolling {
    /// The offset that shows the span `top` to `bottom` (in the scrolled content, at offset
    /// 0) in the viewport `viewportTop` to `viewportBottom`, moved as little as possible from
    /// `offset`: unchanged when the span's top is not above the viewport and its bottom not
    /// below; else the span's top at the viewport's top (when above) or its bottom at the
    /// viewport's bottom. Not clamped (see ``clamped(_:maximum:)``).
    public static func offset<Value: Comparable & AdditiveArithmetic>(
        _ offset: Value, revealing top: Value, _ bottom: Value, in viewportTop: Value,
        _ viewportBottom: Value
    ) -> Value {
        if top - offset < viewportTop { return top - viewportTop }
        if bottom - offset > viewportBottom { return bottom - viewportBottom }
        return offset
    }

    /// `offset` no less than zero, then no more than `maximum`.
    public static func clamped<Value: Comparable & AdditiveArithmetic>(
        _ offset: Value, maximum: Value
    ) -> Value {
        min(max(offset, .zero), maximum)
    }
}
