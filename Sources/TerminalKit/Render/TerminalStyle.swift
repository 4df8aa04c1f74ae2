/// How a cell is drawn: colours and attributes.
///
/// Packed into 9 bytes (two packed colours and an attribute byte) so that a whole cell is 16
/// bytes and compares with a few integer comparisons.
public struct TerminalStyle: Hashable, Sendable {
    /// Text attributes a terminal can set with SGR.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attribute bits.
        public var rawValue: UInt8

        /// Creates attributes from their bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Bold or increased intensity (SGR 1).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint, decreased intensity (SGR 2); dimmed backdrops use it.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Italic (SGR 3).
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined (SGR 4).
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Reverse video (SGR 7).
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    var foregroundBits: UInt32
    var backgroundBits: UInt32
    /// The text attributes.
    public var attributes: Attributes

    /// Creates a style.
    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        attributes: Attributes = []
    ) {
        foregroundBits = foreground.packed
        backgroundBits = background.packed
        self.attributes = attributes
    }

    /// The terminal's default colours with no attributes.
    public static let plain = TerminalStyle()

    /// The foreground (text) colour.
    public var foreground: TerminalColor {
        get { TerminalColor(packed: foregroundBits) }
        set { foregroundBits = newValue.packed }
    }

    /// The background colour.
    public var background: TerminalColor {
        get { TerminalColor(packed: backgroundBits) }
        set { backgroundBits = newValue.packed }
    }

    /// Bold text.
    package var isBold: Bool {
        get { attributes.contains(.bold) }
        set { set(.bold, newValue) }
    }

    /// Faint text.
    package var isDim: Bool {
        get { attributes.contains(.dim) }
        set { set(.dim, newValue) }
    }

    /// Italic text.
    package var isItalic: Bool {
        get { attributes.contains(.italic) }
        set { set(.italic, newValue) }
    }

    /// Underlined text.
    package var isUnderlined: Bool {
        get { attributes.contains(.underline) }
        set { set(.underline, newValue) }
    }

    /// Reverse video.
    package var isReversed: Bool {
        get { attributes.contains(.reverse) }
        set { set(.reverse, newValue) }
    }

    /// This style as a dimmed backdrop shows it: the same, made faint.
    package var dimmed: TerminalStyle {
        var copy = self
        copy.attributes.insert(.dim)
        return copy
    }

    /// This style with its colours downgraded to what `mode` can show; attributes are kept.
    package func downgraded(to mode: TerminalColorMode) -> TerminalStyle {
        if mode == .trueColor { return self }
        var copy = self
        copy.foreground = foreground.downgraded(to: mode)
        copy.background = background.downgraded(to: mode)
        return copy
    }

    private mutating func set(_ attribute: Attributes, _ isOn: Bool) {
        if isOn {
            attributes.insert(attribute)
        } else {
            attributes.remove(attribute)
        }
    }
}
