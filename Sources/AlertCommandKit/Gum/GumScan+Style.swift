extension GumScan {
    /// The lipgloss style the style fields under `prefix` give (style/lipgloss.go's
    /// `ToLipgloss`): colours that do not parse are none, as lipgloss draws them.
    func blockStyle(_ prefix: String = "") -> TextBlockStyle {
        let color = { (name: String) in TextToolColor(parsing: string(prefix + name)) }
        return TextBlockStyle(
            text: TextToolStyle(
                foreground: color("foreground"), background: color("background"),
                bold: bool(prefix + "bold"), faint: bool(prefix + "faint"),
                italic: bool(prefix + "italic"), underline: bool(prefix + "underline"),
                strikethrough: bool(prefix + "strikethrough")),
            border: TextBlockStyle.Border(rawValue: string(prefix + "border")) ?? .none,
            borderForeground: color("border-foreground"),
            borderBackground: color("border-background"),
            align: TextBlockStyle.Position(rawValue: string(prefix + "align")) ?? .left,
            width: int(prefix + "width"), height: int(prefix + "height"),
            margin: TextBlockStyle.Spacing(gum: string(prefix + "margin")),
            padding: TextBlockStyle.Spacing(gum: string(prefix + "padding")))
    }
}
