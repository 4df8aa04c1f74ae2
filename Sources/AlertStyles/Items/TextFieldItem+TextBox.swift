import AlertPresentation

/// A text field reads as a text box named after its placeholder when no label names it.
extension TextFieldItem: AlertTextBoxItem {
    /// Nil: the field's text is its ``text``.
    package var readOnlyText: String? { nil }
    /// The placeholder (`Username`).
    package var textBoxHint: String? { placeholder }
}
