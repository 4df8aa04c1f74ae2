import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TextOutputTests {
    /// What `body` writes to a pipe, read back once it is done.
    private func written(_ body: (Int32) throws -> Void) throws -> String {
        let ends = try #require(closeOnExecPipe())
        defer { close(ends[0]) }
        try body(ends[1])
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func textIsNeutralisedBeforeItIsWritten() throws {
        let text = try written { try TextOutput.write("a\u{1B}]52;c;x\u{07}b\nnext\n", to: $0) }
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(text.hasPrefix("a"))
        #expect(text.hasSuffix("b\nnext\n"), "line breaks stay")
    }

    @Test func textAlreadySafeCanGoAsItIs() throws {
        let text = try written { try TextOutput.write("\u{1B}[1mbold", to: $0, sanitizing: false) }
        #expect(text == "\u{1B}[1mbold")
    }

    @Test func aDescriptorThatTakesNothingIsAnError() {
        #expect(throws: TerminalSessionError.self) { try TextOutput.write("x", to: -1) }
    }
}
