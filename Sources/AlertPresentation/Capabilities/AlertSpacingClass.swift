/// How an item takes part in an alert's vertical spacing.
package enum AlertSpacingClass: Hashable, Sendable {
    /// Title, message, images, fields: separated by the theme's item spacing.
    case content
    /// Bar buttons: set apart from the content by the action spacing.
    case action
    /// Grid tiles (and their spacers): separated by the grid spacing.
    case tile
    /// Separators sit flush against their neighbours.
    case separator
    /// A form field's label: spaced before as content is, the field under it flush
    /// against it.
    case label
}

/// An item that is not plain content in the alert's vertical spacing: the library's bar
/// buttons, grid tiles and separators. Every other styled item spaces as `content`.
@MainActor
package protocol AlertSpacedItem: AlertStyledItem {
    /// How the item takes part in vertical spacing.
    var spacingClass: AlertSpacingClass { get }
}

extension AlertStyledItem {
    /// How the item takes part in vertical spacing: its own class when it says one, else
    /// `content`.
    package var layoutSpacingClass: AlertSpacingClass {
        (self as? any AlertSpacedItem)?.spacingClass ?? .content
    }
}
