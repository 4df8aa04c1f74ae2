import AlertCommandKit
import AlertDialog
import Testing

@testable import AlertZenity

/// Where zenity's file chooser starts, how its filters read and how its answer is written.
@Suite struct ZenityFileSelectionTests {
    /// A selection starting at `filename`.
    private func starting(at filename: String?) -> ZenityFileSelection {
        var selection = ZenityFileSelection()
        selection.filename = filename
        return selection
    }

    @Test func aFilenameStartsInItsFolderAtItsFile() {
        let file = starting(at: "/data/notes/a.txt")
        #expect(file.startFolder == "/data/notes")
        #expect(file.startFile == "/data/notes/a.txt")
        let atRoot = starting(at: "/a.txt")
        #expect(atRoot.startFolder == "/")
        #expect(atRoot.startFile == "/a.txt")
    }

    @Test func aTrailingSlashNamesTheFolderItself() {
        let folder = starting(at: "/data/notes/")
        #expect(folder.startFolder == "/data/notes")
        #expect(folder.startFile == nil)
        #expect(starting(at: "/").startFolder == "/")
        #expect(starting(at: nil).startFolder == nil)
        #expect(starting(at: nil).startFile == nil)
    }

    @Test func relativePathsAreMadeAbsoluteAgainstTheDirectory() {
        #expect(ZenityFileSelection.absolute("a.txt", in: "/home/u") == "/home/u/a.txt")
        #expect(ZenityFileSelection.absolute("sub/", in: "/home/u/") == "/home/u/sub/")
        #expect(ZenityFileSelection.absolute("/etc/hosts", in: "/home/u") == "/etc/hosts")
    }

    @Test func theAnswerJoinsThePathsWithTheSeparatorAndEndsInANewline() {
        var selection = ZenityFileSelection()
        #expect(selection.answer(["/a", "/b"]) == "/a|/b\n")
        selection.separator = "\\n"
        #expect(selection.answer(["/a", "/b"]) == "/a\\n/b\n")
        #expect(selection.answer(["/a"]) == "/a\n")
        #expect(selection.answer([]) == "")
    }

    @Test func aFilterIsANameAndPatternsOrJustPatterns() {
        let named = ZenityFileFilter(parsing: " Documents  |  *.txt   *.md ")
        #expect(named.name == "Documents")
        #expect(named.patterns == ["*.txt", "*.md"])
        let bare = ZenityFileFilter(parsing: "*.png *.jpg")
        #expect(bare.name == "*.png *.jpg")
        #expect(bare.patterns == ["*.png", "*.jpg"])
        #expect(ZenityFileFilter(parsing: "Nothing |").patterns.isEmpty)
    }
}
