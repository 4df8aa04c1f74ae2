/// The colours of an alert.
public struct AlertPalette: Hashable, Sendable {
    /// The accent colour (default buttons, progress bars, the focused field).
    public var tint: AlertColor
    /// The alert's own background.
    public var background: AlertColor
    /// Title text.
    public var title: AlertColor
    /// Message and caption text.
    public var message: AlertColor
    /// Text of default buttons.
    package var defaultButton: AlertColor
    /// Text of cancel buttons.
    package var cancelButton: AlertColor
    /// Text of destructive buttons.
    package var destructiveButton: AlertColor
    /// Text of disabled buttons.
    public var disabledButton: AlertColor
    /// Separator lines.
    public var separator: AlertColor
    /// The backdrop drawn behind the alert (its opacity comes from the theme's dim level).
    public var backdrop: AlertColor
    /// The highlight behind the focused button or field.
    public var focus: AlertColor
    /// The background of text fields and date fields.
    public var field: AlertColor

    /// Creates a palette.
    package init(
        tint: AlertColor, background: AlertColor, title: AlertColor, message: AlertColor,
        defaultButton: AlertColor, cancelButton: AlertColor, destructiveButton: AlertColor,
        disabledButton: AlertColor, separator: AlertColor, backdrop: AlertColor,
        focus: AlertColor, field: AlertColor
    ) {
        self.tint = tint
        self.background = background
        self.title = title
        self.message = message
        self.defaultButton = defaultButton
        self.cancelButton = cancelButton
        self.destructiveButton = destructiveButton
        self.disabledButton = disabledButton
        self.separator = separator
        self.backdrop = backdrop
        self.focus = focus
        self.field = field
    }

    /// The text colour of a button with this role.
    package func buttonText(for role: AlertButtonRole) -> AlertColor {
        switch role {
        case .default: defaultButton
        case .cancel: cancelButton
        case .destructive: destructiveButton
        }
    }
}
