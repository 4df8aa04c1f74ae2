/// A decoded picture: 8-bit RGBA pixels, row by row from the top.
///
/// Images for terminal presenters are small (icons, thumbnails); the pixel array holds
/// `width × height × 4` bytes.
package struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
    package private(set) var pixels: [UInt8]

    /// The largest width and height of an image, in pixels (4096). Every decoder checks it
    /// before it allocates, so a small hostile file cannot make a presenter allocate
    /// gigabytes: at most 64 MiB of RGBA pixels.
    package static let maximumSide = 4096

    /// Whether `width` × `height` is a size an image may have: both in 1 ... `maximumSide`.
    package static func isValidSize(width: Int, height: Int) -> Bool {
        (1...maximumSide).contains(width) && (1...maximumSide).contains(height)
    }

    /// Creates an image from its pixels; fails when the size is not valid (see
    /// ``isValidSize(width:height:)``) or the byte count does not match.
    package init(width: Int, height: Int, pixels: [UInt8]) throws(ImageDecodingError) {
        guard Self.isValidSize(width: width, height: height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard pixels.count == width * height * 4 else {
            throw .truncated("expected \(width * height * 4) pixel bytes, got \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image by calling `color(x, y)` for every pixel. O(width × height).
    package init(
        width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) throws(ImageDecodingError) {
        guard Self.isValidSize(width: width, height: height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = color(x, y)
                pixels.append(contentsOf: [r, g, b, a])
            }
        }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (`x`, `y`) as red, green, blue, alpha. O(1).
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}

/// Why an image could not be read.
package enum ImageDecodingError: Error, Hashable, Sendable {
    /// The data is not in a format this reader knows (the message says what was seen).
    case unsupportedFormat(String)
    /// The data ends early or a length field points past its end.
    case truncated(String)
    /// A checksum or a structural rule of the format does not hold.
    case corrupt(String)
    /// Width or height is zero, negative or larger than `RGBAImage.maximumSide` (4096).
    case invalidDimensions(width: Int, height: Int)
}
