/// A picture a graphics protocol (kitty, iTerm2) should show over reserved cells.
package struct TerminalImageRequest: Hashable, Sendable {
    /// The cells it covers, relative to the buffer it was drawn in (then to the screen).
    package var rect: TerminalRect
    /// The picture as PNG bytes; equal bytes are the same picture.
    package var png: [UInt8]

    /// Creates a request.
    package init(rect: TerminalRect, png: [UInt8]) {
        self.rect = rect
        self.png = png
    }

    /// What identifies one placement: the picture and where it goes.
    var key: Key { Key(png: png, rect: rect) }

    /// The identity of a placement.
    struct Key: Hashable {
        var png: [UInt8]
        var rect: TerminalRect
    }
}
