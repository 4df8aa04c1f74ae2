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
