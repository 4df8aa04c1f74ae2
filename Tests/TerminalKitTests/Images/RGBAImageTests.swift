import Testing

@testable import TerminalKit

@Suite struct RGBAImageTests {
    @Test func pixelsAreReadByColumnAndRow() throws {
        let image = try RGBAImage(width: 2, height: 2) { x, y in
            (UInt8(x), UInt8(y), UInt8(x + y), 255)
        }
        #expect(image.pixels.count == 16)
        let corner = image.pixel(x: 1, y: 1)
        #expect([corner.r, corner.g, corner.b, corner.a] == [1, 1, 2, 255])
        let top = image.pixel(x: 1, y: 0)
        #expect([top.r, top.g, top.b, top.a] == [1, 0, 1, 255])
    }

    @Test(arguments: [(0, 1), (1, 0), (-1, 5), (4097, 1), (1, 4097)])
    func sidesOutsideOneTo4096AreRefused(_ width: Int, _ height: Int) {
        #expect(throws: ImageDecodingError.invalidDimensions(width: width, height: height)) {
            try RGBAImage(width: width, height: height, pixels: [])
        }
    }

    @Test func pixelBytesMustMatchTheSize() {
        #expect(throws: ImageDecodingError.self) {
            try RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0])
        }
        #expect(RGBAImage.isValidSize(width: 4096, height: 4096))
    }
}
