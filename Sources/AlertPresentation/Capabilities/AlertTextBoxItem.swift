/// An item a screen reader reads as a text box beside the text inputs
/// (``AlertTextInputItem``): a pager's text to read, which takes no typing, or the words
/// that name an input when no label before it does (a placeholder).
@MainActor
package protocol AlertTextBoxItem: AlertFocusableItem {
    /// The text the box holds, when the item is no ``AlertTextInputItem`` (whose
    /// ``AlertTextInputItem/text`` it is then): a pager's whole text; nil otherwise.
    var readOnlyText: String? { get }
    /// The words that name the box when no field label is right before it (a placeholder:
    /// `Username`); nil or empty for none.
    var textBoxHint: String? { get }
}
