extension TextToolStyle {
    /// `text` wrapped in SGR sequences for `profile`, each line styled on its own as lipgloss
    /// v2's `Style.Render` styles its core text (style.go): the whole line in one sequence,
    /// or, with underline or strikethrough, each character in its own (spaces with only the
    /// colours and the line), then colours downgraded as colorprofile's writer does
    /// (``OutputColorProfile/adapting(_:)``): to 256 or 16 colours, dropped for ``ascii``,
    /// every escape dropped for ``noTTY``.
    ///
    /// Only the styling: no tab expansion, wrapping or padding (``TextBlockStyle`` does
    /// those). O(n).
    package func apply(to text: String, profile: OutputColorProfile) -> String {
        profile.adapting(styledLines(text))
    }

    /// `text` styled line by line in 24-bit colour (lipgloss's "Render core text" step).
    func styledLines(_ text: String) -> String {
        let attributes = textAttributes
        let spaceAttributes = self.spaceAttributes
        return text.lineSplit().map { line in
            guard let spaceAttributes else { return attributes.styled(line) }
            var result = ""
            for scalar in line.unicodeScalars {
                let piece = String(scalar)
                result +=
                    scalar.isGoSpace ? spaceAttributes.styled(piece) : attributes.styled(piece)
            }
            return result
        }.joined(separator: "\n")
    }

    /// The sequence of the text, in lipgloss's order: bold, italic, underline, faint,
    /// foreground, background, the underline style (a second 4), strikethrough.
    var textAttributes: SGRAttributes {
        var attributes = SGRAttributes()
        if bold { attributes.parameters.append("1") }
        if italic { attributes.parameters.append("3") }
        if underline { attributes.parameters.append("4") }
        if faint { attributes.parameters.append("2") }
        appendColorsAndLines(to: &attributes)
        return attributes
    }

    /// The sequence of spaces when lipgloss styles them apart (underline or strikethrough):
    /// the colours, then underline and strikethrough; nil when it does not.
    var spaceAttributes: SGRAttributes? {
        guard underline || strikethrough else { return nil }
        var attributes = SGRAttributes()
        appendColorsAndLines(to: &attributes)
        return attributes
    }

    /// The colours, then underline and strikethrough, as both sequences end.
    private func appendColorsAndLines(to attributes: inout SGRAttributes) {
        if let foreground {
            attributes.parameters.append(SGRColor(foreground).foregroundParameters)
        }
        if let background {
            attributes.parameters.append(SGRColor(background).backgroundParameters)
        }
        if underline { attributes.parameters.append("4") }
        if strikethrough { attributes.parameters.append("9") }
    }

    /// The sequence of whitespace lipgloss adds (padding, alignment): the background only.
    var whitespaceAttributes: SGRAttributes {
        var attributes = SGRAttributes()
        if let background {
            attributes.parameters.append(SGRColor(background).backgroundParameters)
        }
        return attributes
    }
}
