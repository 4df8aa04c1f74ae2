import FoundationEssentials

/// A backend-neutral picture or icon: pixel data when there is some, and always a text
/// fallback (a symbol or emoji, and alt text) for presenters that cannot draw pixels.
public struct AlertImage: Hashable, Sendable {
    /// How ``data`` is encoded.
    public enum Format: Hashable, Sendable {
        /// PNG bytes.
        case png
        /// Binary or plain PPM (P6/P3) bytes.
        case ppm
    }

    /// The width in pixels (0 when there are no pixels).
    public let pixelWidth: Int
    /// The height in pixels (0 when there are no pixels).
    public let pixelHeight: Int
    /// Encoded pixels, if any.
    public let data: Data?
    /// The encoding of ``data``.
    public let format: Format?
    /// A short symbol or emoji drawn when pixels cannot be.
    public let symbol: String?
    /// A description for accessibility and plain-text presenters.
    public let altText: String

    /// Creates an image.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` for negative pixel sizes, or data
    ///   without a format.
    public init(
        pixelWidth: Int = 0, pixelHeight: Int = 0, data: Data? = nil, format: Format? = nil,
        symbol: String? = nil, altText: String
    ) throws(AlertStyleError) {
        guard pixelWidth >= 0 else { throw .invalidValue("pixelWidth") }
        guard pixelHeight >= 0 else { throw .invalidValue("pixelHeight") }
        guard data == nil || format != nil else { throw .invalidValue("format") }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.data = data
        self.format = format
        self.symbol = symbol
        self.altText = altText
    }

    /// An image that is only a symbol (an emoji, a glyph) with alt text.
    public static func symbol(_ symbol: String, altText: String) -> AlertImage {
        AlertImage(uncheckedSymbol: symbol, altText: altText)
    }

    private init(uncheckedSymbol symbol: String, altText: String) {
        self.pixelWidth = 0
        self.pixelHeight = 0
        self.data = nil
        self.format = nil
        self.symbol = symbol
        self.altText = altText
    }
}
