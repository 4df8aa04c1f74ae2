import AlertCommandKit
import Foundation
import Testing

@testable import AlertGum

/// `gum filter` without options lists the files under the current folder
/// (internal/files/files.go): walked in name order, hidden, `.git` and `node_modules`
/// paths left out by prefix, folders not listed.
struct GumFileListTests {
    @Test func theFilesAreListedInNameOrderLeavingOutGumsPrefixes() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gum-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "b.txt", "a/z.txt", "a/.inner", "a/y/x.txt", ".hidden/file", ".top",
            "node_modules/m.js", "node_modules2/n.js", "Z.txt",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(
            GumFileList.files(under: root.path)
                == ["Z.txt", "a/.inner", "a/y/x.txt", "a/z.txt", "b.txt"])
    }
}
