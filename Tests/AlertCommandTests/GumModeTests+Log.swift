import AlertTestSupport
import Testing

/// `gum log` and `gum format` through the gum link, with gum's README examples
/// (log/command.go, format/command.go).
extension GumModeTests {
    @Test func logWritesGumsReadmeLinesOnStandardError() throws {
        let structured = try run(
            #"gum log --structured --level debug "Creating file..." name file.txt"#)
        #expect(
            structured
                == Ending(status: 0, output: "", errors: "DEBUG Creating file... name=file.txt\n"))
        let json = try run(#"gum log --formatter json --level info "Done" files 3"#)
        #expect(json.errors == "{\"level\":\"info\",\"msg\":\"Done files 3\"}\n")
        let logfmt = try run(#"gum log --formatter logfmt -s --prefix app "Saved" path "a b""#)
        #expect(logfmt.errors == "prefix=app msg=Saved path=\"a b\"\n")
    }

    @Test func logFatalExits1AndMinLevelHidesTheLesser() throws {
        #expect(
            try run("gum log --level fatal bye")
                == Ending(status: 1, output: "", errors: "FATAL bye\n"))
        let hidden = try run("gum log --level debug quiet", environment: ["GUM_LOG_LEVEL": "info"])
        #expect(hidden == Ending(status: 0, output: "", errors: ""))
        #expect(try run("gum log -s -f x").status == 80)
    }

    @Test func logAppendsToAFile() throws {
        let ending = try run(
            "gum log -o log.txt -l info one && gum log -o log.txt -l warn two && cat log.txt")
        #expect(ending.output == "INFO one\nWARN two\n")
    }

    @Test func formatRendersMarkdownEmojiAndTemplates() throws {
        let markdown = try run("printf '# Header\\n\\n- one\\n- two\\n' | gum format")
        #expect(markdown.status == 0)
        #expect(markdown.output.contains("Header"))
        #expect(markdown.output.contains("• one"))
        #expect(!markdown.output.contains("\u{1B}"))
        #expect(try run("echo ':candy:' | gum format -t emoji").output == "🍬\n")
        #expect(try run(#"gum format -t template '{{ Bold "Bold" }}'"#).output == "Bold")
        let refused = try run(#"gum format -t template '{{ printf "%d" 3 }}'"#)
        #expect(refused.status == 1)
        #expect(!refused.errors.isEmpty)
    }
}
