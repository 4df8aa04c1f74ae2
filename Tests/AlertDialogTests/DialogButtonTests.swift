import AlertCommandKit
import Testing

@testable import AlertDialog

/// The exit statuses, and dialog's variables that change them.
struct DialogButtonTests {
    @Test func eachButtonHasItsProgramsStatus() {
        let buttons: [DialogButton] = [.ok, .cancel, .help, .extra, .escape, .timeout, .error]
        #expect(
            buttons.map { $0.exitStatus(for: .dialog, environment: [:]) }
                == [0, 1, 2, 3, 255, 255, 255])
        #expect(DialogButton.cancel.exitStatus(for: .whiptail, environment: [:]) == 1)
    }

    @Test func dialogsVariablesChangeTheStatusWhiptailIgnoresThem() {
        let environment = ["DIALOG_CANCEL": "7", "DIALOG_ESC": "-1", "DIALOG_OK": "junk"]
        #expect(DialogButton.cancel.exitStatus(for: .dialog, environment: environment) == 7)
        #expect(DialogButton.escape.exitStatus(for: .dialog, environment: environment) == 255)
        #expect(DialogButton.ok.exitStatus(for: .dialog, environment: environment) == 0)
        #expect(DialogButton.cancel.exitStatus(for: .whiptail, environment: environment) == 1)
    }

    @Test func actionIndicesGoBothWays() {
        for button in [DialogButton.ok, .cancel, .help, .extra] {
            #expect(button.actionIndex.map(DialogButton.init(actionIndex:)) == button)
        }
        #expect(DialogButton.escape.actionIndex == nil)
    }
}
