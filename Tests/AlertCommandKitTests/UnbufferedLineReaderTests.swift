import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

struct UnbufferedLineReaderTests {
    /// A pipe holding `text`, its writing end closed.
    func pipe(holding text: String) -> Int32 {
        var descriptors: [Int32] = [-1, -1]
        _ = Glibc.pipe(&descriptors)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        return descriptors[0]
    }

    @Test func readsLineByLineAndLeavesTheRestInThePipe() {
        let descriptor = pipe(holding: "2\n王小明\r\n\nlast")
        defer { close(descriptor) }
        let first = UnbufferedLineReader(descriptor: descriptor)
        #expect(first.readLine() == "2")
        // Another reader (another process) finds the rest untouched.
        let second = UnbufferedLineReader(descriptor: descriptor)
        #expect(second.readLine() == "王小明")
        #expect(second.readLine() == "")
        #expect(second.readLine() == "last")
        #expect(second.readLine() == nil)
    }
}
