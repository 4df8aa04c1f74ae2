import AlertTestSupport
import TerminalKit
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StreamedChoicesTests {
    /// The lines written while the reader follows come out in order (blank ones left out,
    /// a CRLF's carriage return dropped, what is not UTF-8 kept), a first block before the
    /// writer has written the rest, and the end after the last one.
    @MainActor @Test func theLinesComeOutAsTheyAreWrittenAndInOrder() async throws {
        // Close-on-exec: a child another test starts meanwhile must not hold the writing end
        // open, or the end of the input waits for that child.
        let descriptors = try #require(closeOnExecPipe())
        let (reader, writer) = (descriptors[0], descriptors[1])
        defer { close(reader) }
        func send(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        }
        send(Array("alpha\n  \nbeta\r\n".utf8))
        var seen: [String] = []
        var endings: [String] = []
        let streamed = StreamedChoices(descriptor: reader)
        await streamed.follow { block in
            switch block {
            case .choices(let lines):
                if seen.isEmpty {
                    // The first block came while the writer still holds the pipe open.
                    send(Array("gamma\n".utf8) + [0xFF] + Array("x\nlast".utf8))
                    close(writer)
                }
                seen += lines
            case .ended(let ending):
                endings.append("\(ending)")
            }
        }
        #expect(
            seen == [
                "alpha", "beta", "gamma", AlertCommand.choice(decoding: [0xFF, 0x78]), "last",
            ])
        #expect(endings == ["end"])
    }

    /// Input with no choice, past a bound or unreadable fails the run as when the choices
    /// are read first; input with a choice does not.
    @Test func theEndingsThatFailTheRun() {
        #expect(StreamedChoices.failure(of: .end, count: 3, subcommand: "filter") == nil)
        #expect(
            StreamedChoices.failure(of: .end, count: 0, subcommand: "filter")
                == "no choice came on standard input")
        #expect(
            StreamedChoices.failure(of: .tooManyRecords, count: 9, subcommand: "filter")
                == "standard input holds more than 1000000 lines; that is the most alert filter"
                + " takes")
        #expect(
            StreamedChoices.failure(of: .tooManyBytes, count: 9, subcommand: "filter")?
                .hasPrefix("standard input holds more than 64 MiB") == true)
        #expect(
            StreamedChoices.failure(of: .unreadable(errno: EISDIR), count: 0, subcommand: "filter")?
                .hasPrefix("cannot read the choices on standard input") == true)
    }
}
