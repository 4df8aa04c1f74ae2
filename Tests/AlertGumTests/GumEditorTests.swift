import AlertCommandKit
import Testing

@testable import AlertGum

/// gum write's Ctrl+E editor command line, as charmbracelet/x's editor package makes it
/// (editor/editor.go: `$EDITOR` cut at blanks, nano without it, LineNumber and EndOfLine,
/// which write/write.go asks for).
@MainActor
struct GumEditorTests {
    @Test func theEditorIsEditorCutAtBlanksOrNano() {
        #expect(
            GumEditor.command(editing: "/t/gum.1.md", atLine: 2, editor: nil) == [
                "nano", "+2", "/t/gum.1.md",
            ])
        #expect(
            GumEditor.command(editing: "/t/f", atLine: 1, editor: "  ") == ["nano", "+1", "/t/f"])
        #expect(
            GumEditor.command(editing: "/t/f", atLine: 3, editor: "emacs -nw")
                == ["emacs", "-nw", "+3", "/t/f"])
        #expect(GumEditor.command(editing: "/t/f", atLine: 0, editor: "ed") == ["ed", "/t/f"])
    }

    @Test func eachEditorIsToldTheLineItsWay() {
        #expect(
            GumEditor.command(editing: "/t/f", atLine: 4, editor: "/usr/bin/vim")
                == ["/usr/bin/vim", "+4", "+norm! $", "/t/f"])
        #expect(
            GumEditor.command(editing: "/t/f", atLine: 4, editor: "code --wait")
                == ["code", "--wait", "--goto", "/t/f:4"])
        #expect(GumEditor.command(editing: "/t/f", atLine: 4, editor: "hx") == ["hx", "/t/f:4"])
    }
}
