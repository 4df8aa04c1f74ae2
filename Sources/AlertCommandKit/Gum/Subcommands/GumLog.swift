import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// `gum log TEXT...`: a log line on standard error (or appended to `--file`), in text,
/// JSON or logfmt. log/options.go, log/command.go.
package enum GumLog: GumSubcommand {
    package static let name = "log"
    package static let summary = "Log messages to output"
    package static let arguments = "<text> ..."
    package static let flags: [GumFlag] =
        [
            GumFlag("file", short: "o"),
            GumFlag("format", short: "f", .bool(negatable: false), default: "false"),
            GumFlag("formatter", default: "text", allowed: ["json", "logfmt", "text"]),
            GumFlag(
                "level", short: "l", default: "none",
                allowed: ["none", "debug", "info", "warn", "error", "fatal"]),
            GumFlag("prefix"),
            GumFlag("structured", short: "s", .bool(negatable: false), default: "false"),
            GumFlag("time", short: "t"),
            GumFlag("min-level", env: "GUM_LOG_LEVEL"),
        ]
        + GumFlag.style("level.", env: "GUM_LOG_LEVEL_", defaults: ["bold": "true"])
        + GumFlag.style("time.", env: "GUM_LOG_TIME_")
        + GumFlag.style(
            "prefix.", env: "GUM_LOG_PREFIX_", defaults: ["bold": "true", "faint": "true"])
        + GumFlag.style("message.", env: "GUM_LOG_MESSAGE_")
        + GumFlag.style("key.", env: "GUM_LOG_KEY_", defaults: ["faint": "true"])
        + GumFlag.style("value.", env: "GUM_LOG_VALUE_")
        + GumFlag.style("separator.", env: "GUM_LOG_SEPARATOR_", defaults: ["faint": "true"])

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        guard !scan.positionals.isEmpty else {
            return GumPrompt.refuse("expected \"<text> ...\"")
        }
        if scan.given.isSuperset(of: ["format", "structured"]) {
            return GumPrompt.refuse("--format and --structured can't be used together")
        }
        let file = scan.string("file")
        // On a terminal only the line's own colours pass: the text's escapes are shown.
        let toTerminal = file.isEmpty && isatty(STDERR_FILENO) == 1
        let clean = { (text: String) in
            toTerminal ? TextSanitizer.sanitize(text, keepingNewlines: true) : text
        }
        var options = LogToolOptions(text: scan.positionals.map(clean))
        options.level = LogToolOptions.Level(rawValue: scan.string("level")) ?? .none
        options.formatter = LogToolOptions.Formatter(rawValue: scan.string("formatter")) ?? .text
        options.prefix = clean(scan.string("prefix"))
        options.structured = scan.bool("structured")
        options.format = scan.bool("format")
        options.time = scan.string("time")
        options.minLevel = scan.string("min-level")
        options.levelStyle = scan.blockStyle("level.").text
        options.timeStyle = scan.blockStyle("time.").text
        options.prefixStyle = scan.blockStyle("prefix.").text
        options.messageStyle = scan.blockStyle("message.").text
        options.keyStyle = scan.blockStyle("key.").text
        options.valueStyle = scan.blockStyle("value.").text
        options.separatorStyle = scan.blockStyle("separator.").text
        // The line is styled for where it goes: standard error, or a file.
        let profile = OutputColorProfile.detect(
            environment: context.environment, outputIsTerminal: toTerminal)
        let line: String?
        do {
            line = try LogTool.render(
                options, now: Date(), timeZone: TimeZone.current, profile: profile)
        } catch {
            return GumPrompt.fail("\(error)")
        }
        if let line {
            guard write(line, toFile: file) else { return 1 }
        }
        // log.Fatal ends the program with status 1 once the line is written.
        return options.level == .fatal ? 1 : 0
    }

    /// Writes `line` on standard error, or appends it to `file`; false (said on standard
    /// error) when it cannot be.
    @MainActor private static func write(_ line: String, toFile file: String) -> Bool {
        guard !file.isEmpty else {
            // Written as it is: its colours are its own, its text was sanitised above.
            try? TextOutput.write(line, to: STDERR_FILENO, sanitizing: false)
            return true
        }
        let descriptor = open(file, O_CREAT | O_WRONLY | O_APPEND | O_CLOEXEC, 0o777)
        guard descriptor >= 0 else {
            _ = GumPrompt.fail(
                "error opening file: open \(file): " + String(cString: strerror(errno)).lowercased()
            )
            return false
        }
        defer { close(descriptor) }
        do {
            try TextOutput.write(line, to: descriptor, sanitizing: false)
            return true
        } catch {
            _ = GumPrompt.fail("cannot write to \(file): \(TextOutput.describe(error))")
            return false
        }
    }
}
