/// The modifier keys held with a key press or a mouse event.
///
/// The raw values follow xterm's modifier parameter minus one (`CSI 1 ; m X` carries
/// `1 + rawValue`), so a decoded parameter maps directly onto this set.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bit set: shift 1, alt 2, control 4, meta 8.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option), also what an ESC prefix means.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta (Super/Command, when the terminal reports it).
    public static let meta = KeyModifiers(rawValue: 8)

    /// The modifiers encoded by an xterm modifier parameter (`2` = shift ... `16`), or none
    /// when the parameter is absent or out of range. Higher bits (kitty's hyper, caps lock,
    /// num lock) are ignored.
    package init(xtermParameter parameter: Int?) {
        guard let parameter, (2...256).contains(parameter) else {
            self = []
            return
        }
        self.init(rawValue: (parameter - 1) & 0b1111)
    }
}
