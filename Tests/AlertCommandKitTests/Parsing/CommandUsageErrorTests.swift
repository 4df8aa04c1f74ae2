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

    @Test func namesTheProgramThatPrintsIt() {
        let error = CommandUsageError("unknown option --x", subcommand: "confirm")
        #expect(
            error.description(for: .desktop)
                == "alert-gtk confirm: unknown option --x (see alert-gtk confirm --help)")
        #expect(error.description(for: .terminal) == error.description)
    }
}
