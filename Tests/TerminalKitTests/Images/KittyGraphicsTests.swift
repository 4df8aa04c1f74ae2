import Foundation
import Testing

@testable import TerminalKit

@Suite struct KittyGraphicsTests {
    /// Splits a command stream into its APC bodies (between `ESC _ G` and `ESC \`).
    static func apcBodies(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map {
            #expect($0.hasPrefix("\u{1B}_G"))
            return String($0.dropFirst(3))
        }
    }

    @Test func sendsThePNGAsIsInChunksThatReassemble() throws {
        let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let bodies = Self.apcBodies(
            KittyGraphics.transmitAndPlace(png: png, imageID: 7, columns: 12, rows: 5))
        let payloads = bodies.map { String($0.split(separator: ";", maxSplits: 1)[1]) }
        #expect(bodies.count == 4)  // 13,336 base64 bytes in chunks of 4096
        #expect(bodies[0].hasPrefix("a=T,f=100,t=d,i=7,c=12,r=5,C=1,q=2,m=1;"))
        #expect(bodies.dropLast().allSatisfy { $0.contains("m=1") })
        #expect(bodies.last?.hasPrefix("m=0") == true)
        #expect(payloads.allSatisfy { $0.utf8.count <= KittyGraphics.chunkSize })
        #expect(Data(base64Encoded: payloads.joined()) == Data(png))
    }

    @Test func deletesByIDAndFreesTheData() {
        #expect(
            String(decoding: KittyGraphics.delete(imageID: 9), as: UTF8.self)
                == "\u{1B}_Ga=d,d=I,i=9,q=2\u{1B}\\")
    }

    @Test func iTerm2InlineCarriesSizeAndCells() {
        let text = String(
            decoding: ITerm2Images.inline(png: [1, 2, 3], columns: 4, rows: 2), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=3;width=4;height=2;"))
        #expect(text.hasSuffix(":AQID\u{07}"))
    }

    @Test func theEnvironmentDecidesOnlyWhenItNamesAProtocol() {
        #expect(TerminalImageProtocol.fromEnvironment(["KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(TerminalImageProtocol.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
        #expect(TerminalImageProtocol.fromEnvironment(["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
        #expect(
            TerminalImageProtocol.fromEnvironment(["ALERT_IMAGES": "blocks", "TERM": "xterm-kitty"])
                == .halfBlocks)
        #expect(TerminalImageProtocol.fromEnvironment(["TERM": "xterm-256color"]) == nil)
    }
}
