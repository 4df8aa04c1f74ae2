import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The look of an alert: colours, text sizes, geometry and timing.
///
/// **Units.** Every length in a theme is in the units of the presenter's measurer
/// (``AlertTextMeasuring``): points for a graphical presenter, cells for a terminal. Pair
/// ``standard`` or `dark` with a point-based measurer and ``terminal`` with a cell-based
/// one; an ``AlertEnvironment`` holds the pair (with the metrics) that a window supplies.
public struct AlertTheme: Hashable, Sendable {
    /// The colours.
    public var palette: AlertPalette
    /// Text sizes per role.
    public var textSizes: AlertTextSizes
    /// Show and dismiss timing.
    public var timing: AlertAnimationTiming
    /// The radius of the alert's corners (0 for square).
    public var cornerRadius: CGFloat
    /// The height of a bar button.
    package var buttonHeight: CGFloat
    /// Extra space above the first item and below the last one, on top of the layout
    /// metrics' own `top` and `bottom` (0 in the presets).
    package var padding: CGFloat
    /// Vertical space between content items (title, message, images, fields).
    package var itemSpacing: CGFloat
    /// Space between buttons: `width` between side-by-side buttons, `height` between
    /// stacked ones.
    package var buttonSpacing: CGSize
    /// Vertical space between the content and the first button.
    package var actionSpacing: CGFloat
    /// The thickness of the big separator that sets a sheet's cancel button apart.
    package var bigSeparator: CGFloat
    /// The thickness of the small separator between other sheet buttons (0 for none).
    package var smallSeparator: CGFloat
    /// Padding inside text fields, date fields and progress bars.
    package var fieldPadding: CGFloat
    /// The height of a progress bar.
    package var progressHeight: CGFloat
    /// The content width an alert asks for (it narrows on small screens; a sheet's content
    /// is as wide as the sheet allows).
    package var preferredAlertWidth: CGFloat
    /// The widest an alert's content grows for text that wraps (a long message): past it,
    /// text wraps rather than stretch across a wide screen. Content that cannot wrap (a long
    /// word, a list's rows, a button's title) may widen the alert further, up to the room
    /// the screen leaves. 64 cells in ``terminal``, 432 points in ``standard``.
    package var readableWidth: CGFloat
    /// The size icons are fitted into.
    package var iconSize: CGSize
    /// The size pictures are fitted into (their width also narrows to the content width).
    package var pictureSize: CGSize
    /// The space between grid tiles and around the grid.
    package var gridSpacing: CGFloat
    /// The size images in grid tiles are fitted into.
    package var gridImageSize: CGSize
    /// How strongly the backdrop dims what is behind the alert, `0...1` (clamped).
    public var dimLevel: Double {
        didSet { dimLevel = dimLevel.isNaN ? 0 : min(max(dimLevel, 0), 1) }
    }

    /// Creates a theme; see ``standard``, `dark` and ``terminal`` for complete examples.
    /// Without a `readableWidth`, it is 1.6 times `preferredAlertWidth`.
    package init(
        palette: AlertPalette, textSizes: AlertTextSizes, timing: AlertAnimationTiming,
        cornerRadius: CGFloat, buttonHeight: CGFloat, padding: CGFloat, itemSpacing: CGFloat,
        buttonSpacing: CGSize, actionSpacing: CGFloat, bigSeparator: CGFloat,
        smallSeparator: CGFloat, fieldPadding: CGFloat, progressHeight: CGFloat,
        preferredAlertWidth: CGFloat, readableWidth: CGFloat? = nil, iconSize: CGSize,
        pictureSize: CGSize, gridSpacing: CGFloat, gridImageSize: CGSize, dimLevel: Double
    ) {
        self.palette = palette
        self.textSizes = textSizes
        self.timing = timing
        self.cornerRadius = cornerRadius
        self.buttonHeight = buttonHeight
        self.padding = padding
        self.itemSpacing = itemSpacing
        self.buttonSpacing = buttonSpacing
        self.actionSpacing = actionSpacing
        self.bigSeparator = bigSeparator
        self.smallSeparator = smallSeparator
        self.fieldPadding = fieldPadding
        self.progressHeight = progressHeight
        self.preferredAlertWidth = preferredAlertWidth
        self.readableWidth = readableWidth ?? preferredAlertWidth * 1.6
        self.iconSize = iconSize
        self.pictureSize = pictureSize
        self.gridSpacing = gridSpacing
        self.gridImageSize = gridImageSize
        self.dimLevel = dimLevel.isNaN ? 0 : min(max(dimLevel, 0), 1)
    }

    /// The thickness of a separator of this kind.
    package func thickness(of kind: AlertSeparatorKind) -> CGFloat {
        kind == .big ? bigSeparator : smallSeparator
    }
}
