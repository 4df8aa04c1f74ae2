import Foundation

/// Measures and wraps text in terminal cells, with ``TerminalWidth`` (the one width function).
///
/// Every line is one cell high. Text wraps between words at spaces, and between any two CJK
/// characters (Han, kana, Hangul, CJK punctuation, fullwidth forms), which need no space to
/// break; a word wider than a line is broken between graphemes. Pictures are sized for Unicode
/// half blocks: one cell holds one pixel across and two pixels down.
public struct TerminalTextMeasurer: AlertTextMeasuring, Hashable {
    /// How East Asian Ambiguous characters are counted.
    public var ambiguous: TerminalWidth.AmbiguousWidth

    /// Creates a measurer.
    public init(ambiguous: TerminalWidth.AmbiguousWidth = .narrow) {
        self.ambiguous = ambiguous
    }

    /// The columns `text` takes on one line. O(n).
    public func width(of text: String, role: AlertTextRole) -> CGFloat {
        CGFloat(TerminalWidth.width(of: text, ambiguous: ambiguous))
    }

    /// One cell.
    public func lineHeight(for role: AlertTextRole) -> CGFloat {
        1
    }

    /// Greedy wrapping with CJK break opportunities. Empty text has no lines; an empty
    /// paragraph gives an empty line. O(n) for n characters.
    public func lines(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> [String] {
        guard !text.isEmpty else { return [] }
        let limit = maxWidth.isNaN ? 0 : Int(max(maxWidth, 0).rounded(.down))
        var wrapper = CJKLineWrapper(maxWidth: limit, ambiguous: ambiguous)
        let paragraphs = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
        return paragraphs.flatMap { wrapper.wrap(Substring($0)) }
    }

    /// Pixel images are fitted as half blocks (a cell is one pixel wide and two pixels
    /// high), scaled down (never up) into `maxSize` keeping their aspect ratio, at least one
    /// cell each way; images without pixels take their symbol's (or alt text's) width.
    public func imageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize {
        let bounds = CGSize(width: max(maxSize.width, 0), height: max(maxSize.height, 0))
        guard image.pixelWidth > 0, image.pixelHeight > 0 else {
            let label = image.symbol ?? image.altText
            let width = min(self.width(of: label, role: .title), bounds.width)
            return CGSize(width: width, height: label.isEmpty ? 0 : min(1, bounds.height))
        }
        let naturalWidth = CGFloat(image.pixelWidth)
        let naturalHeight = (CGFloat(image.pixelHeight) / 2).rounded(.up)
        let scale = min(1, bounds.width / naturalWidth, bounds.height / naturalHeight)
        let width = max((naturalWidth * scale).rounded(.down), min(1, bounds.width))
        let height = max((naturalHeight * scale).rounded(.down), min(1, bounds.height))
        return CGSize(width: width, height: height)
    }

    /// Whether a line may break before or after `character` without a space: CJK ideographs,
    /// kana, Hangul syllables, CJK symbols and punctuation, and fullwidth forms.
    public static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
            0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
