import AlertEngine

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// GTK 3's colour palette, as zenity's `--color-selection --show-palette` shows it: nine
/// columns of five shades (blue, green, yellow, orange, red, purple, brown, light, dark),
/// and below them the `--color` given when it is none of them (GTK's custom colour). The
/// chosen swatch is ticked; its colour goes into the result under ``resultKey`` as zenity
/// prints it (``ZenityColor/answer``).
///
/// Each swatch is a focus stop, in reading order, so Tab goes from swatch to swatch as
/// GTK's does. The arrows move the focus across the grid, stopping at its edges (Down
/// from the last row reaches the custom colour); Space and Enter choose the focused swatch,
/// as GTK's do, without answering; a click chooses the swatch it lands on. In plain mode
/// and `ALERT_ANSWERS`, a colour typed (`#RRGGBB`, `rgb(R,G,B)` …) is chosen.
@MainActor
package final class ZenityPaletteItem: AlertStyledItem, AlertValueItem, AlertKeyHandlingItem,
    AlertTextInputItem, AlertStopFocusingItem, AlertClickableItem, AlertGridShowingItem
{
    /// GTK 3.24's palette, a column a colour, its shades from light to dark.
    package static let palette: [[UInt32]] = [
        [0x99C1F1, 0x62A0EA, 0x3584E4, 0x1C71D8, 0x1A5FB4],
        [0x8FF0A4, 0x57E389, 0x33D17A, 0x2EC27E, 0x26A269],
        [0xF9F06B, 0xF8E45C, 0xF6D32D, 0xF5C211, 0xE5A50A],
        [0xFFBE6F, 0xFFA348, 0xFF7800, 0xE66100, 0xC64600],
        [0xF66151, 0xED333B, 0xE01B24, 0xC01C28, 0xA51D2D],
        [0xDC8ADD, 0xC061CB, 0x9141AC, 0x813D9C, 0x613583],
        [0xCDAB8F, 0xB5835A, 0x986A44, 0x865E3C, 0x63452C],
        [0xFFFFFF, 0xF6F5F4, 0xDEDDDA, 0xC0BFBC, 0x9A9996],
        [0x77767B, 0x5E5C64, 0x3D3846, 0x241F31, 0x000000],
    ]
    /// The columns' names, for screen readers.
    private static let names = [
        "Blue", "Green", "Yellow", "Orange", "Red", "Purple", "Brown", "Light", "Dark",
    ]
    /// The palette's columns.
    package nonisolated static let columns = 9
    /// The palette's rows (shades).
    package nonisolated static let rows = 5

    /// The swatches in reading order (stop n is swatch n), the custom colour last.
    package private(set) var swatches: [ZenityColor]
    /// Whether the last swatch is the custom colour.
    package private(set) var hasCustom = false
    /// The chosen swatch.
    package private(set) var chosen: Int
    /// The focused swatch, while the palette has the focus.
    private var focused: Int?
    /// The result key; "color" by default.
    package var resultKey = "color"
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)

    /// A palette with `initial` chosen: its swatch, or the custom colour after the palette.
    package init(initial: ZenityColor) {
        swatches = (0..<Self.rows).flatMap { row in
            (0..<Self.columns).map { ZenityColor(hex: Self.palette[$0][row]) }
        }
        chosen = 0
        choose(initial)
    }

    /// The colour chosen.
    package var color: ZenityColor { swatches[chosen] }

    /// Chooses `color`: its swatch when the palette has it (the same printed colour), else
    /// the custom colour, which it becomes.
    package func choose(_ color: ZenityColor) {
        let paletteCount = Self.rows * Self.columns
        if let index = swatches.prefix(paletteCount).firstIndex(where: {
            $0.answer == color.answer
        }) {
            chosen = index
            return
        }
        if hasCustom {
            swatches[paletteCount] = color
        } else {
            swatches.append(color)
            hasCustom = true
        }
        chosen = paletteCount
    }

    // MARK: Focus and keys

    /// A stop a swatch.
    package var focusStops: Int { swatches.count }
    /// The palette has the focus first, on its first swatch, as GTK's has.
    package var takesInitialFocus: Bool { true }
    /// Records the focused swatch.
    package func focusDidChange(to stop: Int?) { focused = stop }

    /// The arrows move across the grid (no further than its edges; Down from the last row
    /// to the custom colour, Up from it back); Space and Enter choose the focused swatch.
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        let last = Self.rows * Self.columns
        let (row, column) = (stop / Self.columns, stop % Self.columns)
        switch key {
        case .enter, .character(" "):
            chosen = stop
            return .handled
        case .left where stop < last && column > 0: return .focusStop(stop - 1)
        case .right where stop < last && column < Self.columns - 1: return .focusStop(stop + 1)
        case .up where stop == last: return .focusStop(last - Self.columns)
        case .up where row > 0: return .focusStop(stop - Self.columns)
        case .down where row < Self.rows - 1: return .focusStop(stop + Self.columns)
        case .down where row == Self.rows - 1 && hasCustom: return .focusStop(last)
        case .left, .right, .up, .down: return .handled
        default: return .ignored
        }
    }

    // MARK: Value and text

    /// The chosen colour as zenity prints it.
    package var resultValue: String? { color.answer }
    /// The chosen colour as zenity prints it.
    package var text: String { color.answer }
    /// The lines ``replaceText(with:)`` takes.
    package var textFormat: String? { "#RRGGBB or rgb(R,G,B)" }

    /// A space chooses the focused swatch; other text is not taken.
    package func insertText(_ text: String) -> Bool {
        guard text == " ", let focused else { return false }
        chosen = focused
        return true
    }

    /// Chooses the colour `text` names; false, changing nothing, for text that is no colour.
    package func replaceText(with text: String) -> Bool {
        guard let color = ZenityColor(parsing: text) else { return false }
        choose(color)
        return true
    }

    /// A click on a swatch chooses it and focuses it.
    package func handleClick(at point: CGPoint, size: CGSize, context: AlertDrawContext)
        -> AlertItemResponse
    {
        let geometry = Geometry(context: context, width: size.width)
        guard let index = swatches.indices.first(where: { geometry.rect(of: $0).contains(point) })
        else { return .ignored }
        chosen = index
        return .focusStop(index)
    }

    /// The chosen colour, for screen readers.
    package var textDescription: String? { gridCellName(of: chosen) }

    // MARK: The grid, for screen readers

    /// The palette's name.
    package var gridName: String { "Colors" }
    /// Five rows of shades, and the custom colour's.
    package var gridRows: Int { Self.rows + (hasCustom ? 1 : 0) }
    /// Nine columns.
    package var gridColumns: Int { Self.columns }
    /// The chosen swatch.
    package var selectedGridCell: (row: Int, column: Int)? {
        (chosen / Self.columns, chosen % Self.columns)
    }

    /// `Blue 1 #99C1F1`; `Custom #123456`; nil for no swatch.
    package func gridCellName(row: Int, column: Int) -> String? {
        guard (0..<Self.columns).contains(column), row >= 0 else { return nil }
        let index = row * Self.columns + column
        return swatches.indices.contains(index) ? gridCellName(of: index) : nil
    }

    /// The name of swatch `index`.
    private func gridCellName(of index: Int) -> String {
        let color = swatches[index].hexText
        guard index < Self.rows * Self.columns else { return "Custom \(color)" }
        return "\(Self.names[index % Self.columns]) \(index / Self.columns + 1) \(color)"
    }

    // MARK: Layout and drawing

    /// The grid's width.
    package func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let geometry = Geometry(measurer: context.measurer, padding: context.theme.fieldPadding)
        return AlertItemWidth(unbreakable: geometry.gridWidth)
    }

    /// Full content width; the rows of swatches and the field padding above and below.
    package func updateLayout(in context: AlertItemContext) {
        let geometry = Geometry(measurer: context.measurer, padding: context.theme.fieldPadding)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(
                width: context.contentWidth, height: geometry.height(rows: gridRows)),
            boundsInsets: context.insets())
    }

    /// Draws each swatch in its colour, the chosen one ticked, the focused one ringed in
    /// the focus colour (underlined where the ring has no room: a terminal's cells).
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let geometry = Geometry(context: context, width: frame.width)
        let palette = context.theme.palette
        let focusedStop = context.isFocused ? context.focusedStop : nil
        for (index, color) in swatches.enumerated() {
            let rect = geometry.rect(of: index).offsetBy(dx: frame.minX, dy: frame.minY)
            var swatch = rect
            if index == focusedStop {
                canvas.fill(rect, role: .focus, color: palette.focus)
                swatch = rect.insetBy(dx: geometry.ring, dy: geometry.ring)
            }
            canvas.fill(swatch, color: color.alertColor)
            let mark = index == chosen ? "✓" : " "
            let width = context.measurer.width(of: mark, role: .field)
            let origin = CGPoint(
                x: rect.midX - width / 2, y: rect.midY - geometry.lineHeight / 2)
            let ink = color.isLight ? AlertColor.black : AlertColor.white
            let emphasis: AlertTextEmphasis =
                index == focusedStop && geometry.ring == 0 ? .underlined : .normal
            canvas.drawText(mark, at: origin, role: .field, color: ink, emphasis: emphasis)
        }
        if hasCustom {
            let rect = geometry.rect(of: swatches.count - 1)
            canvas.drawText(
                "Custom",
                at: CGPoint(
                    x: frame.minX + rect.maxX + geometry.gap,
                    y: frame.minY + rect.midY - geometry.lineHeight / 2),
                role: .field, color: palette.message)
        }
    }

    /// Where the swatches sit: a grid of swatches as wide as `0000` in the field font and
    /// one and a half lines tall (one line on a terminal), a space apart across and a
    /// quarter line down, centred across, below the field padding.
    private struct Geometry {
        var swatch: CGSize
        var gap: CGFloat
        var rowGap: CGFloat
        var lineHeight: CGFloat
        var padding: CGFloat
        var left: CGFloat = 0

        @MainActor
        init(measurer: any AlertTextMeasuring, padding: CGFloat) {
            lineHeight = measurer.lineHeight(for: .field)
            swatch = CGSize(
                width: measurer.width(of: "0000", role: .field),
                height: max((lineHeight * 1.5).rounded(.down), 1))
            gap = measurer.width(of: " ", role: .field)
            rowGap = (lineHeight / 4).rounded(.down)
            self.padding = padding
        }

        @MainActor
        init(context: AlertDrawContext, width: CGFloat) {
            self.init(measurer: context.measurer, padding: context.theme.fieldPadding)
            left = max(((width - gridWidth) / 2).rounded(.down), 0)
        }

        /// Nine swatches and the eight gaps between them.
        var gridWidth: CGFloat {
            CGFloat(ZenityPaletteItem.columns) * (swatch.width + gap) - gap
        }

        /// The focus ring's width: none where a swatch is a line of cells.
        var ring: CGFloat { (swatch.height * 0.12).rounded(.down) }

        /// The height of `rows` rows and the padding.
        func height(rows: Int) -> CGFloat {
            CGFloat(rows) * (swatch.height + rowGap) - rowGap + 2 * padding
        }

        /// Swatch `index`'s rectangle in the item's frame.
        func rect(of index: Int) -> CGRect {
            let columns = ZenityPaletteItem.columns
            let (row, column) = (index / columns, index % columns)
            return CGRect(
                x: left + CGFloat(column) * (swatch.width + gap),
                y: padding + CGFloat(row) * (swatch.height + rowGap), width: swatch.width,
                height: swatch.height)
        }
    }
}
