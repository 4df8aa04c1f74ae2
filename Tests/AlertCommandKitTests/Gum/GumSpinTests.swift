import Testing

@testable import AlertCommandKit

/// spin/spin.go: the command is looked up as Go's `exec.Command` looks it up, and one it
/// cannot run is named in Go's words.
@Suite struct GumSpinTests {
    @Test func aCommandIsLookedUpAsGoLooksItUp() {
        #expect(GumSpin.lookUp("sh") == nil)
        #expect(GumSpin.lookUp("/bin/sh") == nil)
        #expect(
            GumSpin.lookUp("no-such-command-of-alert")
                == "exec: \"no-such-command-of-alert\": executable file not found in $PATH")
        #expect(
            GumSpin.lookUp("./no/such/file")
                == "fork/exec ./no/such/file: no such file or directory")
        #expect(GumSpin.lookUp("/etc/passwd") == "fork/exec /etc/passwd: permission denied")
        #expect(GumSpin.lookUp("/tmp") != nil, "a folder is no command")
    }
}
