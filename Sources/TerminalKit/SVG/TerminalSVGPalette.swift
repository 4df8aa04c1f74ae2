/// The colours a ``TerminalSVGWriter`` resolves terminal colours with: what the terminal's
/// default foreground and background look like, and how much a faint (dim) glyph fades.
///
/// ANSI and indexed colours use xterm's default palette, the same one the renderer
/// downgrades with, so a picture matches what an xterm-like terminal shows.
package struct TerminalSVGPalette: Hashable, Sendable {
    /// The colour of text drawn in ``TerminalColor/default``.
    package var foreground: SVGColor
    /// The colour of cells whose background is ``TerminalColor/default``.
    package var background: SVGColor
    /// How far a dim glyph moves from its colour toward its background, from 0 (not at
    /// all) to 1 (invisible). Values outside are clamped.
    package var dimFraction: Double

    /// Creates a palette.
    package init(foreground: SVGColor, background: SVGColor, dimFraction: Double = 0.5) {
        self.foreground = foreground
        self.background = background
        self.dimFraction = min(max(dimFraction.isFinite ? dimFraction : 0.5, 0), 1)
    }

    /// Light grey on near black, like most dark terminal themes.
    package static let dark = TerminalSVGPalette(
        foreground: SVGColor(red: 0xD4, green: 0xD4, blue: 0xD4),
        background: SVGColor(red: 0x1E, green: 0x1E, blue: 0x1E))

    /// The colour a cell's glyph is painted in: reverse video swaps the colours first, and a
    /// dim glyph is blended toward its background. O(1).
    package func foreground(of style: TerminalStyle) -> SVGColor {
        let (front, back) = resolvedPair(style)
        return style.isDim ? front.blended(toward: back, by: dimFraction) : front
    }

    /// The colour a cell's background is painted in (after reverse video). O(1).
    package func background(of style: TerminalStyle) -> SVGColor {
        resolvedPair(style).background
    }

    /// The RGB value of `color`, `fallback` standing for the terminal's default. O(1).
    package func resolve(_ color: TerminalColor, fallback: SVGColor) -> SVGColor {
        switch color {
        case .default:
            return fallback
        case .ansi(let index):
            return SVGColor(TerminalColor.rgbComponents(of: index & 15))
        case .indexed(let index):
            return SVGColor(TerminalColor.rgbComponents(of: index))
        case .rgb(let red, let green, let blue):
            return SVGColor(red: red, green: green, blue: blue)
        }
    }

    private func resolvedPair(_ style: TerminalStyle) -> (
        foreground: SVGColor, background: SVGColor
    ) {
        let front = resolve(style.foreground, fallback: foreground)
        let back = resolve(style.background, fallback: background)
        return style.isReversed ? (back, front) : (front, back)
    }
}
