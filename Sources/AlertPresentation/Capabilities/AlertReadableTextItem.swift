import FoundationEssentials

/// An item whose content is text to read, a title or a message: what a presenter that
/// describes an alert in words (an inline summary line, a transcript) names it by.
///
/// `TitleItem` and `MessageItem` conform; so may an item of your own that shows such text.
@MainActor
public protocol AlertReadableTextItem: AlertStyledItem {
    /// The text, as given (it may span lines).
    var text: String { get }
    /// Whether it is a title or a message.
    var textRole: AlertTextRole { get }
}

extension AlertReadableTextItem {
    /// Its ``text`` in its ``textRole``: the widest word whole, and the widest paragraph on
    /// one line as far as the theme's `AlertTheme.readableWidth` allows (past it the
    /// alert sets the text in even lines). O(n) in the text.
    public func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        .text(text, role: textRole, measurer: context.measurer)
    }
}
