import AlertPresentation
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalImageTests {
    /// A 4 × 4 picture: the top half red, the bottom half blue, as binary PPM (colours that
    /// are not in the 256-colour palette, so the terminal gets them in 24 bits).
    static func redOverBlue() throws -> AlertImage {
        var bytes = Array("P6\n4 4\n255\n".utf8)
        for row in 0..<4 {
            for _ in 0..<4 { bytes += row < 2 ? [250, 0, 0] : [0, 0, 250] }
        }
        return try AlertImage(
            pixelWidth: 4, pixelHeight: 4, data: Data(bytes), format: .ppm, symbol: "*",
            altText: "flag")
    }

    @Test func halfBlocksShowTopPixelsAsForegroundAndBottomAsBackground() throws {
        let harness = ScreenHarness()
        harness.controller.showMedia(title: "Flag", image: try Self.redOverBlue())
        #expect(harness.render() == nil)
        let block = try #require(harness.find("▀▀▀▀"))
        let top = harness.terminal[block.column, block.row].style
        let bottom = harness.terminal[block.column, block.row + 1].style
        #expect(top.foreground == .rgb(250, 0, 0))
        #expect(top.background == .rgb(250, 0, 0))
        #expect(bottom.foreground == .rgb(0, 0, 250))
        #expect(bottom.background == .rgb(0, 0, 250))
    }

    @Test func withoutColourThePictureFallsBackToItsSymbol() throws {
        let harness = ScreenHarness(colorMode: .none)
        harness.controller.showMedia(title: "Flag", image: try Self.redOverBlue())
        #expect(harness.render() == nil)
        #expect(harness.find("▀") == nil)
        #expect(harness.find("*") != nil)
    }

    @Test func aKittyPictureIsPlacedOnceAndDeletedOnDismiss() throws {
        let harness = ScreenHarness(imageProtocol: .kitty)
        harness.controller.showMedia(title: "Flag", image: try Self.redOverBlue())
        #expect(harness.render() == nil)
        #expect(harness.screen.placedImageIDs.count == 1)
        let id = try #require(harness.screen.placedImageIDs.first)
        #expect(count("a=T", in: harness.output) == 1)
        #expect(harness.output.contains("i=\(id),"))
        harness.key(.tab)
        harness.render()
        harness.render()
        #expect(count("a=T", in: harness.output) == 1)
        harness.controller.dismiss()
        #expect(harness.render() == nil)
        #expect(
            harness.output.contains(
                String(decoding: KittyGraphics.delete(imageID: id), as: UTF8.self)))
        #expect(harness.screen.placedImageIDs.isEmpty)
        #expect(harness.find("▀") == nil)
    }

    @Test func aPictureCoveredByALaterAlertIsDeleted() throws {
        let harness = ScreenHarness(imageProtocol: .kitty)
        harness.controller.showMedia(title: "Flag", image: try Self.redOverBlue())
        harness.render()
        #expect(harness.screen.placedImageIDs.count == 1)
        harness.controller.showAlert(
            title: String(repeating: "Urgent ", count: 30), cancelTitle: "OK",
            options: AlertOptions(interruptsCurrent: true))
        harness.render()
        #expect(harness.screen.placedImageIDs.isEmpty)
        #expect(harness.output.contains("a=d"))
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
