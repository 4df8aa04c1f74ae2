import AlertEngine
import AlertTestSupport
import Foundation
import TerminalKit
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

/// `alert filter`'s choices, read from standard input as a stream: a line is a line, the
/// reading has bounds and a deadline, and input that cannot be read is a usage error.
struct AlertCommandTests {
    let filter = AlertCommand.filter(title: nil, placeholder: "p", choices: [])

    /// A pipe holding `text`, its writing end closed unless `closing` is false (then the
    /// writing end is returned too, for the test to close).
    func pipe(holding text: String, closing: Bool = true) -> (read: Int32, write: Int32) {
        let descriptors = closeOnExecPipe() ?? [-1, -1]
        #expect(descriptors[0] >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        if closing { close(descriptors[1]) }
        return (descriptors[0], closing ? -1 : descriptors[1])
    }

    /// The choices `withChoices` read from `text`.
    func choices(of text: String) throws -> [String] {
        let input = pipe(holding: text)
        defer { close(input.read) }
        let read = try filter.withChoices(from: input.read)
        return read?.asked(as: FilterQuestion.self)?.choices ?? []
    }

    /// Only a line feed ends a choice: CR, VT, FF, NEL, U+2028 and U+2029 stay inside it,
    /// as fzf keeps such a line whole; the CR of a CRLF line goes.
    @Test func aChoiceIsALineEndedByALineFeedOnly() throws {
        #expect(try choices(of: "a\rb\nc\u{0B}d\u{0C}e\n") == ["a\rb", "c\u{0B}d\u{0C}e"])
        #expect(
            try choices(of: "x\u{85}y\nls\u{2028}ps\u{2029}z\n") == [
                "x\u{85}y", "ls\u{2028}ps\u{2029}z",
            ])
        #expect(try choices(of: "dos\r\n \t\n\nlast") == ["dos", "last"])
    }

    /// A directory on standard input (`alert filter < /tmp`) is a usage error, not a trap.
    @Test func aDirectoryIsAUsageError() {
        let directory = open("/tmp", O_RDONLY)
        defer { close(directory) }
        #expect {
            _ = try filter.withChoices(from: directory)
        } throws: { error in
            "\(error)".contains("cannot read the choices on standard input")
        }
    }

    /// Input that never ends is given up on at the deadline (the `--timeout`): nil.
    @Test func inputWithoutEndStopsAtTheDeadline() throws {
        let input = pipe(holding: "a\nb\n", closing: false)
        defer {
            close(input.read)
            close(input.write)
        }
        #expect(try filter.withChoices(from: input.read, until: .now + .milliseconds(200)) == nil)
    }

    /// More lines than the bound is a usage error that names it, read no further.
    @Test func moreChoicesThanTheBoundAreAUsageError() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("choices-\(UUID().uuidString)").path
        let text = String(repeating: "y\n", count: AlertCommand.maximumChoices + 1)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { unlink(path) }
        let input = open(path, O_RDONLY)
        defer { close(input) }
        #expect {
            _ = try filter.withChoices(from: input)
        } throws: { error in
            "\(error)".contains("more than \(AlertCommand.maximumChoices) lines")
        }
    }

    /// `ls | alert choose`: without OPTION arguments the options are the lines of standard
    /// input; `--default` must be one of them and the limit is at most their number.
    @Test func chooseWithoutOptionsReadsThemFromStandardInput() throws {
        let input = pipe(holding: "alpha\nbeta\n")
        defer { close(input.read) }
        let parsed = AlertCommand.choose(
            options: [], title: nil, asSheet: false, preselected: "beta", limit: .max)
        #expect(parsed.takesChoicesFromInput)
        #expect(
            try parsed.withChoices(from: input.read)
                == .choose(
                    options: ["alpha", "beta"], title: nil, asSheet: false, preselected: "beta",
                    limit: 2))
        let other = pipe(holding: "alpha\n")
        defer { close(other.read) }
        #expect(throws: CommandUsageError.self) {
            try parsed.withChoices(from: other.read)
        }
        let given = AlertCommand.choose(options: ["a"], title: nil, asSheet: false)
        #expect(!given.takesChoicesFromInput)
        // From a terminal, nothing was piped in: the error says where the options come.
        let terminal = try PseudoTerminal()
        do {
            _ = try parsed.withChoices(from: terminal.slave)
            Issue.record("a terminal gave options")
        } catch {
            #expect(error.description.contains("(ls | alert choose)"))
        }
    }
}
