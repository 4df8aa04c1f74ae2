import Foundation
import Testing

@testable import AlertStyles

/// How gum's file picker lists a folder (bubbles' filepicker) and names paths
/// (file/command.go's `filepath.Abs`).
struct FolderListingTests {
    @Test func pathsAreMadeAbsoluteWithoutFollowingLinks() {
        #expect(FolderListing.absolute("/a/./b/../c/") == "/a/c")
        #expect(FolderListing.absolute("/..") == "/")
        #expect(FolderListing.absolute("x").hasSuffix("/x"))
        #expect(FolderListing.parent(of: "/a/b") == "/a")
        #expect(FolderListing.parent(of: "/") == "/")
        #expect(FolderListing.join("/", "a") == "/a")
    }

    @Test(arguments: [
        (0, "0B"), (9, "9B"), (512, "512B"), (4_096, "4.1kB"), (12_345, "12kB"),
        (999_999, "1000kB"), (1_200_000, "1.2MB"),
        // Go's %.0f rounds a half to even.
        (12_500, "12kB"), (13_500, "14kB"),
    ])
    func sizesAreWrittenAsGoHumanizeWritesThem(_ bytes: Int, _ text: String) {
        #expect(FolderListing.humanSize(Int64(bytes)) == text)
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
        let shown = try #require(FolderListing.entries(of: root.path, showingHidden: false))
        #expect(shown.map(\.name) == ["A", "b", "B.txt", "c.txt"])
        #expect(shown[2].line(permissions: true, size: true).hasSuffix("     2B B.txt"))
        #expect(shown[0].line(permissions: false, size: false) == "A/")
        #expect(shown[0].mode.hasPrefix("d"))
        let all = try #require(FolderListing.entries(of: root.path, showingHidden: true))
        #expect(all.map(\.name) == [".git", "A", "b", ".env", "B.txt", "c.txt"])
        #expect(FolderListing.entries(of: root.path + "/none", showingHidden: false) == nil)
    }
}
