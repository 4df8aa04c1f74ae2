import Foundation

/// An ``AlertCanvas`` that draws into a ``CellBuffer``: what every alert item draws on in the
/// terminal.
///
/// Coordinates are cells: a rectangle's origin is floored and so is its far edge, so
/// rectangles that touch never overlap and none spills over its neighbours. Text goes through
/// ``CellBuffer/write(_:at:style:clip:)``, which sanitises it. Colours become 24-bit
/// ``TerminalColor/rgb(_:_:_:)`` (the renderer downgrades them); roles and a few palette
/// colours become attributes so the alert reads without colour too: titles are bold,
/// captions and disabled text dim, a fill in the palette's focus colour turns the cells to
/// reverse video, a one-row fill in the separator colour draws a `─` rule, and any other fill
/// paints the background. Pictures are drawn as half blocks, or reserved (blank) for a
/// graphics protocol and listed in ``imageRequests``; without pixels or colour, their symbol
/// or alt text is drawn instead.
@MainActor
public final class CellCanvas: AlertCanvas {
    /// What has been drawn.
    public private(set) var buffer: CellBuffer
    /// The palette whose focus, separator and disabled colours get special treatment.
    public var palette: AlertPalette
    /// Drawing outside this rectangle (in buffer cells) is dropped; nil clips to the buffer.
    public var clip: TerminalRect?
    /// How pictures are shown.
    public var imageProtocol: TerminalImageProtocol
    /// Whether colours can be shown; without them pictures fall back to text.
    public var colorsEnabled: Bool
    /// Pictures to be shown by a graphics protocol over reserved cells, in buffer cells.
    public private(set) var imageRequests: [TerminalImageRequest] = []
    private let images: TerminalImageCache

    /// Creates a canvas over `buffer`.
    public init(
        buffer: CellBuffer, palette: AlertPalette,
        imageProtocol: TerminalImageProtocol = .halfBlocks, colorsEnabled: Bool = true,
        images: TerminalImageCache = TerminalImageCache()
    ) {
        self.buffer = buffer
        self.palette = palette
        self.imageProtocol = imageProtocol
        self.colorsEnabled = colorsEnabled
        self.images = images
    }

    /// The cells a rectangle in cell units covers: origin and far edge floored (with a
    /// small tolerance for arithmetic noise); NaN or infinite values give an empty rectangle.
    public static func cellRect(_ rect: CGRect) -> TerminalRect {
        let values = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard values.allSatisfy(\.isFinite) else {
            return TerminalRect(column: 0, row: 0, width: 0, height: 0)
        }
        func cell(_ value: CGFloat) -> Int {
            Int(max(min((value + 1e-6).rounded(.down), 1e9), -1e9))
        }
        let left = cell(rect.minX)
        let top = cell(rect.minY)
        return TerminalRect(
            column: left, row: top, width: max(cell(rect.maxX) - left, 0),
            height: max(cell(rect.maxY) - top, 0))
    }

    /// The 24-bit terminal colour of an alert colour.
    public static func terminalColor(_ color: AlertColor) -> TerminalColor {
        .rgb(color.red, color.green, color.blue)
    }

    /// The region drawing may touch: `rect` within the buffer and the clip.
    func visible(_ rect: TerminalRect) -> TerminalRect {
        let region = buffer.bounds.intersection(rect)
        return clip.map { region.intersection($0) } ?? region
    }

    // MARK: AlertCanvas

