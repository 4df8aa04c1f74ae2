/// What a piece of text is, so a measurer and a canvas can pick its font (or cell style).
public enum AlertTextRole: Hashable, Sendable, CaseIterable {
    /// An alert's title.
    case title
    /// An alert's message.
    case message
    /// A button's title.
    case button
    /// Small text: captions, countdowns, grid titles.
    case caption
    /// Text in a text field or a date field.
    case field
}
