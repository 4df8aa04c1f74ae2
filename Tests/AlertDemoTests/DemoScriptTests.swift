import AlertTerminal
import TerminalKit
import Testing

@testable import AlertDemoKit

@Suite struct DemoScriptTests {
    @Test func readsNamedKeysCharactersAndChords() throws {
        let steps = try DemoScript.parse("enter, TAB,backtab,esc,up,down,q,好,ctrl-c,space,comma")
        #expect(
            steps == [
                .input(.key(.enter)), .input(.key(.tab)), .input(.key(.backTab)),
                .input(.key(.escape)), .input(.key(.up)), .input(.key(.down)),
                .input(.key(.character("q"))), .input(.key(.character("好"))),
                .input(.key(.character("c"), .control)), .input(.key(.character(" "))),
                .input(.key(.character(","))),
            ])
    }

    @Test func readsArgumentsAndIgnoresCommentsAndBlankTokens() throws {
        let steps = try DemoScript.parse(
            "# setup\ntext:王小明,,wait:200\nclick:10:5\nresize:80x24\npaste:a b")
        #expect(
            steps == [
                .input(.key(.character("王"))), .input(.key(.character("小"))),
                .input(.key(.character("明"))), .wait(milliseconds: 200),
                .input(.mouse(MouseEvent(button: .left, action: .press, column: 10, row: 5))),
                .input(.mouse(MouseEvent(button: .left, action: .release, column: 10, row: 5))),
                .resize(DemoSize(columns: 80, rows: 24)), .input(.paste("a b")),
            ])
    }

    @Test func namesTheFirstBadToken() {
        #expect(throws: DemoScriptError.unknownToken("jump", position: 2)) {
            try DemoScript.parse("enter,jump,q")
        }
        for bad in ["wait:-1", "wait:x", "click:1", "click:-1:2", "resize:3x3"] {
            #expect(throws: DemoScriptError.invalidArgument(bad, position: 1)) {
                try DemoScript.parse(bad)
            }
        }
    }

    @Test func theErrorMessageNeutralisesAHostileToken() {
        do {
            _ = try DemoScript.parse("enter,\u{1B}]52;c;SGVsbG8=\u{07}\u{9B}2J")
            Issue.record("a hostile token was accepted")
        } catch {
            let scalars = error.description.unicodeScalars
            #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(error.description.hasPrefix("script token 2 '"))
        }
    }
}
