import AlertLayout
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Chooses an alert's content width from what its items ask for (their
/// ``AlertStyledItem/naturalWidth(in:)``), once per layout.
///
/// An alert's content is at least the theme's `AlertTheme.preferredAlertWidth`; it grows
/// to the widest unbreakable part of its items (a word, a list's row, a button's title) and
/// to their text (see ``textWidth(_:readable:)``: on one line up to the theme's
/// `AlertTheme.readableWidth`, in even lines past it); and it never passes the room the
/// container leaves (its width less the safe area, twice the screen margin and the
/// metrics' sides). A width the alert asks for
/// itself (a whiptail box's WIDTH) takes the place of the text's: the content is then that
/// wide, wider only for an unbreakable part, and the text wraps to it. An action sheet is
/// as wide as the container allows, up to the metrics' `sheetMaxWidth`, whatever its items.
@MainActor
struct AlertContentWidth {
    /// The alert's style.
    var style: AlertStyle
    /// The window's units and looks, with the alert's overrides.
    var environment: AlertEnvironment
    /// A content width the alert asks for itself, or nil.
    var preferred: CGFloat?

    /// The widest the content may be in `container`, never negative.
    func room(in container: AlertContainer) -> CGFloat {
        let metrics = environment.metrics
        let safe = container.safeAreaInsets
        let available = container.size.width - safe.left - safe.right
        let sides = metrics.leading + metrics.trailing
        let room: CGFloat
        switch style {
        case .alert: room = available - 2 * metrics.screenMargin - sides
        case .actionSheet: room = min(available, metrics.sheetMaxWidth) - sides
        }
        return room.isFinite ? max(room, 0) : 0
    }

    /// The content width in `container` for `items` (nil entries, items that are not
    /// styled, are skipped, and so are hidden ones). O(n) in the items plus what their
    /// natural widths cost (O(their text) for the library's items); a sheet asks nothing.
    func width(for items: [(any AlertStyledItem)?], in container: AlertContainer) -> CGFloat {
        let room = room(in: container)
        guard style == .alert else { return room }
        let theme = environment.theme
        let context = AlertItemContext(
            theme: theme, measurer: environment.measurer, style: style, contentWidth: room)
        var unbreakable: CGFloat = 0
        var text: CGFloat = 0
        for case let item? in items where !item.isHidden {
            let natural = item.naturalWidth(in: context)
            unbreakable = max(unbreakable, natural.unbreakable)
            text = max(text, Self.textWidth(natural, readable: theme.readableWidth))
        }
        // An infinite wish is all the room there is (a pager, a text box of WIDTH 0).
        if let preferred {
            text = preferred == .infinity ? room : preferred.isFinite ? max(preferred, 0) : 0
        }
        return min(max(theme.preferredAlertWidth, unbreakable, text), room)
    }

    /// The width an item's text asks for: its widest paragraph on one line when that is no
    /// wider than `readable`; else the width that sets it on as few lines as `readable`
    /// allows, of even length rather than full lines and a short last one: the paragraph's
    /// width shared among them plus its widest word (greedy wrapping then needs no more
    /// lines), rounded up to a whole unit, and never past `readable`. An infinite
    /// `readable` sets no limit, and one of 0 or less asks nothing for text. O(1).
    static func textWidth(_ natural: AlertItemWidth, readable: CGFloat) -> CGFloat {
        let flowing = natural.flowing
        guard readable.isFinite else { return flowing }
        guard readable > 0 else { return 0 }
        guard flowing > readable else { return flowing }
        let lines = (flowing / readable).rounded(.up)
        return min(readable, (flowing / lines + natural.unbreakable).rounded(.up))
    }
}
