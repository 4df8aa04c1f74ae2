extension GlamourTheme {
    /// The styles `gum format --theme` knows (glamour's styles/styles.go `DefaultStyles`):
    /// ascii, dark, dracula, light, notty, pink, tokyo-night.
    static func named(_ name: String) -> GlamourTheme? {
        switch name {
        case "ascii", "notty": ascii
        case "dark": dark
        case "light": light
        case "pink": pink
        case "dracula": dracula
        case "tokyo-night": tokyoNight
        default: nil
        }
    }

    private static func block(
        _ primitive: GlamourStylePrimitive = GlamourStylePrimitive(), indent: Int? = nil,
        token: String? = nil, margin: Int? = nil
    ) -> GlamourStyleBlock {
        GlamourStyleBlock(primitive: primitive, indent: indent, indentToken: token, margin: margin)
    }

    private static func headings(_ levels: [GlamourStylePrimitive]) -> [GlamourStyleBlock] {
        levels.map { block($0) }
    }

    private static func prefixed(_ text: String) -> GlamourStylePrimitive {
        GlamourStylePrimitive(prefix: text)
    }

    /// A style with every element unstyled and no margins: what glamour uses when no style
    /// is given (`gum format --type emoji`).
    static let plain = GlamourTheme()

    /// glamour's `ASCIIStyleConfig`, also `notty`: markdown's own marks, no colours.
    static let ascii: GlamourTheme = {
        var theme = GlamourTheme()
        theme.document = block(
            GlamourStylePrimitive(blockPrefix: "\n", blockSuffix: "\n"), margin: 2)
        theme.blockQuote = block(indent: 1, token: "| ")
        theme.listLevelIndent = 4
        theme.heading = block(GlamourStylePrimitive(blockSuffix: "\n"))
        theme.headings = headings(
            ["# ", "## ", "### ", "#### ", "##### ", "###### "].map(prefixed))
        theme.strikethrough = GlamourStylePrimitive(blockPrefix: "~~", blockSuffix: "~~")
        theme.emphasis = GlamourStylePrimitive(blockPrefix: "*", blockSuffix: "*")
        theme.strong = GlamourStylePrimitive(blockPrefix: "**", blockSuffix: "**")
        theme.horizontalRule = GlamourStylePrimitive(format: "\n--------\n")
        theme.item = GlamourStylePrimitive(blockPrefix: "• ")
        theme.enumeration = GlamourStylePrimitive(blockPrefix: ". ")
        theme.taskTicked = "[x] "
        theme.taskUnticked = "[ ] "
        theme.imageText = GlamourStylePrimitive(format: "Image: {{.text}} →")
        theme.code = block(GlamourStylePrimitive(blockPrefix: "`", blockSuffix: "`"))
        theme.codeBlock = block(margin: 2)
        theme.tableSeparators = ("|", "-", "|")
        return theme
    }()

    /// glamour's `DarkStyleConfig`.
    static let dark: GlamourTheme = {
        var theme = GlamourTheme()
        theme.document = block(
            GlamourStylePrimitive(blockPrefix: "\n", blockSuffix: "\n", color: "252"), margin: 2)
        theme.blockQuote = block(indent: 1, token: "│ ")
        theme.listLevelIndent = 2
        theme.heading = block(GlamourStylePrimitive(blockSuffix: "\n", color: "39", bold: true))
        var levels = ["## ", "### ", "#### ", "##### ", "###### "].map(prefixed)
        levels.insert(
            GlamourStylePrimitive(
                prefix: " ", suffix: " ", color: "228", backgroundColor: "63", bold: true), at: 0)
        levels[5].color = "35"
        levels[5].bold = false
        theme.headings = headings(levels)
        theme.strikethrough = GlamourStylePrimitive(crossedOut: true)
        theme.emphasis = GlamourStylePrimitive(italic: true)
        theme.strong = GlamourStylePrimitive(bold: true)
        theme.horizontalRule = GlamourStylePrimitive(color: "240", format: "\n--------\n")
        theme.item = GlamourStylePrimitive(blockPrefix: "• ")
        theme.enumeration = GlamourStylePrimitive(blockPrefix: ". ")
        theme.taskTicked = "[✓] "
        theme.taskUnticked = "[ ] "
        theme.link = GlamourStylePrimitive(color: "30", underline: true)
        theme.linkText = GlamourStylePrimitive(color: "35", bold: true)
        theme.image = GlamourStylePrimitive(color: "212", underline: true)
        theme.imageText = GlamourStylePrimitive(color: "243", format: "Image: {{.text}} →")
        theme.code = block(
            GlamourStylePrimitive(
                prefix: "\u{A0}", suffix: "\u{A0}", color: "203", backgroundColor: "236"))
        theme.codeBlock = block(GlamourStylePrimitive(color: "244"), margin: 2)
        theme.codeText = "#C4C4C4"
        return theme
    }()

    /// glamour's `LightStyleConfig`: the dark layout in light colours.
    static let light: GlamourTheme = {
        var theme = dark
        theme.document.primitive.color = "234"
        theme.heading.primitive.color = "27"
        theme.headings[5].primitive.color = nil
        theme.horizontalRule.color = "249"
        theme.link.color = "36"
        theme.linkText.color = "29"
        theme.image.color = "205"
        theme.code.primitive.backgroundColor = "254"
        theme.codeBlock.primitive.color = "242"
        theme.codeText = "#2A2A2A"
        return theme
    }()

    /// glamour's `PinkStyleConfig` (gum's default): no blank line around the document,
    /// headings in 212 marked `▌ ┃ │ ┆ ┊`, code blocks without margin or colour.
    static let pink: GlamourTheme = {
        var theme = GlamourTheme()
        theme.document = block(margin: 2)
        theme.blockQuote = block(indent: 1, token: "│ ")
        theme.listLevelIndent = 2
        theme.heading = block(GlamourStylePrimitive(blockSuffix: "\n", color: "212", bold: true))
        var levels = ["▌ ", "┃ ", "│ ", "┆ ", "┊ "].map(prefixed)
        levels.insert(GlamourStylePrimitive(blockPrefix: "\n", blockSuffix: "\n"), at: 0)
        levels[5].bold = false
        theme.headings = headings(levels)
        theme.strikethrough = GlamourStylePrimitive(crossedOut: true)
        theme.emphasis = GlamourStylePrimitive(italic: true)
        theme.strong = GlamourStylePrimitive(bold: true)
        theme.horizontalRule = GlamourStylePrimitive(color: "212", format: "\n──────\n")
        theme.item = GlamourStylePrimitive(blockPrefix: "• ")
        theme.enumeration = GlamourStylePrimitive(blockPrefix: ". ")
        theme.taskTicked = "[✓] "
        theme.taskUnticked = "[ ] "
        theme.link = GlamourStylePrimitive(color: "99", underline: true)
        theme.linkText = GlamourStylePrimitive(bold: true)
        theme.image = GlamourStylePrimitive(underline: true)
        theme.imageText = GlamourStylePrimitive(format: "Image: {{.text}}")
        theme.code = block(
            GlamourStylePrimitive(
                prefix: "\u{A0}", suffix: "\u{A0}", color: "212", backgroundColor: "236"))
        return theme
    }()

    /// glamour's `DraculaStyleConfig`.
    static let dracula: GlamourTheme = {
        var theme = dark
        theme.document.primitive.color = "#f8f8f2"
        theme.blockQuote = block(GlamourStylePrimitive(color: "#f1fa8c", italic: true), indent: 2)
        theme.list = block(GlamourStylePrimitive(color: "#f8f8f2"))
        theme.heading.primitive.color = "#bd93f9"
        theme.headings = headings(
            ["# ", "## ", "### ", "#### ", "##### ", "###### "].map(prefixed))
        theme.emphasis = GlamourStylePrimitive(color: "#f1fa8c", italic: true)
        theme.strong = GlamourStylePrimitive(color: "#ffb86c", bold: true)
        theme.horizontalRule.color = "#6272A4"
        theme.enumeration.color = "#8be9fd"
        theme.link = GlamourStylePrimitive(color: "#8be9fd", underline: true)
        theme.linkText = GlamourStylePrimitive(color: "#ff79c6")
        theme.image = GlamourStylePrimitive(color: "#8be9fd", underline: true)
        theme.imageText = GlamourStylePrimitive(color: "#ff79c6", format: "Image: {{.text}} →")
        theme.code = block(GlamourStylePrimitive(color: "#50fa7b"))
        theme.codeBlock = block(GlamourStylePrimitive(color: "#ffb86c"), margin: 2)
        theme.codeText = "#f8f8f2"
        return theme
    }()

    /// glamour's `TokyoNightStyleConfig`.
    static let tokyoNight: GlamourTheme = {
        var theme = dracula
        theme.document.primitive.color = "#a9b1d6"
        theme.blockQuote = block(indent: 1, token: "│ ")
        theme.list = block(GlamourStylePrimitive(color: "#a9b1d6"))
        theme.heading.primitive.color = "#bb9af7"
        theme.headings[0].primitive.bold = true
        theme.emphasis = GlamourStylePrimitive(italic: true)
        theme.strong = GlamourStylePrimitive(bold: true)
        theme.horizontalRule.color = "#565f89"
        theme.enumeration.color = "#7aa2f7"
        theme.link.color = "#7aa2f7"
        theme.linkText = GlamourStylePrimitive(color: "#2ac3de")
        theme.image.color = "#7aa2f7"
        theme.imageText.color = "#2ac3de"
        theme.code = block(GlamourStylePrimitive(color: "#9ece6a"))
        theme.codeBlock = block(GlamourStylePrimitive(color: "#ff9e64"), margin: 2)
        theme.codeText = "#a9b1d6"
        return theme
    }()
}
