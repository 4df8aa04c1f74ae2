/// Writes the shortest SGR (Select Graphic Rendition) sequence that turns one style into
/// another: either only the attributes and colours that changed, or a reset followed by what
/// the new style sets, whichever is fewer bytes. Nothing at all when the styles are equal.
enum SGREncoder {
    /// Appends the change from `pen` to `target` (both already downgraded to the colour mode).
    static func append(
        from pen: TerminalStyle, to target: TerminalStyle, into output: inout [UInt8]
    ) {
        if pen == target { return }
        let start = output.count
        appendIncremental(from: pen, to: target, into: &output)
        let incrementalEnd = output.count
        appendReset(to: target, into: &output)
        let resetLength = output.count - incrementalEnd
        if resetLength < incrementalEnd - start {
            output.removeSubrange(start..<incrementalEnd)
        } else {
            output.removeLast(resetLength)
        }
    }

    private static func appendIncremental(
        from pen: TerminalStyle, to target: TerminalStyle, into output: inout [UInt8]
    ) {
        output.appendCSI()
        var parameters = ParameterList()
        let old = pen.attributes
        let new = target.attributes
        if (old.contains(.bold) && !new.contains(.bold))
            || (old.contains(.dim) && !new.contains(.dim))
        {
            parameters.add(22, &output)
            if new.contains(.bold) { parameters.add(1, &output) }
            if new.contains(.dim) { parameters.add(2, &output) }
        } else {
            if new.contains(.bold) && !old.contains(.bold) { parameters.add(1, &output) }
            if new.contains(.dim) && !old.contains(.dim) { parameters.add(2, &output) }
        }
        toggle(.italic, on: 3, off: 23, old, new, &parameters, &output)
        toggle(.underline, on: 4, off: 24, old, new, &parameters, &output)
        toggle(.reverse, on: 7, off: 27, old, new, &parameters, &output)
        if pen.foregroundBits != target.foregroundBits {
            appendColor(target.foreground, isBackground: false, &parameters, &output)
        }
        if pen.backgroundBits != target.backgroundBits {
            appendColor(target.background, isBackground: true, &parameters, &output)
        }
        output.append(0x6D)
    }

    private static func appendReset(to target: TerminalStyle, into output: inout [UInt8]) {
        output.appendCSI()
        if target == .plain {
            output.append(0x6D)
            return
        }
        var parameters = ParameterList()
        parameters.add(0, &output)
        let new = target.attributes
        if new.contains(.bold) { parameters.add(1, &output) }
        if new.contains(.dim) { parameters.add(2, &output) }
        if new.contains(.italic) { parameters.add(3, &output) }
        if new.contains(.underline) { parameters.add(4, &output) }
        if new.contains(.reverse) { parameters.add(7, &output) }
        if target.foreground != .default {
            appendColor(target.foreground, isBackground: false, &parameters, &output)
        }
        if target.background != .default {
            appendColor(target.background, isBackground: true, &parameters, &output)
        }
        output.append(0x6D)
    }

    private static func toggle(
        _ attribute: TerminalStyle.Attributes, on: Int, off: Int,
        _ old: TerminalStyle.Attributes, _ new: TerminalStyle.Attributes,
        _ parameters: inout ParameterList, _ output: inout [UInt8]
    ) {
        let wasOn = old.contains(attribute)
        let isOn = new.contains(attribute)
        if wasOn != isOn {
            parameters.add(isOn ? on : off, &output)
        }
    }

    private static func appendColor(
        _ color: TerminalColor, isBackground: Bool,
        _ parameters: inout ParameterList, _ output: inout [UInt8]
    ) {
        let offset = isBackground ? 10 : 0
        switch color {
        case .default:
            parameters.add(39 + offset, &output)
        case .ansi(let index):
            let value = Int(index & 15)
            parameters.add(value < 8 ? 30 + offset + value : 90 + offset + value - 8, &output)
        case .indexed(let index):
            parameters.add(38 + offset, &output)
            parameters.add(5, &output)
            parameters.add(Int(index), &output)
        case .rgb(let red, let green, let blue):
            parameters.add(38 + offset, &output)
            parameters.add(2, &output)
            parameters.add(Int(red), &output)
            parameters.add(Int(green), &output)
            parameters.add(Int(blue), &output)
        }
    }

    /// Separates parameters with `;`.
    private struct ParameterList {
        var isEmpty = true

        mutating func add(_ value: Int, _ output: inout [UInt8]) {
            if !isEmpty { output.append(0x3B) }
            output.appendDecimal(value)
            isEmpty = false
        }
    }
}
