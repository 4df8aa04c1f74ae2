import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertInteraction {
    /// The key hints a presenter shows under the alert (`↑↓ move`, `space tick`, …), most
    /// needed first, so that a narrow presenter drops hints from the end; empty when
    /// `showsKeyHints` is off or the alert is no list or form.
    ///
    /// A form (labelled fields, see `formFields`) gets the form's hints (`tab next`, `enter
    /// done`, `esc cancel`), whatever lists it holds. Else the first visible
    /// `AlertListItem` decides (a checklist, a radio list, a filter); with none, an alert
    /// whose laid-out buttons are a menu (at least three, one a row, as `alert choose` and
    /// a whiptail menu show them) gets the menu's hints, Esc named only when it backs out.
    /// Worked out once per layout: O(n) then, O(1) after.
    public var keyHints: [String] {
        guard showsKeyHints else { return [] }
        if let keyHintsCache { return keyHintsCache }
        let hints = workOutKeyHints()
        // Without a layout the menu test cannot be made: worked out again once there is one.
        if layoutResult != nil { keyHintsCache = hints }
        return hints
    }

    /// The hint of the key that ends the alert (`enter done`, `enter choose`) among
    /// ``keyHints``: a narrow presenter keeps it when it drops the others, and shortens it
    /// to its key rather than lose it. Nil when the hints hold none.
    public var endingKeyHint: String? {
        let words = keyHintWords
        return keyHints.last { $0 == words.done || $0 == words.choose }
    }

    private func workOutKeyHints() -> [String] {
        if !formFields.isEmpty { return keyHintWords.form }
        let items = items
        for item in items {
            guard let list = item as? any AlertListItem,
                (item as? any AlertStyledItem)?.isHidden != true
            else { continue }
            return keyHintWords.hints(for: list.listKind)
        }
        guard let layoutResult, Self.isMenu(items, layout: layoutResult) else { return [] }
        return keyHintWords.menu(escapeCancels: cancelAction != nil || dismissesOnBackgroundTap)
    }

    /// Whether the actions of `items` that can take the focus are a menu in `layout`: at
    /// least three, and no two of them side by side (each on a row of its own, as stacked
    /// buttons are; a bar of buttons or a grid is no menu). O(n).
    static func isMenu(_ items: [any AlertItem], layout: AlertLayoutResult) -> Bool {
        guard layout.itemFrames.count == items.count else { return false }
        var count = 0
        var last: (frame: CGRect, pinned: Bool)?
        for (index, item) in items.enumerated() {
            guard item is any AlertActionItem, focusable(item) != nil else { continue }
            let frame = layout.itemFrames[index]
            let pinned = layout.isPinned(itemAt: index)
            // Pinned frames are in the alert's coordinates, scrolling ones in the content's:
            // only neighbours in the same part are compared.
            if let last, last.pinned == pinned, frame.minY < last.frame.maxY { return false }
            last = (frame, pinned)
            count += 1
        }
        return count >= 3
    }
}
