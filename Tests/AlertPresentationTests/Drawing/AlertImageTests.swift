import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

@Test func rejectsNegativeSizesAndUntypedData() {
    #expect(throws: AlertStyleError.invalidValue("pixelWidth")) {
        try AlertImage(pixelWidth: -1, altText: "x")
    }
    #expect(throws: AlertStyleError.invalidValue("pixelHeight")) {
        try AlertImage(pixelHeight: -1, altText: "x")
    }
    #expect(throws: AlertStyleError.invalidValue("format")) {
        try AlertImage(data: Data([1, 2]), altText: "x")
    }
}

@Test func keepsDataAndFallbacks() throws {
    let image = try AlertImage(
        pixelWidth: 2, pixelHeight: 1, data: Data("P6".utf8), format: .ppm, symbol: "★",
        altText: "star")
    #expect(image.format == .ppm)
    #expect(image.symbol == "★")
    #expect(AlertImage.symbol("✅", altText: "done").pixelWidth == 0)
}
