import AlertEngine

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The colour zenity's colour editor is on, shown as a swatch beside its entry: a
/// rectangle of the colour, as wide as `00000000` in the field font and one and a half
/// lines tall (one line on a terminal), at the content's left edge. Never focused.
@MainActor
final class ZenityColorSwatchItem: AlertStyledItem {
    /// The colour shown.
    var color: ZenityColor
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    var alertLayout = AlertItemLayout(itemSize: .zero)

    /// A swatch of `color`.
    init(color: ZenityColor) {
        self.color = color
    }

    /// The colour, for screen readers: `#FF0000`.
    var textDescription: String? { color.hexText }

    /// The swatch's size.
    private func size(_ measurer: any AlertTextMeasuring) -> CGSize {
        CGSize(
            width: measurer.width(of: "00000000", role: .field),
            height: max((measurer.lineHeight(for: .field) * 1.5).rounded(.down), 1))
    }

    /// The swatch's width.
    func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        AlertItemWidth(unbreakable: size(context.measurer).width)
    }

    /// The swatch's height, across the content.
    func updateLayout(in context: AlertItemContext) {
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: size(context.measurer).height),
            boundsInsets: context.insets())
    }

    /// Fills the swatch with the colour.
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        canvas.fill(
            CGRect(origin: frame.origin, size: size(context.measurer)), color: color.alertColor)
    }
}
