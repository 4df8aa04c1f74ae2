/// Writes the shortest SGR (Select Graphic Rendition) sequence that turns one style into
/// another: either only the attributes and colours that changed, or a reset followed by what
/// the new style sets, whichever is fewer bytes. Nothing at all when the styles are equal.
///
/// Each colour takes its shortest form that names exactly the same colour: an indexed colour
/// below 16 is the ANSI colour of that number (`31`, `91` rather than `38;5;1`, `38;5;9`), and
/// a 24-bit colour that is exactly one of the 240 fixed colours of the 256-colour palette (the
/// 6×6×6 cube and the grey ramp, 16–255, whose values every xterm-compatible terminal shares)
/// is written as that index (`38;5;231` for white rather than `38;2;255;255;255`). The 16 ANSI
/// colours are never used for a 24-bit colour: themes redefine them. A reset that sets
/// something leaves out its `0` (`CSI ; 1 m`: an empty parameter is 0).
///
/// Both forms are counted first (``length(from:to:)``) and only the shorter is written.
enum SGREncoder {
    /// Appends the change from `pen` to `target` (both already downgraded to the colour mode).
    static func append(
        from pen: TerminalStyle, to target: TerminalStyle, into output: inout [UInt8]
    ) {
        if pen == target { return }
        var incremental = ByteCount()
        appendIncremental(from: pen, to: target, into: &incremental)
        var reset = ByteCount()
        appendReset(to: target, into: &reset)
        if reset.count < incremental.count {
            appendReset(to: target, into: &output)
        } else {
            appendIncremental(from: pen, to: target, into: &output)
        }
    }

    /// The bytes ``append(from:to:into:)`` writes for the change from `pen` to `target`,
    /// counted without writing them.
    static func length(from pen: TerminalStyle, to target: TerminalStyle) -> Int {
        if pen == target { return 0 }
        var incremental = ByteCount()
        appendIncremental(from: pen, to: target, into: &incremental)
        var reset = ByteCount()
        appendReset(to: target, into: &reset)
        return min(incremental.count, reset.count)
    }

    private static func appendIncremental<Output: SGROutput>(
        from pen: TerminalStyle, to target: TerminalStyle, into output: inout Output
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

    private static func appendReset<Output: SGROutput>(
        to target: TerminalStyle, into output: inout Output
    ) {
        output.appendCSI()
        if target == .plain {
            output.append(0x6D)
            return
        }
        // The reset's 0 is left out: `CSI ; 1 m` is `CSI 0 ; 1 m`.
        var parameters = ParameterList(isEmpty: false)
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

    private static func toggle<Output: SGROutput>(
        _ attribute: TerminalStyle.Attributes, on: Int, off: Int,
        _ old: TerminalStyle.Attributes, _ new: TerminalStyle.Attributes,
        _ parameters: inout ParameterList, _ output: inout Output
    ) {
        let wasOn = old.contains(attribute)
        let isOn = new.contains(attribute)
        if wasOn != isOn {
            parameters.add(isOn ? on : off, &output)
        }
    }

    private static func appendColor<Output: SGROutput>(
        _ color: TerminalColor, isBackground: Bool,
        _ parameters: inout ParameterList, _ output: inout Output
    ) {
        let offset = isBackground ? 10 : 0
        switch color {
        case .default:
            parameters.add(39 + offset, &output)
        case .ansi(let index):
            let value = Int(index & 15)
            parameters.add(value < 8 ? 30 + offset + value : 90 + offset + value - 8, &output)
        case .indexed(let index) where index < 16:
            let value = Int(index)
            parameters.add(value < 8 ? 30 + offset + value : 90 + offset + value - 8, &output)
        case .indexed(let index):
            parameters.add(38 + offset, &output)
            parameters.add(5, &output)
            parameters.add(Int(index), &output)
        case .rgb(let red, let green, let blue):
            if let index = exactPaletteIndex(red, green, blue) {
                parameters.add(38 + offset, &output)
                parameters.add(5, &output)
                parameters.add(Int(index), &output)
                return
            }
            parameters.add(38 + offset, &output)
            parameters.add(2, &output)
            parameters.add(Int(red), &output)
            parameters.add(Int(green), &output)
            parameters.add(Int(blue), &output)
        }
    }

    /// The index (16–255) of the 256-colour palette's fixed colour that is exactly this
    /// 24-bit colour, if there is one: a cube colour (every component one of 0, 95, 135, 175,
    /// 215, 255) or a grey of the ramp (8, 18, …, 238). O(1).
    static func exactPaletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8? {
        if red == green, green == blue, red >= 8, red <= 238, (red - 8) % 10 == 0 {
            return 232 + (red - 8) / 10
        }
        guard let r = cubeStep(red), let g = cubeStep(green), let b = cubeStep(blue) else {
            return nil
        }
        return 16 + 36 * r + 6 * g + b
    }

    /// The cube step (0–5) whose level is exactly `component`, if any.
    private static func cubeStep(_ component: UInt8) -> UInt8? {
        switch component {
        case 0: return 0
        case 95: return 1
        case 135: return 2
        case 175: return 3
        case 215: return 4
        case 255: return 5
        default: return nil
        }
    }

    /// Separates parameters with `;`.
    private struct ParameterList {
        var isEmpty = true

        mutating func add<Output: SGROutput>(_ value: Int, _ output: inout Output) {
            if !isEmpty { output.append(0x3B) }
            output.appendDecimal(value)
            isEmpty = false
        }
    }

    /// A counter of the bytes a sequence would take, for choosing the shorter form before
    /// writing it.
    struct ByteCount: SGROutput {
        /// The bytes counted so far.
        var count = 0

        mutating func append(_ byte: UInt8) { count += 1 }

        mutating func appendCSI() { count += 2 }

        mutating func appendDecimal(_ value: Int) {
            count += EscapeBytes.decimalDigitCount(value)
        }
    }
}

/// Where `SGREncoder` puts a sequence: bytes, or a count of them.
protocol SGROutput {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends ESC `[`.
    mutating func appendCSI()
    /// Appends `value` (≥ 0) in decimal.
    mutating func appendDecimal(_ value: Int)
}

extension Array: SGROutput where Element == UInt8 {}
