import Foundation
import Testing

@testable import AlertCommandKit

struct LogToolTextTests {
    static func line(
        _ text: [String], profile: OutputColorProfile = .noTTY,
        _ configure: (inout LogToolOptions) -> Void = { _ in }
    ) throws -> String? {
        var options = LogToolOptions(text: text)
        options.structured = true
        configure(&options)
        return try LogTool.render(options, now: LogToolTests.now, timeZone: .gmt, profile: profile)
    }

    // log's text.go: quoted when a value has a space, `"` or `=`; `""` for an empty one;
    // quotes escaped inside the quotes.
    @Test func valuesAreQuotedWhenNeeded() throws {
        let line = try Self.line([
            "m", "a", "two words", "b", "", "c", #"say "hi""#, "d", "x=y", "e", "ok",
        ])
        #expect(line == #"m a="two words" b="" c="say \"hi\"" d="x=y" e=ok"# + "\n")
    }

    // log's text.go writeIndent: a value of several lines goes below its key, each line
    // after `  │ `; the pair after it starts with a space on the next line.
    @Test func multiLineValuesAreIndented() throws {
        let line = try Self.line(["m", "body", "one\ntwo", "next", "v"])
        #expect(line == "m\n  body=\n  │ one\n  │ two\n next=v\n")
        let last = try Self.line(["m", "body", "one\n"])
        #expect(last == "m\n  body=\n  │ one\n\n")
    }

    // gum's log/command.go makes every style Inline (lipgloss style.go): newlines in the
    // message are dropped and tabs become four spaces.
    @Test func theMessageIsInline() throws {
        let line = try Self.line(["a\nb\tc"])
        #expect(line == "ab    c\n")
    }

    // log's text.go: the prefix is written `prefix:`.
    @Test func thePrefixEndsWithAColon() throws {
        #expect(
            try Self.line(["m"]) {
                $0.prefix = "app"
                $0.level = .info
            } == "INFO app: m\n")
    }

    // log's text.go: a caller's `time` or `level` pair is no time or level and is dropped;
    // `caller` is written `<value>`.
    @Test func reservedKeysFollowTheFormatter() throws {
        let line = try Self.line([
            "m", "time", "now", "level", "high", "caller", "x.go:1", "k", "v",
        ])
        #expect(line == "m <x.go:1> k=v\n")
    }

    // gum's log/command.go: the level label is bold in log's colour for the level (styles.go:
    // debug 63, error 204) unless --level.foreground is given; keys and `=` are faint.
    @Test func stylesFollowGumsDefaults() throws {
        let line = try Self.line(["m", "k", "v"], profile: .ansi256) { $0.level = .error }
        let label = TextToolStyle(foreground: .indexed(204), bold: true).apply(
            to: "ERROR", profile: .ansi256)
        let key = TextToolStyle(faint: true).apply(to: "k", profile: .ansi256)
        let equals = TextToolStyle(faint: true).apply(to: "=", profile: .ansi256)
        #expect(line == label + " m " + key + equals + "v\n")
        let custom = try Self.line(["m"], profile: .ansi256) {
            $0.level = .debug
            $0.levelStyle.foreground = .indexed(1)
        }
        let red = TextToolStyle(foreground: .indexed(1), bold: true).apply(
            to: "DEBUG", profile: .ansi256)
        #expect(custom == red + " m\n")
    }

    // colorprofile's writer strips every escape sequence for a pipe (no TTY).
    @Test func noTTYHasNoEscapes() throws {
        let line = try Self.line(["m", "k", "v"]) {
            $0.level = .fatal
            $0.prefix = "p"
        }
        #expect(line == "FATAL p: m k=v\n")
    }
}
