import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A canvas that keeps only the text an item draws, as lines: how plain mode reads an item
/// that does not describe itself (``AlertStyledItem/textDescription`` nil), such as your own.
///
/// Text drawn on one row is joined left to right, with a space where a gap separates two
/// pieces; pictures read as `[Image: alt text]`; fills are ignored.
@MainActor
final class PlainTextCanvas: AlertCanvas {
    private struct Piece {
        var text: String
        var origin: CGPoint
        var width: CGFloat
    }

    private let measurer: any AlertTextMeasuring
    private var pieces: [Piece] = []

    init(measurer: any AlertTextMeasuring) {
        self.measurer = measurer
    }

    /// The text `item` draws in its laid-out frame (or a frame of the content width and
    /// its own height when the alert has no layout), one line per row.
    static func text(
        of item: any AlertStyledItem, at index: Int, in interaction: AlertInteraction
    ) -> String {
        let environment = interaction.resolvedEnvironment
        let canvas = PlainTextCanvas(measurer: environment.measurer)
        let frames = interaction.layoutResult?.itemFrames ?? []
        let frame =
            frames.indices.contains(index)
            ? frames[index]
            : CGRect(
                x: 0, y: 0, width: interaction.contentWidth,
                height: item.alertLayout.itemSize.height)
        item.draw(in: canvas, frame: frame, context: interaction.drawContext(forItemAt: index))
        return canvas.lines.joined(separator: "\n")
    }

    /// The rows drawn, top to bottom.
    var lines: [String] {
        let rows = Dictionary(grouping: pieces) { Int($0.origin.y.rounded(.down)) }
        return rows.keys.sorted().map { row in
            var line = ""
            var end: CGFloat?
            for piece in rows[row, default: []].sorted(by: { $0.origin.x < $1.origin.x }) {
                if let end, piece.origin.x - end >= 1 { line += " " }
                line += piece.text
                end = piece.origin.x + piece.width
            }
            return line
        }
    }

    func drawText(_ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor) {
        guard origin.x.isFinite, origin.y.isFinite, !text.isEmpty else { return }
        pieces.append(
            Piece(text: text, origin: origin, width: measurer.width(of: text, role: role)))
    }

    func fill(_ rect: CGRect, color: AlertColor) {}

    func drawImage(_ image: AlertImage, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite else { return }
        let text = "[Image: \(image.altText)]"
        pieces.append(
            Piece(text: text, origin: rect.origin, width: measurer.width(of: text, role: .caption)))
    }
}
