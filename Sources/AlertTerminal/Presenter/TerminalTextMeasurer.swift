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

    /// Greedy wrapping with ``AlertTextWrapper`` over cell widths, so CJK text breaks
    /// between characters. Empty text has no lines; an empty paragraph gives an empty line.
    /// O(n) for n characters.
    public func lines(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> [String] {
        let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0).rounded(.down)
        return AlertTextWrapper(maxWidth: limit) { [ambiguous] piece in
            CGFloat(TerminalWidth.width(of: piece, ambiguous: ambiguous))
        }.wrap(text)
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
}
