/// The style SGR sequences have set so far, as ultraviolet's `Style` reads and writes it, so
/// that lipgloss's wrap writer can end it before a newline and set it again after.
struct SGRPen: Hashable, Sendable {
    /// Bold, faint, italic, blink, rapid blink, reverse, conceal, strikethrough: bit n is
    /// the nth of these (ultraviolet's order).
    var attributes: UInt8 = 0
    /// The underline: 0 none, 1 single, 2 double, 3 curly, 4 dotted, 5 dashed.
    var underline = 0
    /// The text colour.
    var foreground: SGRColor?
    /// The background colour.
    var background: SGRColor?
    /// The underline colour.
    var underlineColor: SGRColor?

    /// Whether nothing is set.
    var isZero: Bool { self == SGRPen() }

    /// The SGR parameters of each attribute bit, in ultraviolet's order.
    private static let attributeParameters = ["1", "2", "3", "5", "6", "7", "8", "9"]

    /// The pen after the SGR sequence with `parameters` (ultraviolet's `ReadStyle`).
    mutating func read(_ parameters: [SGRParameter]) {
        guard !parameters.isEmpty else {
            self = SGRPen()
            return
        }
        var index = 0
        while index < parameters.count {
            let value = parameters[index].value(or: 0)
            switch value {
            case 0: self = SGRPen()
            case 1, 2, 3: attributes |= 1 << (value - 1)
            case 4: index += readUnderline(parameters, at: index)
            case 5, 6, 7, 8, 9: attributes |= 1 << (value - 2)
            case 22: attributes &= ~0b11
            case 23: attributes &= ~0b100
            case 24: underline = 0
            case 25: attributes &= ~0b11000
            case 27: attributes &= ~0b10_0000
            case 28: attributes &= ~0b100_0000
            case 29: attributes &= ~0b1000_0000
            case 30...37: foreground = .basic(UInt8(value - 30))
            case 90...97: foreground = .basic(UInt8(value - 90 + 8))
            case 40...47: background = .basic(UInt8(value - 40))
            case 100...107: background = .basic(UInt8(value - 100 + 8))
            case 39: foreground = nil
            case 49: background = nil
            case 59: underlineColor = nil
            case 38, 48, 58:
                let (color, count) = SGRParameter.readColor(parameters[index...])
                if count > 0 {
                    if value == 38 { foreground = color }
                    if value == 48 { background = color }
                    if value == 58 { underlineColor = color }
                    index += count - 1
                }
            default: break
            }
            index += 1
        }
    }

    /// Reads SGR 4 and a ":" sub-parameter (4:0 none … 4:5 dashed); how many more
    /// parameters it took.
    private mutating func readUnderline(_ parameters: [SGRParameter], at index: Int) -> Int {
        if parameters[index].hasMore, index + 1 < parameters.count,
            let kind = parameters[index + 1].value, (0...5).contains(kind)
        {
            underline = kind
            return 1
        }
        underline = 1
        return 0
    }

    /// The sequence that sets this pen from nothing (ultraviolet's `Style.String`): the
    /// reset `ESC [ m` when nothing is set.
    var sequence: String {
        var sgr = SGRAttributes()
        for (bit, parameter) in Self.attributeParameters.enumerated()
        where attributes & (1 << bit) != 0 {
            sgr.parameters.append(parameter)
        }
        switch underline {
        case 0: break
        case 1: sgr.parameters.append("4")
        default: sgr.parameters.append("4:\(underline)")
        }
        if let foreground { sgr.parameters.append(foreground.foregroundParameters) }
        if let background { sgr.parameters.append(background.backgroundParameters) }
        if let underlineColor { sgr.parameters.append(underlineColor.underlineParameters) }
        return sgr.sequence
    }
}
