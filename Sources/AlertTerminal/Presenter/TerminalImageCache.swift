import AlertPresentation
import FoundationEssentials
import TerminalKit

/// Decoded pictures, by image, so an alert redrawn on every frame decodes its pictures once.
@MainActor
package final class TerminalImageCache {
    /// A decoded picture and its PNG encoding (for graphics protocols).
    package struct Decoded: Sendable {
        /// The pixels.
        package var pixels: RGBAImage
        /// PNG bytes: the original data for a PNG, re-encoded for a PPM.
        package var png: [UInt8]?
    }

    private var entries: [AlertImage: Decoded?] = [:]
    /// The most pictures kept; the cache empties when it would grow beyond.
    package let capacity: Int

    /// Creates an empty cache.
    package init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    /// The decoded picture, or nil when the image has no data or its data does not decode.
    /// O(size of the data) the first time, O(hash of the image) after.
    package func decoded(_ image: AlertImage) -> Decoded? {
        if let known = entries[image] { return known }
        let result = Self.decode(image)
        if entries.count >= capacity { entries.removeAll() }
        entries[image] = .some(result)
        return result
    }

    private static func decode(_ image: AlertImage) -> Decoded? {
        guard let data = image.data, let format = image.format else { return nil }
        let bytes = [UInt8](data)
        switch format {
        case .png:
            guard let pixels = try? PNGDecoder.decode(bytes) else { return nil }
            return Decoded(pixels: pixels, png: bytes)
        case .ppm:
            guard let pixels = try? PPMDecoder.decode(bytes) else { return nil }
            return Decoded(pixels: pixels, png: PNGEncoder.encode(pixels))
        }
    }
}
