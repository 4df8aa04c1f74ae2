import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Measures and wraps text (and sizes images) in a presenter's units.
///
/// Each presenter supplies one: points for a graphical backend, cells for a terminal. Items
/// ask it for sizes when an alert is laid out, so the same items fit any presenter.
/// Only ``width(of:role:)`` and ``lineHeight(for:)`` are required; wrapping, measuring
/// and image sizing have default implementations built on them (widths are assumed to add
/// up across words, which holds for monospace fonts and terminal cells).
public protocol AlertTextMeasuring: Sendable {
    /// The width of a single line of text (no wrapping).
    func width(of text: String, role: AlertTextRole) -> CGFloat
    /// The height of one line of text of this role.
    func lineHeight(for role: AlertTextRole) -> CGFloat
    /// The text split into lines no wider than `maxWidth`: breaks at newlines and spaces,
    /// and hard-wraps words wider than a line. Empty text has no lines.
    func lines(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> [String]
    /// The size an image takes when fitted into `maxSize`.
    func imageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize
    /// `text` on one line no wider than `maxWidth`: itself when it fits, else cut at `cut`
    /// with an ellipsis (see `AlertTextWrapper.fit(_:cut:forcingEllipsis:)`); with
    /// `forcingEllipsis` the ellipsis shows even when it fits. Line breaks become spaces.
    func fitting(
        _ text: String, role: AlertTextRole, maxWidth: CGFloat, cut: AlertTextCut,
        forcingEllipsis: Bool
    ) -> String
}

extension AlertTextMeasuring {
    /// Greedy word wrapping with `AlertTextWrapper`. O(n) widths for n characters.
    public func lines(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> [String] {
        AlertTextWrapper(maxWidth: maxWidth) { width(of: $0, role: role) }.wrap(text)
    }

    /// `AlertTextWrapper.fit(_:cut:forcingEllipsis:)` over ``width(of:role:)``, line
    /// breaks turned into spaces first. O(n) widths for n characters.
    public func fitting(
        _ text: String, role: AlertTextRole, maxWidth: CGFloat, cut: AlertTextCut,
        forcingEllipsis: Bool
    ) -> String {
        AlertTextWrapper(maxWidth: maxWidth) { width(of: $0, role: role) }
            .fit(Self.joiningLines(text), cut: cut, forcingEllipsis: forcingEllipsis)
    }

    /// `text` on one line no wider than `maxWidth`, cut at `cut` with an ellipsis when it
    /// does not fit (the measurer's ``fitting(_:role:maxWidth:cut:forcingEllipsis:)``).
    package func fitting(
        _ text: String, role: AlertTextRole, maxWidth: CGFloat, cut: AlertTextCut
    ) -> String {
        fitting(text, role: role, maxWidth: maxWidth, cut: cut, forcingEllipsis: false)
    }

    /// Whether `other` surely measures as this measurer does: an equal value of the same
    /// type (for a `Hashable` measurer), or the same object. False when that cannot be
    /// told, so a width remembered for one measurer is never reused for another.
    package func measuresLike(_ other: any AlertTextMeasuring) -> Bool {
        if let mine = self as? any Hashable, let theirs = other as? any Hashable {
            return AnyHashable(mine) == AnyHashable(theirs)
        }
        guard type(of: self) is AnyObject.Type, type(of: other) is AnyObject.Type else {
            return false
        }
        return (self as AnyObject) === (other as AnyObject)
    }

    /// `text` with every line break replaced by a space (unchanged when it has none).
    public static func joiningLines(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The size of the text wrapped to `maxWidth`: the widest wrapped line by the number of
    /// lines times the line height.
    package func measure(_ text: String, role: AlertTextRole, maxWidth: CGFloat) -> CGSize {
        let wrapped = lines(text, role: role, maxWidth: maxWidth)
        let widest = wrapped.map { width(of: $0, role: role) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(wrapped.count) * lineHeight(for: role))
    }

    /// Pixel images scale down (never up) to fit, keeping their aspect ratio; images
    /// without pixels take the size of their symbol (or alt text) as a title line.
    public func imageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize {
        standardImageSize(image, fitting: maxSize)
    }

    /// The size ``imageSize(_:fitting:)`` gives by default, for measurers that size some
    /// images their own way and leave the others to it.
    package func standardImageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize {
        let bounds = CGSize(width: max(maxSize.width, 0), height: max(maxSize.height, 0))
        if image.pixelWidth > 0, image.pixelHeight > 0 {
            let width = CGFloat(image.pixelWidth)
            let height = CGFloat(image.pixelHeight)
            let scale = min(1, bounds.width / width, bounds.height / height)
            return CGSize(width: width * scale, height: height * scale)
        }
        let label = image.symbol ?? image.altText
        let size = CGSize(
            width: min(width(of: label, role: .title), bounds.width),
            height: label.isEmpty ? 0 : lineHeight(for: .title))
        return CGSize(width: size.width, height: min(size.height, bounds.height))
    }
}
