import Foundation
import Testing

@testable import AlertCommandKit

/// The subcommands as the documentation shows them: the README's table and the synopsis of
/// `docs/alert-command.md` name every subcommand `alert --help` lists, and that page names
/// every option each one takes, so neither falls behind the help.
struct AlertSubcommandTests {
    /// The text of the file at `path` in the repository.
    static func file(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmesTableHasARowForEverySubcommand() throws {
        let readme = try Self.file("README.md")
        for subcommand in AlertSubcommands.all {
            let hasRow = readme.contains("\n| `alert \(subcommand.name)")
            #expect(hasRow, "the README's table of subcommands has no row for \(subcommand.name)")
        }
    }

    @Test func theCommandPageNamesEverySubcommandAndOption() throws {
        let page = try Self.file("docs/alert-command.md")
        let synopsis = try #require(
            page.components(separatedBy: "## Synopsis").dropFirst().first?
                .components(separatedBy: "## ").first)
        for subcommand in AlertSubcommands.all {
            let hasLine = synopsis.contains("\nalert \(subcommand.name)")
            #expect(hasLine, "docs/alert-command.md's synopsis has no line for \(subcommand.name)")
            for option in subcommand.valueOptions.union(subcommand.flags).sorted() {
                let named = page.contains("--\(option)")
                #expect(named, "docs/alert-command.md never names \(subcommand.name)'s --\(option)")
            }
        }
    }
}
