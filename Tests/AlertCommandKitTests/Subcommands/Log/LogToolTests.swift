import Foundation
import Testing

@testable import AlertCommandKit

struct LogToolTests {
    /// 2023-11-14 22:13:20.123 UTC, a Tuesday.
    static let now = Date(timeIntervalSince1970: 1_700_000_000.123)

    static func render(
        _ text: [String], profile: OutputColorProfile = .noTTY,
        _ configure: (inout LogToolOptions) -> Void = { _ in }
    ) throws -> String? {
        var options = LogToolOptions(text: text)
        configure(&options)
        let utc = try #require(TimeZone(identifier: "UTC"))
        return try LogTool.render(options, now: now, timeZone: utc, profile: profile)
    }

    // gum's README, "Log": `gum log --structured --level debug "Creating file..." name file.txt`
    // prints `DEBUG Creating file... name=file.txt` (the label whole: log/command.go sets
    // the level style's string to the upper-case name, without log's MaxWidth(4)).
    @Test func readmeStructuredDebug() throws {
        let line = try Self.render(["Creating file...", "name", "file.txt"]) {
            $0.structured = true
            $0.level = .debug
        }
        #expect(line == "DEBUG Creating file... name=file.txt\n")
    }

    // gum's README: `gum log --structured --level error "Unable to create file." name file.txt`
    // (its comment shows `name=temp.txt`, a slip: the value is the argument).
    @Test func readmeStructuredError() throws {
        let line = try Self.render(["Unable to create file.", "name", "file.txt"]) {
            $0.structured = true
            $0.level = .error
        }
        #expect(line == "ERROR Unable to create file. name=file.txt\n")
    }

    // gum's README: `gum log --time rfc822 --level error "Unable to create file."`; the time
    // comes first (log's text.go), in Go's RFC822 layout `02 Jan 06 15:04 MST`.
    @Test func readmeTimeRFC822() throws {
        let line = try Self.render(["Unable to create file."]) {
            $0.time = "rfc822"
            $0.level = .error
        }
        #expect(line == "14 Nov 23 22:13 UTC ERROR Unable to create file.\n")
    }

    // The README's examples with `--formatter json` (log's json.go: time, level, prefix,
    // msg, then the pairs; the level in lower case).
    @Test func readmeExamplesAsJSON() throws {
        let debug = try Self.render(["Creating file...", "name", "file.txt"]) {
            $0.structured = true
            $0.level = .debug
            $0.formatter = .json
        }
        #expect(debug == #"{"level":"debug","msg":"Creating file...","name":"file.txt"}"# + "\n")
        let error = try Self.render(["Unable to create file."]) {
            $0.time = "rfc822"
            $0.level = .error
            $0.formatter = .json
        }
        #expect(
            error
                == #"{"time":"14 Nov 23 22:13 UTC","level":"error","msg":"Unable to create file."}"#
                + "\n")
    }

    // The README's examples with `--formatter logfmt` (log's logfmt.go on go-logfmt, which
    // quotes values with spaces).
    @Test func readmeExamplesAsLogfmt() throws {
        let debug = try Self.render(["Creating file...", "name", "file.txt"]) {
            $0.structured = true
            $0.level = .debug
            $0.formatter = .logfmt
        }
        #expect(debug == #"level=debug msg="Creating file..." name=file.txt"# + "\n")
        let error = try Self.render(["Unable to create file."]) {
            $0.time = "rfc822"
            $0.level = .error
            $0.formatter = .logfmt
        }
        #expect(
            error == #"time="14 Nov 23 22:13 UTC" level=error msg="Unable to create file.""# + "\n")
    }

    // gum's log/command.go: without -s or -f the arguments are joined by spaces; with
    // `--level none` (the default) log's Print writes no level at all.
    @Test func plainTextJoinsTheArgumentsAndNoneWritesNoLevel() throws {
        #expect(try Self.render(["hello", "there", "name", "x"]) == "hello there name x\n")
        let json = try Self.render(["hello"]) { $0.formatter = .json }
        #expect(json == #"{"msg":"hello"}"# + "\n")
    }

    // gum's log/command.go: -f formats text[0] with the rest as Go string operands.
    @Test func formatUsesGoPrintfWithStringArguments() throws {
        let line = try Self.render(["%s has %d files", "docs", "3"]) {
            $0.format = true
            $0.level = .info
        }
        #expect(line == "INFO docs has %!d(string=3) files\n")
    }

    // log's logger.go `handle`: an odd count of key-value arguments gives the last key
    // the value ErrMissingValue ("missing value"); gum reports no error.
    @Test func aKeyWithoutValueGetsMissingValue() throws {
        let line = try Self.render(["msg", "orphan"]) { $0.structured = true }
        #expect(line == #"msg orphan="missing value""# + "\n")
    }

    // gum's log/command.go: --min-level goes through log's ParseLevel; a line below it is
    // not written, a line of level none always is.
    @Test func minimumLevelFiltersLines() throws {
        #expect(
            try Self.render(["x"]) {
                $0.level = .info
                $0.minLevel = "WARN"
            } == nil)
        #expect(
            try Self.render(["x"]) {
                $0.level = .warn
                $0.minLevel = "warn"
            } == "WARN x\n")
        #expect(try Self.render(["x"]) { $0.minLevel = "fatal" } == "x\n")
    }

    // log's level.go ParseLevel: `invalid level: "loud"`, gum prints it as it is.
    @Test func anUnknownMinimumLevelThrows() {
        #expect(throws: LogToolError.invalidMinimumLevel("loud")) {
            try Self.render(["x"]) { $0.minLevel = "loud" }
        }
        #expect(throws: LogToolError.invalidMinimumLevel("none")) {
            try Self.render(["x"]) { $0.minLevel = "none" }
        }
    }

    // log's logger.go `handle`: the prefix after the level; an empty message is left out.
    @Test func fieldsComeInLogsOrder() throws {
        var options = LogToolOptions(text: ["", "k", "v"])
        options.structured = true
        options.level = .warn
        options.prefix = "app"
        options.time = "kitchen"
        let utc = try #require(TimeZone(identifier: "UTC"))
        let fields = LogTool.fields(options, now: Self.now, timeZone: utc)
        #expect(fields.map(\.key) == ["time", "level", "prefix", "k"])
        #expect(fields[0].value == .time("10:13PM"))
    }
}
