import Foundation
import Testing

@testable import AlertPresentation

/// A measurer that gives only the two required answers: each character two units wide, a
/// title line three units high and every other line one; the rest comes from the defaults.
private struct DoubleWidthMeasurer: AlertTextMeasuring {
    func width(of text: String, role: AlertTextRole) -> CGFloat { CGFloat(text.count * 2) }
    func lineHeight(for role: AlertTextRole) -> CGFloat { role == .title ? 3 : 1 }
}

@Suite struct AlertTextMeasuringTests {
    private let measurer = DoubleWidthMeasurer()

    @Test func theDefaultsWrapWithTheMeasurersOwnWidths() {
        #expect(measurer.lines("aa bb cc", role: .message, maxWidth: 10) == ["aa bb", "cc"])
        #expect(measurer.lines("", role: .message, maxWidth: 10).isEmpty)
    }

    @Test func measureIsTheWidestLineByTheLinesTimesTheLineHeight() {
        #expect(
            measurer.measure("aa bbb c", role: .title, maxWidth: 8)
                == CGSize(width: 6, height: 9))
        #expect(measurer.measure("", role: .message, maxWidth: 8) == .zero)
    }

    @Test func fittingPutsLineBreaksOnOneLineAndCutsWhatIsTooWide() {
        #expect(
            measurer.fitting("ab\ncd", role: .message, maxWidth: 100, cut: .end) == "ab cd")
        let cut = measurer.fitting("abcdefghij", role: .message, maxWidth: 10, cut: .end)
        #expect(cut.hasPrefix("abc") && cut.hasSuffix("…"))
        #expect(measurer.width(of: cut, role: .message) <= 10)
        let forced = measurer.fitting(
            "abc", role: .message, maxWidth: 100, cut: .end, forcingEllipsis: true)
        #expect(forced.hasSuffix("…"))
    }

    @Test func pixelImagesScaleDownKeepingTheirShapeButNeverUp() throws {
        let image = try AlertImage(pixelWidth: 40, pixelHeight: 20, altText: "chart")
        #expect(
            measurer.imageSize(image, fitting: CGSize(width: 20, height: 100))
                == CGSize(width: 20, height: 10))
        #expect(
            measurer.imageSize(image, fitting: CGSize(width: 400, height: 400))
                == CGSize(width: 40, height: 20))
    }

    @Test func anImageWithoutPixelsTakesItsLabelAsATitleLine() throws {
        let symbol = AlertImage.symbol("✔", altText: "Done")
        #expect(
            measurer.imageSize(symbol, fitting: CGSize(width: 10, height: 10))
                == CGSize(width: 2, height: 3))
        let altOnly = try AlertImage(altText: "Chart")
        #expect(
            measurer.imageSize(altOnly, fitting: CGSize(width: 4, height: 2))
                == CGSize(width: 4, height: 2), "cut to the room there is")
        let nothing = try AlertImage(altText: "")
        #expect(measurer.imageSize(nothing, fitting: CGSize(width: 4, height: 4)).height == 0)
    }
}

/// A measurer that is an object and not `Hashable`, as a toolkit's font measurer is.
private final class ObjectMeasurer: AlertTextMeasuring {
    func width(of text: String, role: AlertTextRole) -> CGFloat { CGFloat(text.count) }
    func lineHeight(for role: AlertTextRole) -> CGFloat { 1 }
}

@Test func measurersMeasureAlikeWhenEqualOrTheSameObject() {
    let cells = MonospaceTextMeasurer.cells
    #expect(cells.measuresLike(MonospaceTextMeasurer(advance: 1, lineHeight: 1)))
    #expect(!cells.measuresLike(MonospaceTextMeasurer(advance: 2, lineHeight: 1)))
    #expect(!cells.measuresLike(MonospaceTextMeasurer.points))
    let object = ObjectMeasurer()
    #expect(object.measuresLike(object))
    #expect(!object.measuresLike(ObjectMeasurer()))
    #expect(!object.measuresLike(cells) && !cells.measuresLike(object))
    // A value that cannot be compared never measures alike, not even with itself.
    #expect(!DoubleWidthMeasurer().measuresLike(DoubleWidthMeasurer()))
}
