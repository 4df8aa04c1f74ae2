import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

@Test func measuresWrappedTextInCells() {
    let measurer = MonospaceTextMeasurer.cells
    #expect(measurer.width(of: "漢字😀", role: .title) == 3)
    #expect(
        measurer.measure("hello world", role: .message, maxWidth: 6) == CGSize(width: 5, height: 2))
    #expect(measurer.measure("", role: .message, maxWidth: 6) == .zero)
}

@Test func derivesRoleMetricsFromTextSizes() {
    let measurer = MonospaceTextMeasurer(
        textSizes: AlertTheme.standard.textSizes, advanceRatio: 0.5, lineHeightRatio: 2)
    #expect(measurer.width(of: "ab", role: .title) == 17)
    #expect(measurer.lineHeight(for: .message) == 26)
    #expect(measurer.lines("aaaa bbbb", role: .caption, maxWidth: 30) == ["aaaa", "bbbb"])
}

@Test func sizesImagesToFitWithoutUpscaling() throws {
    let measurer = MonospaceTextMeasurer.cells
    let photo = try AlertImage(pixelWidth: 200, pixelHeight: 100, altText: "photo")
    #expect(
        measurer.imageSize(photo, fitting: CGSize(width: 50, height: 50))
            == CGSize(width: 50, height: 25))
    #expect(
        measurer.imageSize(photo, fitting: CGSize(width: 500, height: 500))
            == CGSize(width: 200, height: 100))
    let icon = AlertImage.symbol("⚠️", altText: "warning")
    #expect(
        measurer.imageSize(icon, fitting: CGSize(width: 10, height: 10))
            == CGSize(width: 1, height: 1))
}
