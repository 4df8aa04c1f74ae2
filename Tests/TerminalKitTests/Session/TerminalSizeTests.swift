import AlertTestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalSizeTests {
    @Test func aTerminalSaysItsSize() throws {
        let pty = try PseudoTerminal(columns: 93, rows: 27)
        #expect(TerminalSize.of(fileDescriptor: pty.slave) == TerminalSize(columns: 93, rows: 27))
    }

    @Test func aPipeOrAClosedDescriptorHasNoSize() throws {
        let ends = try #require(closeOnExecPipe())
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(TerminalSize.of(fileDescriptor: ends[0]) == nil)
        #expect(TerminalSize.of(fileDescriptor: -1) == nil)
    }

    @Test func aTerminalOfNoSizeHasNone() throws {
        let pty = try PseudoTerminal(columns: 0, rows: 0)
        #expect(TerminalSize.of(fileDescriptor: pty.slave) == nil)
    }
}
