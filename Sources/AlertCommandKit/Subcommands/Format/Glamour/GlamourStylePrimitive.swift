/// The text attributes and affixes of one markdown element in a glamour style (glamour's
/// ansi/style.go `StylePrimitive`); nil attributes are inherited when styles cascade.
struct GlamourStylePrimitive: Equatable, Sendable {
    /// Written before the element, unstyled by it (in its parent's style).
    var blockPrefix = ""
    /// Written after the element, in its parent's style.
    var blockSuffix = ""
    /// Written before the element's text, in its style.
    var prefix = ""
    /// Written after the element's text, in its style.
    var suffix = ""
    /// The foreground (`"252"`, `"#C4C4C4"`).
    var color: String?
    /// The background.
    var backgroundColor: String?
    /// Underlined.
    var underline: Bool?
    /// Bold.
    var bold: Bool?
    /// Italic.
    var italic: Bool?
    /// Struck through.
    var crossedOut: Bool?
    /// A Go template the text is written through (`Image: {{.text}} →`); only `{{.text}}`
    /// is read.
    var format = ""

    /// glamour's `cascadeStylePrimitive`: `child` over `parent`. The child's attributes win
    /// where set; its affixes where not empty; with `toBlock` the parent's affixes are the
    /// starting point, else the child's alone count.
    static func cascade(
        _ parent: GlamourStylePrimitive, _ child: GlamourStylePrimitive, toBlock: Bool
    ) -> GlamourStylePrimitive {
        var style = child
        style.color = child.color ?? parent.color
        style.backgroundColor = child.backgroundColor ?? parent.backgroundColor
        style.underline = child.underline ?? parent.underline
        style.bold = child.bold ?? parent.bold
        style.italic = child.italic ?? parent.italic
        style.crossedOut = child.crossedOut ?? parent.crossedOut
        if toBlock {
            style.blockPrefix = child.blockPrefix.isEmpty ? parent.blockPrefix : child.blockPrefix
            style.blockSuffix = child.blockSuffix.isEmpty ? parent.blockSuffix : child.blockSuffix
            style.prefix = child.prefix.isEmpty ? parent.prefix : child.prefix
            style.suffix = child.suffix.isEmpty ? parent.suffix : child.suffix
        }
        return style
    }

    /// glamour's `cascadeStylePrimitives`: each style over the ones before it, affixes
    /// included.
    static func cascading(_ styles: GlamourStylePrimitive...) -> GlamourStylePrimitive {
        styles.reduce(GlamourStylePrimitive()) { cascade($0, $1, toBlock: true) }
    }

    /// The attributes as a ``TextToolStyle`` (glamour's `renderText` sets no faint).
    var textStyle: TextToolStyle {
        TextToolStyle(
            foreground: color.flatMap { TextToolColor(parsing: $0) },
            background: backgroundColor.flatMap { TextToolColor(parsing: $0) },
            bold: bold ?? false, italic: italic ?? false, underline: underline ?? false,
            strikethrough: crossedOut ?? false)
    }

    /// glamour's `renderText`: `text` between this style's SGR sequence and a reset, in
    /// 24-bit colour (the output is adapted to the profile at the end, as gum's writer
    /// does), newlines included; nothing for an empty `text`.
    func paint(_ text: String) -> String {
        text.isEmpty ? "" : textStyle.textAttributes.styled(text)
    }
}
