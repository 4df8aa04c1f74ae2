import Testing

@testable import AlertCommandKit

struct CommandUsageErrorTests {
    @Test func namesTheSubcommandAndWhereHelpIs() {
        let error = CommandUsageError("TEXT is missing", subcommand: "message")
        #expect(error.description == "alert message: TEXT is missing (see alert message --help)")
        #expect(CommandUsageError("oops").description == "alert: oops (see alert --help)")
    }

    @Test func staysOnOneLine() {
        let error = CommandUsageError("unknown subcommand a\nb")
        #expect(error.description == "alert: unknown subcommand a b (see alert --help)")
    }
}
