/// One cell of a terminal grid: a grapheme, its width, and its style.
///
/// A wide glyph (2 columns) occupies a lead cell, which holds the grapheme, and a continuation
/// cell to its right, which holds nothing and shares the lead's style. A cell is a 16-byte
/// value with no references: single scalars are stored inline, longer graphemes as an index
/// into a shared intern table, so copying and comparing frames never touches the heap.
public struct TerminalCell: Hashable, Sendable {
    /// The scalar value, or an intern index with the top bit set; 0 in a continuation cell.
    var content: UInt32
    /// How the cell is drawn.
    public var style: TerminalStyle
    var flags: UInt8
    /// Joining classes: the first scalar's in the low nibble, the last scalar's in the high one.
    var joining: UInt8

    static let wideFlag: UInt8 = 1 << 0
    static let continuationFlag: UInt8 = 1 << 1
    static let uncertainFlag: UInt8 = 1 << 2
    /// Set with `uncertainFlag` when the glyph is uncertain only as East Asian Ambiguous.
    static let ambiguousFlag: UInt8 = 1 << 3
    static let internedBit: UInt32 = 1 << 31

    init(content: UInt32, style: TerminalStyle, flags: UInt8, joining: UInt8) {
        self.content = content
        self.style = style
        self.flags = flags
        self.joining = joining
    }

    /// Whether `self` and `other` are the same cell (`==`), field by field and inlined: the
    /// renderer compares every cell of the rows it diffs. O(1).
    @inline(__always)
    func isSame(as other: TerminalCell) -> Bool {
        content == other.content && style.backgroundBits == other.style.backgroundBits
            && style.foregroundBits == other.style.foregroundBits
            && style.attributes.rawValue == other.style.attributes.rawValue
            && flags == other.flags && joining == other.joining
    }

    /// A space in `style`.
    package static func blank(_ style: TerminalStyle = .plain) -> TerminalCell {
        TerminalCell(content: 0x20, style: style, flags: 0, joining: 0)
    }

    /// A space in the plain style.
    package static let blank = TerminalCell.blank(.plain)

    /// A cell for `grapheme`, or `nil` when it takes no column (a lone combining mark, a ZWJ,
    /// a control). Its width comes from ``TerminalWidth``.
    package init?(
        _ grapheme: Character,
        style: TerminalStyle = .plain,
        ambiguous: TerminalWidth.AmbiguousWidth = .narrow
    ) {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return nil }
        if first.value < 0x7F, scalars.count == 1 {
            guard first.value >= 0x20 else { return nil }
            self.init(content: first.value, style: style, flags: 0, joining: 0)
            return
        }
        let width = TerminalWidth.width(of: grapheme, ambiguous: ambiguous)
        guard width > 0 else { return nil }
        var flags: UInt8 = width == 2 ? Self.wideFlag : 0
        if TerminalWidth.isWidthUncertain(grapheme) {
            flags |= Self.uncertainFlag
            if TerminalWidth.isUncertainOnlyAsAmbiguous(grapheme) { flags |= Self.ambiguousFlag }
        }
        let last = scalars.last ?? first
        let joining =
            GraphemeJoining.firstClass(first).rawValue
            | GraphemeJoining.lastClass(last).rawValue << 4
        if scalars.count == 1 {
            self.init(content: first.value, style: style, flags: flags, joining: joining)
        } else if let index = GraphemeStore.shared.intern(grapheme) {
            self.init(
                content: index | Self.internedBit, style: style, flags: flags, joining: joining)
        } else {
            self.init(content: 0xFFFD, style: style, flags: flags & Self.wideFlag, joining: 0)
        }
    }

    /// The continuation cell that follows a wide `lead`.
    static func continuation(of lead: TerminalCell) -> TerminalCell {
        TerminalCell(content: 0, style: lead.style, flags: continuationFlag, joining: 0)
    }

    /// The grapheme this cell shows; a space for a continuation cell.
    public var grapheme: Character {
        if isContinuation { return " " }
        if content & Self.internedBit != 0 {
            return GraphemeStore.shared.grapheme(at: content & ~Self.internedBit)
        }
        return Character(Unicode.Scalar(content) ?? "\u{FFFD}")
    }

    /// The columns this cell's glyph covers: 2 for a wide lead, 1 otherwise (a continuation
    /// cell reports 1 but draws nothing of its own).
    public var width: Int { flags & Self.wideFlag != 0 ? 2 : 1 }

    /// Whether this cell is the right half of a wide glyph.
    package var isContinuation: Bool { flags & Self.continuationFlag != 0 }

    /// Whether this cell is the left half of a wide glyph.
    package var isWide: Bool { flags & Self.wideFlag != 0 }

    /// Whether terminals may disagree on this glyph's width (see
    /// ``TerminalWidth/isWidthUncertain(_:)``).
    var isWidthUncertain: Bool { flags & Self.uncertainFlag != 0 }

    /// Whether the glyph's width is uncertain only because it is East Asian Ambiguous
    /// (``TerminalWidth/isUncertainOnlyAsAmbiguous(_:)``).
    var isAmbiguousWidth: Bool { flags & Self.ambiguousFlag != 0 }

    /// Whether a terminal that draws East Asian Ambiguous letters `ambiguous` wide (`nil`:
    /// not known) may draw this glyph at another width than the cell's.
    func isWidthUncertain(on ambiguous: TerminalWidth.AmbiguousWidth?) -> Bool {
        guard isWidthUncertain else { return false }
        guard isAmbiguousWidth, let ambiguous else { return true }
        return isWide != (ambiguous == .wide)
    }

    /// Whether this cell is a plain space (no glyph of its own).
    var isSpace: Bool { content == 0x20 }

    var firstJoiningClass: GraphemeJoining.First {
        GraphemeJoining.First(rawValue: joining & 0x0F) ?? .none
    }

    var lastJoiningClass: GraphemeJoining.Last {
        GraphemeJoining.Last(rawValue: joining >> 4) ?? .none
    }

    /// The number of UTF-8 bytes ``appendUTF8(to:)`` writes, when known without a lookup.
    var inlineUTF8Count: Int? {
        if content & Self.internedBit != 0 || isContinuation { return nil }
        switch content {
        case ..<0x80: return 1
        case ..<0x800: return 2
        case ..<0x10000: return 3
        default: return 4
        }
    }

    /// Appends the grapheme's UTF-8 bytes to `output` (nothing for a continuation cell).
    func appendUTF8(to output: inout [UInt8]) {
        let value = content
        if value & Self.internedBit != 0 {
            GraphemeStore.shared.appendUTF8(at: value & ~Self.internedBit, to: &output)
            return
        }
        switch value {
        case 0:
            return
        case ..<0x80:
            output.append(UInt8(value))
        case ..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | (value >> 12) & 0x3F))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
