/// How an item takes part in an alert's vertical spacing.
public enum AlertSpacingClass: Hashable, Sendable {
    /// Title, message, images, fields: separated by the theme's item spacing.
    case content
    /// Bar buttons: set apart from the content by the action spacing.
    case action
    /// Grid tiles (and their spacers): separated by the grid spacing.
    case tile
    /// Separators sit flush against their neighbours.
    case separator
}
