import AlertPresentation
import AlertProtocol
import TerminalKit

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Measures and wraps text in terminal cells, with `TerminalWidth` (the one width function).
///
/// Text is measured as it will be drawn: after `TextSanitizer` has removed escape
/// sequences and replaced controls, so a title carrying an escape sequence is centred like
/// the text that remains.
///
/// Every line is one cell high. Text wraps between words at spaces, and between any two CJK
/// characters (Han, kana, Hangul, CJK punctuation, fullwidth forms), which need no space to
/// break; a word wider than a line is broken between graphemes. Pictures are sized for Unicode
/// half blocks: one cell holds one pixel across and two pixels down.
package struct TerminalTextMeasurer: AlertTextMeasuring, Hashable {
    /// How East Asian Ambiguous characters are counted.
    package var ambiguous: TerminalWidth.AmbiguousWidth

    /// Creates a measurer.
    package init(ambiguous: TerminalWidth.AmbiguousWidth = .narrow) {
        self.ambiguous = ambiguous
    }

    /// The columns `text` takes on one line once sanitised (a line feed counts as the
    /// replacement character the canvas draws for it). O(n).
    package func width(of text: String, role: AlertTextRole) -> CGFloat {
        CGFloat(cells(of: text))
    }

    /// The cells of `text` as drawn: printable ASCII as is, anything else sanitised first.
    private func cells(of text: String) -> Int {
        if let width = TerminalWidth.printableASCIIWidth(text) { return width }
        return TerminalWidth.width(of: TextSanitizer.sanitize(text), ambiguous: ambiguous)
    }

    /// One cell.
    package func lineHeight(for role: AlertTextRole) -> CGFloat {
        1
    }

    /// Greedy wrapping with `AlertTextWrapper` over cell widths, so CJK text breaks
    /// between characters. The text is sanitised first (keeping its line feeds), so the
    /// lines are what will be drawn and no escape sequence is split between two of them.
    /// Empty text has no lines; an empty paragraph gives an empty line. O(n) for n
    /// characters.
    package func lines(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> [String] {
        let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0).rounded(.down)
        // A plain line that fits, with single spaces only between words, wraps to itself
        // (what drawing a button or a short title every frame asks for most).
        if let width = TerminalWidth.printableASCIIWidth(text), width > 0,
            CGFloat(width) <= limit, text.first != " ", text.last != " ",
            !zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 == 32 && $1 == 32 })
        {
            return [text]
        }
        let safe =
            TerminalWidth.printableASCIIWidth(text) == nil
            ? TextSanitizer.sanitize(text, keepingNewlines: true) : text
        return AlertTextWrapper(maxWidth: limit) { [ambiguous] piece in
            CGFloat(TerminalWidth.width(of: piece, ambiguous: ambiguous))
        }.wrap(safe)
    }

    /// `text` on one line of at most `maxWidth` cells, cut at `cut` with an ellipsis when it
    /// does not fit (see `AlertTextWrapper.fit(_:cut:forcingEllipsis:)`). Line breaks become
    /// spaces and the text is sanitised first, so what is cut is what will be drawn: no
    /// escape sequence is split, and a wide glyph (2 cells by `TerminalWidth`) or a grapheme
    /// cluster is kept or left out whole. O(n) for n characters.
    package func fitting(
        _ text: String, role: AlertTextRole, maxWidth: CGFloat, cut: AlertTextCut,
        forcingEllipsis: Bool
    ) -> String {
        let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0).rounded(.down)
        if !forcingEllipsis, let width = TerminalWidth.printableASCIIWidth(text),
            CGFloat(width) <= limit
        {
            return text
        }
        let safe = TextSanitizer.sanitize(Self.joiningLines(text))
        return AlertTextWrapper(maxWidth: limit) { [ambiguous] piece in
            CGFloat(TerminalWidth.width(of: piece, ambiguous: ambiguous))
        }.fit(safe, cut: cut, forcingEllipsis: forcingEllipsis)
    }

    /// Pixel images are fitted as half blocks (a cell is one pixel wide and two pixels
    /// high), scaled down (never up) into `maxSize` keeping their aspect ratio, at least one
    /// cell each way; images without pixels take their symbol's (or alt text's) width.
    package func imageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize {
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
