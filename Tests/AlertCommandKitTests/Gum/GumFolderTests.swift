import Foundation
import Testing

@testable import AlertCommandKit

/// How gum's file picker lists a folder (bubbles' filepicker) and names paths
/// (file/command.go's `filepath.Abs`).
struct GumFolderTests {
    @Test func pathsAreMadeAbsoluteWithoutFollowingLinks() {
        #expect(GumFolder.absolute("/a/./b/../c/") == "/a/c")
        #expect(GumFolder.absolute("/..") == "/")
        #expect(GumFolder.absolute("x").hasSuffix("/x"))
        #expect(GumFolder.parent(of: "/a/b") == "/a")
        #expect(GumFolder.parent(of: "/") == "/")
        #expect(GumFolder.join("/", "a") == "/a")
    }

    @Test(arguments: [
        (0, "0B"), (9, "9B"), (512, "512B"), (4_096, "4.1kB"), (12_345, "12kB"),
        (999_999, "1000kB"), (1_200_000, "1.2MB"),
    ])
    func sizesAreWrittenAsGoHumanizeWritesThem(_ bytes: Int, _ text: String) {
        #expect(GumFolder.humanSize(Int64(bytes)) == text)
    }

    @Test func foldersComeFirstThenFilesEachByNameHiddenOnlyWhenAsked() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gum-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["b", "A", ".git"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["c.txt", "B.txt", ".env"] {
            try Data("12".utf8).write(to: root.appendingPathComponent(file))
        }
        let shown = try #require(GumFolder.entries(of: root.path, showingHidden: false))
        #expect(shown.map(\.name) == ["A", "b", "B.txt", "c.txt"])
        #expect(shown[2].line(permissions: true, size: true).hasSuffix("     2B B.txt"))
        #expect(shown[0].line(permissions: false, size: false) == "A/")
        #expect(shown[0].mode.hasPrefix("d"))
        let all = try #require(GumFolder.entries(of: root.path, showingHidden: true))
        #expect(all.map(\.name) == [".git", "A", "b", ".env", "B.txt", "c.txt"])
        #expect(GumFolder.entries(of: root.path + "/none", showingHidden: false) == nil)
    }
}
