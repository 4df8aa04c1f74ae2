import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertTheme {
    /// A light theme in points, close to the platform's own alerts.
    public static let standard = AlertTheme(
        palette: .light, textSizes: .points, timing: .gentle,
        cornerRadius: 13, buttonHeight: 44, padding: 0, itemSpacing: 8,
        buttonSpacing: CGSize(width: 8, height: 8), actionSpacing: 20, bigSeparator: 8,
        smallSeparator: 1, fieldPadding: 6, progressHeight: 6, preferredAlertWidth: 270,
        readableWidth: 432,
        iconSize: CGSize(width: 40, height: 40),
        pictureSize: CGSize(width: 270, height: 200), gridSpacing: 12,
        gridImageSize: CGSize(width: 48, height: 48), dimLevel: 0.4)

    /// A dark theme in points, with the geometry of ``standard``.
    package static let dark: AlertTheme = {
        var theme = AlertTheme.standard
        theme.palette = .dark
        theme.dimLevel = 0.6
        return theme
    }()

    /// A theme in terminal cells: one-cell buttons, a one-cell big separator and no small
    /// separator, no animation.
    public static let terminal = AlertTheme(
        palette: .dark, textSizes: .cells, timing: .instant,
        cornerRadius: 0, buttonHeight: 1, padding: 0, itemSpacing: 1,
        buttonSpacing: CGSize(width: 2, height: 0), actionSpacing: 1, bigSeparator: 1,
        smallSeparator: 0, fieldPadding: 0, progressHeight: 1, preferredAlertWidth: 40,
        readableWidth: 64,
        iconSize: CGSize(width: 2, height: 1),
        pictureSize: CGSize(width: 40, height: 12), gridSpacing: 2,
        gridImageSize: CGSize(width: 2, height: 1), dimLevel: 0.5)
}

extension AlertPalette {
    /// Dark text on white, blue accents.
    static let light = AlertPalette(
        tint: rgb(0x007AFF), background: rgb(0xFFFFFF), title: rgb(0x000000),
        message: rgb(0x3C3C43), defaultButton: rgb(0x007AFF), cancelButton: rgb(0x007AFF),
        destructiveButton: rgb(0xFF3B30), disabledButton: rgb(0x8E8E93),
        separator: rgb(0xC6C6C8), backdrop: rgb(0x000000), focus: rgb(0xD1E4FF),
        field: rgb(0xF2F2F7))

    /// Light text on dark grey, blue accents.
    static let dark = AlertPalette(
        tint: rgb(0x0A84FF), background: rgb(0x2C2C2E), title: rgb(0xFFFFFF),
        message: rgb(0xEBEBF5), defaultButton: rgb(0x0A84FF), cancelButton: rgb(0x0A84FF),
        destructiveButton: rgb(0xFF453A), disabledButton: rgb(0x8E8E93),
        separator: rgb(0x545458), backdrop: rgb(0x000000), focus: rgb(0x3A3A3C),
        field: rgb(0x1C1C1E))

    private static func rgb(_ value: UInt32) -> AlertColor {
        AlertColor(
            red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF),
            blue: UInt8(value & 0xFF))
    }
}

extension AlertTextSizes {
    /// Point sizes.
    static let points = AlertTextSizes(title: 17, message: 13, button: 17, caption: 12, field: 15)
    /// One cell for everything.
    static let cells = AlertTextSizes(title: 1, message: 1, button: 1, caption: 1, field: 1)
}

extension AlertAnimationTiming {
    /// A short fade.
    static let gentle = AlertAnimationTiming(
        showDuration: .milliseconds(250), dismissDuration: .milliseconds(200))
}
