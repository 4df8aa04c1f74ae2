/// A complete control sequence (CSI or SS3) split into its parts, ready to be interpreted.
///
/// Parameters are the `;`-separated numbers; `:`-separated sub-parameters keep only their
/// first number. An empty parameter is `nil` (the sequence's default applies).
struct ControlSequence: Equatable, Sendable {
    /// The introducer: CSI (`ESC [`) or SS3 (`ESC O`).
    enum Introducer: Equatable, Sendable {
        case csi
        case ss3
    }

    /// At most this many parameters are kept; further ones are ignored.
    static let maximumParameterCount = 16
    /// Numbers are clamped to this value so that hostile input cannot overflow.
    static let maximumParameterValue = 99_999

    var introducer: Introducer
    /// A private marker (`<`, `=`, `>`, `?`) right after the introducer, if any.
    var privateMarker: UInt8?
    var parameters: [Int?]
    var intermediates: [UInt8]
    var final: UInt8

    /// Splits the bytes between the introducer and the final byte. O(n).
    init(introducer: Introducer, body: ArraySlice<UInt8>, final: UInt8) {
        self.introducer = introducer
        self.final = final
        var bytes = body[...]
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            bytes = bytes.dropFirst()
        } else {
            privateMarker = nil
        }
        var parameters: [Int?] = []
        var intermediates: [UInt8] = []
        var current: Int?
        var inSubParameter = false
        var sawParameterText = false
        for byte in bytes {
            switch byte {
            case 0x30...0x39 where !inSubParameter:
                let digit = Int(byte - 0x30)
                current = min((current ?? 0) * 10 + digit, Self.maximumParameterValue)
                sawParameterText = true
            case 0x30...0x39:
                break
            case 0x3A:
                inSubParameter = true
            case 0x3B:
                if parameters.count < Self.maximumParameterCount { parameters.append(current) }
                current = nil
                inSubParameter = false
                sawParameterText = true
            case 0x20...0x2F:
                intermediates.append(byte)
            default:
                break
            }
        }
        if sawParameterText && parameters.count < Self.maximumParameterCount {
            parameters.append(current)
        }
        self.parameters = parameters
        self.intermediates = intermediates
    }

    /// The parameter at `index`, or `defaultValue` when it is absent or empty.
    func parameter(_ index: Int, default defaultValue: Int) -> Int {
        guard index < parameters.count, let value = parameters[index] else { return defaultValue }
        return value
    }

    /// The modifiers carried by the second parameter (`CSI 1 ; m X`, `CSI n ; m ~`).
    var modifiers: KeyModifiers {
        KeyModifiers(xtermParameter: parameters.count > 1 ? parameters[1] : nil)
    }
}
