/// A block element's style in a glamour style (ansi/style.go `StyleBlock`): its text
/// style, and the indentation and margin its lines get.
struct GlamourStyleBlock: Equatable, Sendable {
    /// The text attributes and affixes.
    var primitive = GlamourStylePrimitive()
    /// Columns of indentation (each one ``indentToken``).
    var indent: Int?
    /// What one column of indentation is written as (a space by default; `│ ` for quotes).
    var indentToken: String?
    /// Columns of margin on the left (and taken from the wrap width on both sides).
    var margin: Int?

    /// glamour's `cascadeStyle`: `child` over `parent`; the indentation is the child's,
    /// or with `toBlock` the parent's where the child has none, and the margin too.
    static func cascade(
        _ parent: GlamourStyleBlock, _ child: GlamourStyleBlock, toBlock: Bool
    ) -> GlamourStyleBlock {
        var style = child
        style.primitive = GlamourStylePrimitive.cascade(
            parent.primitive, child.primitive, toBlock: toBlock)
        if toBlock {
            style.indent = child.indent ?? parent.indent
            style.margin = parent.margin
        }
        return style
    }

    /// glamour's `cascadeStyles`: each style over the ones before it.
    static func cascading(_ styles: GlamourStyleBlock...) -> GlamourStyleBlock {
        styles.reduce(GlamourStyleBlock()) { cascade($0, $1, toBlock: true) }
    }
}
