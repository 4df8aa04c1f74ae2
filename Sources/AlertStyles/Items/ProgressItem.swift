import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A progress bar showing a fraction in `0...1`, or, while ``isIndeterminate``, a block
/// that moves along the track at each ``advance()`` (a spinner for work of unknown length).
@MainActor
package final class ProgressItem: AlertWorkItem, AlertProgressShowingItem {
    /// The fraction done, always in `0...1`; change it with ``setFraction(_:)``.
    package private(set) var fraction: Double
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// Whether the length of the work is unknown: a moving block instead of a fraction.
    package var isIndeterminate = false
    /// How far the moving block has gone (one step per ``advance()``).
    package private(set) var phase = 0

    /// The fraction done; nil while the work's length is unknown.
    package var fractionDone: Double? { isIndeterminate ? nil : fraction }

    /// Moves the block one step along the track.
    package func advance() { phase &+= 1 }

    /// Creates a progress bar.
    ///
    /// - Throws: ``AlertStyleError/invalidFraction(_:)`` for NaN, infinite or out-of-range
    ///   fractions.
    package init(fraction: Double = 0) throws(AlertStyleError) {
        self.fraction = try Self.validated(fraction)
    }

    /// Changes the fraction.
    ///
    /// - Throws: ``AlertStyleError/invalidFraction(_:)`` (and keeps the old value).
    package func setFraction(_ value: Double) throws(AlertStyleError) {
        fraction = try Self.validated(value)
    }

    private static func validated(_ value: Double) throws(AlertStyleError) -> Double {
        guard value.isFinite, (0...1).contains(value) else { throw .invalidFraction(value) }
        return value
    }

    /// Full content width, the theme's progress height.
    package func updateLayout(in context: AlertItemContext) {
        let size = CGSize(width: context.contentWidth, height: context.theme.progressHeight)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// `Progress: 40%`, or `Progress: working…`.
    package var textDescription: String? {
        isIndeterminate ? "Progress: working…" : "Progress: \(Int((fraction * 100).rounded()))%"
    }

    /// Fills the track, then the done part in the tint colour, and writes the percentage at
    /// its right end where the bar is wide enough.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        if isIndeterminate {
            canvas.fill(frame, role: .progressTrack, color: context.theme.palette.field)
            // A block a fifth of the track wide, going back and forth.
            let width = max((frame.width / 5).rounded(.down), 1)
            let span = max(Int(frame.width - width), 1)
            let step = phase % (2 * span)
            let offset = CGFloat(step < span ? step : 2 * span - step)
            let block = CGRect(
                x: frame.minX + offset, y: frame.minY, width: width, height: frame.height)
            canvas.fill(block, role: .progressDone, color: context.theme.palette.tint)
            return
        }
        // The percentage at the bar's right end, in room as wide as "100%" (none where the
        // bar would be left shorter than the label, or is less tall than a line: a thin
        // bar of points).
        let label = "\(Int((fraction * 100).rounded()))%"
        let measurer = context.measurer
        let room = measurer.width(of: " 100%", role: .caption)
        var bar = frame
        if frame.width >= 3 * room, frame.height >= measurer.lineHeight(for: .caption) {
            bar.size.width = frame.width - room
            let width = measurer.width(of: label, role: .caption)
            let y = frame.midY - measurer.lineHeight(for: .caption) / 2
            canvas.drawText(
                label, at: CGPoint(x: frame.maxX - width, y: y.rounded(.down)), role: .caption,
                color: context.theme.palette.message)
        }
        canvas.fill(bar, role: .progressTrack, color: context.theme.palette.field)
        var done = bar
        done.size.width = bar.width * CGFloat(fraction)
        if done.width > 0 {
            canvas.fill(done, role: .progressDone, color: context.theme.palette.tint)
        }
    }
}