    /// Draws one line of sanitised text; each cell keeps the background and the reverse and
    /// underline attributes already there, and takes `color` and the role's attributes.
    public func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor)
    {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let start = Self.cellRect(CGRect(origin: origin, size: .zero)).origin
        var attributes: TerminalStyle.Attributes = []
        switch role {
        case .title: attributes.insert(.bold)
        case .caption: attributes.insert(.dim)
        case .message, .button, .field: break
        }
        if color == palette.disabledButton { attributes.insert(.dim) }
        write(
            TextSanitizer.sanitize(text), at: start,
            foreground: color.alpha == 0 ? nil : Self.terminalColor(color), attributes: attributes)
    }

    /// Fills a rectangle (see the type's documentation for the special colours).
    public func fill(_ rect: CGRect, color: AlertColor) {
        let region = visible(Self.cellRect(rect))
        guard !region.isEmpty, color.alpha > 0 else { return }
        if color == palette.focus {
            addAttributes(.reverse, in: region)
        } else if color == palette.separator, region.height == 1 {
            let rule = String(repeating: "─", count: region.width)
            write(
                rule, at: region.origin, foreground: Self.terminalColor(color), attributes: [])
        } else {
            buffer.fill(region, style: TerminalStyle(background: Self.terminalColor(color)))
        }
    }

    /// Draws a picture (see the type's documentation).
    public func drawImage(_ image: AlertImage, in rect: CGRect) {
        let target = Self.cellRect(rect)
        let region = visible(target)
        guard !region.isEmpty else { return }
        guard colorsEnabled, let decoded = images.decoded(image) else {
            drawFallback(image, in: region)
            return
        }
        switch imageProtocol {
        case .halfBlocks:
            HalfBlockPainter.paint(decoded.pixels, in: target, visible: region, on: self)
        case .kitty, .iTerm2:
            buffer.fill(
                region, style: TerminalStyle(background: Self.terminalColor(palette.background)))
            if region == target, let png = decoded.png {
                imageRequests.append(TerminalImageRequest(image: image, rect: target, png: png))
            }
        }
    }

    // MARK: Cell helpers

    /// Writes `text` (already sanitised) from `start`, one grapheme at a time so every cell
    /// keeps its own background and reverse/underline attributes.
    func write(
        _ text: String, at start: TerminalPoint, foreground: TerminalColor?,
        attributes: TerminalStyle.Attributes
    ) {
        var column = start.column
        for character in text {
            let width = TerminalWidth.width(of: character, ambiguous: buffer.ambiguousWidth)
            guard width > 0 else { continue }
            let below = buffer[column, start.row].style
            var style = TerminalStyle(
                foreground: foreground ?? below.foreground, background: below.background,
                attributes: attributes)
            style.attributes.formUnion(below.attributes.intersection([.reverse, .underline]))
            buffer.write(
                String(character), at: TerminalPoint(column: column, row: start.row),
                style: style, clip: clip)
            column += width
        }
    }

    /// Adds attributes to every cell of `rect` (clipped), keeping glyphs and colours.
    public func addAttributes(_ attributes: TerminalStyle.Attributes, in rect: TerminalRect) {
        let region = visible(rect)
        guard !region.isEmpty else { return }
        for row in region.minRow..<region.maxRow {
            for column in region.minColumn..<region.maxColumn {
                buffer.cells[row * buffer.width + column].style.attributes.formUnion(attributes)
            }
        }
    }

    /// Fills `rect` (clipped) with spaces in `style`.
    public func fillCells(_ rect: TerminalRect, style: TerminalStyle) {
        let region = visible(rect)
        guard !region.isEmpty else { return }
        buffer.fill(region, style: style)
    }

    /// Writes sanitised `text` at a cell with an exact style, clipped.
    public func writeCells(_ text: String, at point: TerminalPoint, style: TerminalStyle) {
        buffer.write(text, at: point, style: style, clip: clip)
    }

    private func drawFallback(_ image: AlertImage, in region: TerminalRect) {
        let labels = [image.symbol, image.altText.isEmpty ? nil : image.altText].compactMap {
            $0.map { TextSanitizer.sanitize($0) }
        }
        guard !labels.isEmpty else { return }
        let shown = region.height >= 2 ? labels : [labels[0]]
        let top = region.minRow + max((region.height - shown.count) / 2, 0)
        for (offset, label) in shown.enumerated() {
            let width = TerminalWidth.width(of: label, ambiguous: buffer.ambiguousWidth)
            let column = region.minColumn + max((region.width - width) / 2, 0)
            let saved = clip
            clip = region
            write(
                label, at: TerminalPoint(column: column, row: top + offset),
                foreground: Self.terminalColor(palette.message),
                attributes: offset == 0 && image.symbol != nil ? [] : [.dim])
            clip = saved
        }
    }
}
