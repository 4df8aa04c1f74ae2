extension OutputColorProfile {
    /// `text` as colorprofile's `Writer` writes it out for this profile (writer.go), escape
    /// sequences of the text itself included: unchanged in ``trueColor``; without any escape
    /// sequence in ``noTTY`` (x/ansi's `Strip`); in the others, each SGR sequence written
    /// again with its colours converted (``SGRColor/converted(to:)``) or, in ``ascii``,
    /// dropped — a sequence of colours only then becomes the reset `ESC [ m`, as
    /// colorprofile writes it. O(n).
    package func adapting(_ text: String) -> String {
        switch self {
        case .trueColor: return text
        case .noTTY: return VisibleText.stripped(text)
        case .ascii, .ansi16, .ansi256: break
        }
        guard text.utf8.contains(0x1B) else { return text }
        var result = ""
        for token in TerminalTextScanner.tokens(of: text) {
            switch token {
            case .text(let piece):
                result += piece
            case .escape(let sequence):
                if let parameters = token.sgrParameters {
                    result += downsampled(SGRParameter.parse(parameters)).sequence
                } else {
                    result += sequence
                }
            }
        }
        return result
    }

    /// colorprofile's `handleSgr`: the parameters written again, colours converted.
    private func downsampled(_ parameters: [SGRParameter]) -> SGRAttributes {
        var attributes = SGRAttributes()
        let hasColor = self >= .ansi16
        var index = 0
        while index < parameters.count {
            let value = parameters[index].value(or: 0)
            var color: SGRColor?
            var layer: KeyPath<SGRColor, String>?
            switch value {
            case 0:
                attributes.parameters.append("")
            case 30...37, 90...97:
                color = .basic(UInt8(value < 90 ? value - 30 : value - 90 + 8))
                layer = \.foregroundParameters
            case 40...47, 100...107:
                color = .basic(UInt8(value < 100 ? value - 40 : value - 100 + 8))
                layer = \.backgroundParameters
            case 38, 48, 58:
                let (read, count) = SGRParameter.readColor(parameters[index...])
                index += max(count - 1, 0)
                color = read
                layer =
                    value == 38
                    ? \.foregroundParameters
                    : value == 48 ? \.backgroundParameters : \.underlineParameters
            case 39, 49, 59:
                if hasColor { attributes.parameters.append(String(value)) }
            default:
                attributes.parameters.append(String(value))
            }
            if hasColor, let layer, let converted = color?.converted(to: self) {
                attributes.parameters.append(converted[keyPath: layer])
            }
            index += 1
        }
        return attributes
    }
}
