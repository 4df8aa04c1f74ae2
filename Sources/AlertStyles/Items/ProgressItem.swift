import AlertProtocol
import Foundation

/// A progress bar showing a fraction in `0...1`.
@MainActor
public final class ProgressItem: AlertStyledItem {
    /// The fraction done, always in `0...1`; change it with ``setFraction(_:)``.
    public private(set) var fraction: Double
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)

    /// Creates a progress bar.
    ///
    /// - Throws: ``AlertStyleError/invalidFraction(_:)`` for NaN, infinite or out-of-range
    ///   fractions.
    public init(fraction: Double = 0) throws(AlertStyleError) {
        self.fraction = try Self.validated(fraction)
    }

    /// Changes the fraction.
    ///
    /// - Throws: ``AlertStyleError/invalidFraction(_:)`` (and keeps the old value).
    public func setFraction(_ value: Double) throws(AlertStyleError) {
        fraction = try Self.validated(value)
    }

    private static func validated(_ value: Double) throws(AlertStyleError) -> Double {
        guard value.isFinite, (0...1).contains(value) else { throw .invalidFraction(value) }
        return value
    }

    /// Full content width, the theme's progress height.
    public func updateLayout(in context: AlertItemContext) {
        let size = CGSize(width: context.contentWidth, height: context.theme.progressHeight)
        alertLayout = AlertItemLayout(itemSize: size, boundsInsets: context.insets())
    }

    /// `Progress: 40%`.
    public var textDescription: String? { "Progress: \(Int((fraction * 100).rounded()))%" }

    /// Fills the track, then the done part in the tint colour.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        canvas.fill(frame, role: .progressTrack, color: context.theme.palette.field)
        var done = frame
        done.size.width = frame.width * CGFloat(fraction)
        if done.width > 0 {
            canvas.fill(done, role: .progressDone, color: context.theme.palette.tint)
        }
    }
}
