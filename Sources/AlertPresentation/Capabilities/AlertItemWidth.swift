import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// How wide an item would like its alert's content to be, so that an alert grows around
/// what it shows (see ``AlertStyledItem/naturalWidth(in:)``).
///
/// An alert's content is at least its theme's `AlertTheme.preferredAlertWidth`; it grows
/// to the widest `unbreakable` width of its items and to their widest `flowing` width
/// up to the theme's `AlertTheme.readableWidth`, and never past the room its container
/// leaves. In the units of the presenter's measurer.
public struct AlertItemWidth: Hashable, Sendable {
    /// The width of the item's widest part that is cut when it does not fit: a long word
    /// (a file path), a row of a list, a button's title. The alert widens to it as far as
    /// the container allows, so it shows whole.
    package var unbreakable: CGFloat
    /// The width the item's text takes unwrapped (its widest paragraph, one line each): the
    /// alert widens to it only up to the theme's readable width, past which text wraps.
    package var flowing: CGFloat

    /// Creates a width; NaN, infinite and negative values count as 0.
    public init(unbreakable: CGFloat = 0, flowing: CGFloat = 0) {
        self.unbreakable = Self.sane(unbreakable)
        self.flowing = Self.sane(flowing)
    }

    /// Nothing asked for: an item that fits any width.
    package static let zero = AlertItemWidth()

    /// What `text` asks for when `measurer` wraps it in `role`: its widest word (or CJK
    /// character) as unbreakable, its widest paragraph on one line as flowing, both as
    /// wrapping adds them up (`AlertTextWrapper.naturalWidth(of:)`). O(n) in the text.
    package static func text(
        _ text: String, role: AlertTextRole, measurer: any AlertTextMeasuring
    ) -> AlertItemWidth {
        let natural = AlertTextWrapper(maxWidth: 0) { measurer.width(of: $0, role: role) }
            .naturalWidth(of: text)
        return AlertItemWidth(unbreakable: natural.unbreakable, flowing: natural.flowing)
    }

    /// `value`, or 0 when it is not a finite non-negative number.
    private static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}
