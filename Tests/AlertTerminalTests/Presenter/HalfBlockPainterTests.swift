import AlertPresentation
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct HalfBlockPainterTests {
    static let palette = AlertTheme.terminal.palette

    static func randomImage(_ rng: inout SplitMix64, width: Int, height: Int) throws
        -> RGBAImage
    {
        let pixels = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func aHugeTargetOnASmallBufferPaintsOnlyTheVisibleCells() throws {
        var rng = SplitMix64(seed: 7)
        let image = try Self.randomImage(&rng, width: 16, height: 16)
        let canvas = CellCanvas(buffer: CellBuffer(width: 20, height: 4), palette: Self.palette)
        let target = TerminalRect(column: 0, row: 0, width: 2000, height: 2000)
        let painted = HalfBlockPainter.paint(
            image, in: target, visible: canvas.buffer.bounds, on: canvas)
        #expect(painted == 20 * 4)
        #expect(canvas.buffer[19, 3].grapheme == "▀")
        let far = TerminalRect(column: -1_000_000_000, row: 0, width: 2_000_000_000, height: 9)
        #expect(
            HalfBlockPainter.paint(image, in: far, visible: canvas.buffer.bounds, on: canvas) == 80)
        let outside = TerminalRect(column: 30, row: 0, width: 2000, height: 2000)
        #expect(
            HalfBlockPainter.paint(image, in: outside, visible: canvas.buffer.bounds, on: canvas)
                == 0)
    }

    @Test func aClippedPaintShowsTheSameCellsAsTheWholePicture() throws {
        let seed: UInt64 = 0xB10C
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            let image = try Self.randomImage(
                &rng, width: 1 + Int(rng.next(below: 12)), height: 1 + Int(rng.next(below: 12)))
            let width = 1 + Int(rng.next(below: 30))
            let height = 1 + Int(rng.next(below: 12))
            let whole = CellCanvas(
                buffer: CellBuffer(width: width, height: height), palette: Self.palette)
            HalfBlockPainter.paint(
                image, in: whole.buffer.bounds, visible: whole.buffer.bounds, on: whole)
            let left = Int(rng.next(below: UInt64(width)))
            let top = Int(rng.next(below: UInt64(height)))
            let window = CellCanvas(buffer: CellBuffer(width: 8, height: 5), palette: Self.palette)
            let shifted = TerminalRect(column: -left, row: -top, width: width, height: height)
            HalfBlockPainter.paint(image, in: shifted, visible: window.buffer.bounds, on: window)
            for row in 0..<5 {
                for column in 0..<8 {
                    let inside = column + left < width && row + top < height
                    let expected = inside ? whole.buffer[column + left, row + top] : .blank
                    #expect(
                        window.buffer[column, row] == expected,
                        "seed \(seed) round \(round) cell \(column),\(row)")
                }
            }
        }
    }

    @Test func drawImageOnASmallBufferStaysInsideIt() throws {
        var rng = SplitMix64(seed: 11)
        let rgba = try Self.randomImage(&rng, width: 16, height: 16)
        let image = try AlertImage(
            pixelWidth: 16, pixelHeight: 16, data: Data(PNGEncoder.encode(rgba)), format: .png,
            altText: "x")
        let canvas = CellCanvas(buffer: CellBuffer(width: 20, height: 4), palette: Self.palette)
        canvas.drawImage(image, in: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(
            (0..<4).allSatisfy { row in
                (0..<20).allSatisfy { canvas.buffer[$0, row].grapheme == "▀" }
            })
    }
}
