/// A picture a graphics protocol (kitty, iTerm2) should show over reserved cells.
public struct TerminalImageRequest: Hashable, Sendable {
    /// The picture.
    public var image: AlertImage
    /// The cells it covers, relative to the buffer it was drawn in (then to the screen).
    public var rect: TerminalRect
    /// The picture as PNG bytes.
    public var png: [UInt8]

    /// Creates a request.
    public init(image: AlertImage, rect: TerminalRect, png: [UInt8]) {
        self.image = image
        self.rect = rect
        self.png = png
    }

    /// What identifies one placement: the picture and where it goes.
    var key: Key { Key(image: image, rect: rect) }

    /// The identity of a placement.
    struct Key: Hashable {
        var image: AlertImage
        var rect: TerminalRect
    }
}
