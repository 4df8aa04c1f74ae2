import AlertPresentation
import AlertProtocol
import TerminalKit

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// An `AlertCanvas` that draws into a `CellBuffer`: what every alert item draws on in the
/// terminal.
///
/// Coordinates are cells: a rectangle's origin is floored and so is its far edge, so
/// rectangles that touch never overlap and none spills over its neighbours. Text goes through
/// `CellBuffer.write(_:at:style:clip:)`, which sanitises it. Colours become 24-bit
/// `TerminalColor.rgb(_:_:_:)` (the renderer downgrades them). The canvas speaks in roles,
/// so an alert reads without colour too: titles are bold, captions and dimmed text faint; a
/// focus fill is one solid bar in the tint colour behind the text drawn in it and one cell
/// either side, the text bold in the background's colour: reverse video of tint text, so
/// moving the focus between buttons of the tint colour toggles attributes only (and without
/// colours, the bar is reverse video); a field is underlined, a caret and a selection are
/// reverse-video cells, a one-row rule is a `─` line, progress is `█` done and `░` to go. A
/// plain colour fill paints the background, whatever the colour. Pictures are drawn as half
/// blocks, or reserved (blank) for a graphics protocol and listed in ``imageRequests``;
/// without pixels or colour, their symbol or alt text is drawn instead.
@MainActor
package final class CellCanvas: AlertCanvas {
    /// What has been drawn.
    package private(set) var buffer: CellBuffer
    /// The palette roles are drawn with (tint for focus, field, progress colours).
    package var palette: AlertPalette
    /// Drawing outside this rectangle (in buffer cells) is dropped; nil clips to the buffer.
    package var clip: TerminalRect?
    /// How pictures are shown.
    package var imageProtocol: TerminalImageProtocol
    /// Whether colours can be shown; without them pictures fall back to text.
    package var colorsEnabled: Bool
    /// Pictures to be shown by a graphics protocol over reserved cells, in buffer cells.
    package private(set) var imageRequests: [TerminalImageRequest] = []
    private let images: TerminalImageCache
    /// The regions of focus fills drawn so far: text written into them, and one cell either
    /// side of it, turns into the tint bar (see ``highlight(row:in:columns:)``).
    private var highlights: [TerminalRect] = []
    /// The highlights no text was written into yet: ``finishFocusBars()`` fills them whole.
    private var unlitHighlights: Set<Int> = []

    /// Creates a canvas over `buffer`, with a picture cache of its own.
    package convenience init(
        buffer: CellBuffer, palette: AlertPalette,
        imageProtocol: TerminalImageProtocol = .halfBlocks, colorsEnabled: Bool = true
    ) {
        self.init(
            buffer: buffer, palette: palette, imageProtocol: imageProtocol,
            colorsEnabled: colorsEnabled, images: TerminalImageCache())
    }

    /// Creates a canvas over `buffer` that decodes pictures through `images` (shared by a
    /// window's paints).
    package init(
        buffer: CellBuffer, palette: AlertPalette, imageProtocol: TerminalImageProtocol,
        colorsEnabled: Bool, images: TerminalImageCache
    ) {
        self.buffer = buffer
        self.palette = palette
        self.imageProtocol = imageProtocol
        self.colorsEnabled = colorsEnabled
        self.images = images
    }

    /// The cells a rectangle in cell units covers: origin and far edge floored (with a
    /// small tolerance for arithmetic noise); NaN or infinite values give an empty rectangle.
    package static func cellRect(_ rect: CGRect) -> TerminalRect {
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
    package static func terminalColor(_ color: AlertColor) -> TerminalColor {
        .rgb(color.red, color.green, color.blue)
    }

    /// The region drawing may touch: `rect` within the buffer and the clip.
    func visible(_ rect: TerminalRect) -> TerminalRect {
        let region = buffer.bounds.intersection(rect)
        return clip.map { region.intersection($0) } ?? region
    }

    // MARK: AlertCanvas

    /// Draws one line of sanitised text in `color` with the role's attributes (titles bold,
    /// captions dim); each cell keeps the background and the reverse and underline
    /// attributes already there.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor
    ) {
        drawText(text, at: origin, role: role, color: color, emphasis: .normal)
    }

    /// Draws one line of sanitised text; `dimmed` adds faint, `strong` bold.
    package func drawText(
        _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis
    ) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let start = Self.cellRect(CGRect(origin: origin, size: .zero)).origin
        var attributes: TerminalStyle.Attributes = []
        switch role {
        case .title: attributes.insert(.bold)
        case .caption: attributes.insert(.dim)
        case .message, .button, .field: break
        }
        switch emphasis {
        case .normal: break
        case .dimmed: attributes.insert(.dim)
        case .strong: attributes.insert(.bold)
        case .underlined: attributes.insert(.underline)
        }
        write(
            TextSanitizer.sanitize(text), at: start,
            foreground: color.alpha == 0 ? nil : Self.terminalColor(color), attributes: attributes)
    }

    /// Fills a rectangle's cells with a background colour.
    package func fill(_ rect: CGRect, color: AlertColor) {
        let region = visible(Self.cellRect(rect))
        guard !region.isEmpty, color.alpha > 0 else { return }
        buffer.fill(region, style: TerminalStyle(background: Self.terminalColor(color)))
    }

    /// Fills a rectangle as its role reads in a terminal (see the type's documentation).
    package func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
        let region = visible(Self.cellRect(rect))
        guard !region.isEmpty else { return }
        let background = Self.terminalColor(palette.background)
        switch role {
        case .background:
            fill(rect, color: color)
        case .focus:
            // Painted when text is drawn in it: the bar is the text and a cell either side
            // (without colours, reverse video of the terminal's own colours). Text already
            // there joins the bar now.
            unlitHighlights.insert(highlights.count)
            highlights.append(region)
            for row in region.minRow..<region.maxRow {
                let base = row * buffer.width
                let drawn = (region.minColumn..<region.maxColumn).filter {
                    !Self.isBlank(buffer.cells[base + $0])
                }
                guard let first = drawn.first, let last = drawn.last else { continue }
                highlight(row: row, in: region, columns: first..<(last + 1))
                unlitHighlights.remove(highlights.count - 1)
            }
        case .field:
            buffer.fill(
                region,
                style: TerminalStyle(
                    background: Self.terminalColor(palette.field), attributes: [.underline]))
        case .caret, .selection:
            addAttributes(.reverse, in: region)
        case .rule where region.height == 1:
            write(
                String(repeating: "─", count: region.width), at: region.origin,
                foreground: Self.terminalColor(color), attributes: [])
        case .rule:
            fill(rect, color: color)
        case .progressTrack, .progressDone:
            let glyph = role == .progressDone ? "█" : "░"
            let ink = role == .progressDone ? color : palette.disabledButton
            let style = TerminalStyle(foreground: Self.terminalColor(ink), background: background)
            for row in region.minRow..<region.maxRow {
                writeCells(
                    String(repeating: glyph, count: region.width),
                    at: TerminalPoint(column: region.minColumn, row: row), style: style)
            }
        }
    }

    /// Draws a picture (see the type's documentation).
    package func drawImage(_ image: AlertImage, in rect: CGRect) {
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
                imageRequests.append(TerminalImageRequest(rect: target, png: png))
            }
        }
    }

    // MARK: Cell helpers

    /// Writes `text` (already sanitised) from `start`, every cell keeping its own background
    /// and reverse/underline attributes: graphemes whose cells end up in the same style are
    /// written together, in one `CellBuffer.write` per run.
    func write(
        _ text: String, at start: TerminalPoint, foreground: TerminalColor?,
        attributes: TerminalStyle.Attributes
    ) {
        var column = start.column
        var run = ""
        var runStart = column
        var runStyle: TerminalStyle?
        func flush() {
            if let runStyle, !run.isEmpty {
                buffer.write(
                    run, at: TerminalPoint(column: runStart, row: start.row), style: runStyle,
                    clip: clip)
            }
            run = ""
            runStyle = nil
        }
        defer {
            if column > start.column {
                for (index, region) in highlights.enumerated()
                where region.minRow <= start.row && start.row < region.maxRow {
                    highlight(row: start.row, in: region, columns: start.column..<column)
                    unlitHighlights.remove(index)
                }
            }
        }
        for character in text {
            let width = TerminalWidth.width(of: character, ambiguous: buffer.ambiguousWidth)
            guard width > 0 else {
                // Its neighbours stay apart, as they would be drawn one by one.
                flush()
                continue
            }
            let style = style(
                at: TerminalPoint(column: column, row: start.row), foreground, attributes)
            if style != runStyle {
                flush()
                runStyle = style
                runStart = column
            }
            run.append(character)
            column += width
        }
        flush()
    }

    /// The style text takes at `point`: the colour given (or the cell's), the cell's
    /// background and reverse/underline, and a focus bar's highlight.
    private func style(
        at point: TerminalPoint, _ foreground: TerminalColor?,
        _ attributes: TerminalStyle.Attributes
    ) -> TerminalStyle {
        let below = buffer[point.column, point.row].style
        var style = TerminalStyle(
            foreground: foreground ?? below.foreground, background: below.background,
            attributes: attributes)
        style.attributes.formUnion(below.attributes.intersection([.reverse, .underline]))
        if highlights.contains(where: { $0.contains(point) }) {
            style.foreground = Self.terminalColor(palette.tint)
            style.attributes.insert([.bold, .reverse])
            style.attributes.remove(.dim)
        }
        return style
    }

    /// Fills each focus region that no text was drawn into (a control without a label) with
    /// the tint bar whole, so the focus never goes unseen. Called when the drawing is done.
    package func finishFocusBars() {
        let tint = Self.terminalColor(palette.tint)
        for index in unlitHighlights.sorted() {
            let region = buffer.bounds.intersection(highlights[index])
            guard !region.isEmpty else { continue }
            for row in region.minRow..<region.maxRow {
                for column in region.minColumn..<region.maxColumn {
                    buffer.cells[row * buffer.width + column].style.foreground = tint
                    buffer.cells[row * buffer.width + column].style.attributes.insert(.reverse)
                }
            }
        }
        unlitHighlights.removeAll()
    }

    /// Turns the cells of `region`'s `row` from one before `columns` to one after it, and
    /// any between them and text drawn there before, into the focus bar: tint as the
    /// foreground, in reverse video, so the bar shows the tint and its text the background
    /// colour. Glyphs and backgrounds stay.
    private func highlight(row: Int, in region: TerminalRect, columns: Range<Int>) {
        let visibleRegion = visible(region)
        guard visibleRegion.minRow <= row, row < visibleRegion.maxRow else { return }
        let tint = Self.terminalColor(palette.tint)
        var from = max(columns.lowerBound - 1, visibleRegion.minColumn)
        var to = min(columns.upperBound + 1, visibleRegion.maxColumn)
        guard from < to else { return }
        // Join text already in the bar on this row, so two runs read as one bar.
        let base = row * buffer.width
        for column in visibleRegion.minColumn..<from
        where buffer.cells[base + column].style.attributes.contains(.reverse)
            && buffer.cells[base + column].style.foreground == tint
        {
            from = column
            break
        }
        for column in stride(from: visibleRegion.maxColumn - 1, through: to, by: -1)
        where buffer.cells[base + column].style.attributes.contains(.reverse)
            && buffer.cells[base + column].style.foreground == tint
        {
            to = column + 1
            break
        }
        for column in from..<to {
            buffer.cells[base + column].style.foreground = tint
            buffer.cells[base + column].style.attributes.insert(.reverse)
            if !Self.isBlank(buffer.cells[base + column]) {
                buffer.cells[base + column].style.attributes.insert(.bold)
                buffer.cells[base + column].style.attributes.remove(.dim)
            }
        }
    }

    /// Whether a cell is a space (the lead of a wide glyph and its continuation are not).
    private static func isBlank(_ cell: TerminalCell) -> Bool {
        !cell.isContinuation && cell.grapheme == " "
    }

    /// Adds attributes to every cell of `rect` (clipped), keeping glyphs and colours.
    package func addAttributes(_ attributes: TerminalStyle.Attributes, in rect: TerminalRect) {
        let region = visible(rect)
        guard !region.isEmpty else { return }
        for row in region.minRow..<region.maxRow {
            for column in region.minColumn..<region.maxColumn {
                buffer.cells[row * buffer.width + column].style.attributes.formUnion(attributes)
            }
        }
    }

    /// Fills `rect` (clipped) with spaces in `style`.
    package func fillCells(_ rect: TerminalRect, style: TerminalStyle) {
        let region = visible(rect)
        guard !region.isEmpty else { return }
        buffer.fill(region, style: style)
    }

    /// Writes sanitised `text` at a cell with an exact style, clipped.
    package func writeCells(_ text: String, at point: TerminalPoint, style: TerminalStyle) {
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
