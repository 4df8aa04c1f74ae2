import AlertTestSupport
import Foundation
import Testing

/// whiptail and dialog command lines with no terminal: answered from `ALERT_ANSWERS` by the
/// box's title or text, asked in plain lines, or failed with 255 and a message.
struct DialogUnattendedTests {
    /// Writes `text` to a new answers file and returns its path.
    func answersFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialog-answers-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theAnswersFileAnswersBoxesByTitleOrTextAsTheScriptExpects() throws {
        let file = try answersFile("SSH=no\nChoose an option=#2\nHost name=pi-kitchen\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let environment = ["ALERT_ANSWERS": file]
        let ssh = try PipedAlert.run(
            ["whiptail", "--title", "SSH", "--yesno", "Enable it?", "8", "40"],
            environment: environment)
        #expect(ssh.status == 1)
        let menu = try PipedAlert.run(
            [
                "whiptail", "--menu", "Choose an option", "20", "60", "4", "1 System", "Set up",
                "2 Display", "Screen",
            ], environment: environment)
        #expect(menu.status == 0)
        #expect(menu.standardError.hasSuffix("2 Display"), "the tag, on standard error")
        let host = try PipedAlert.run(
            ["dialog", "--stdout", "--inputbox", "Host name", "8", "40", "raspberrypi"],
            environment: environment)
        #expect(host.status == 0)
        #expect(host.standardOutput == "pi-kitchen")
    }

    @Test func aBoxTheFileDoesNotAnswerFailsWith255AndSaysWhy() throws {
        let file = try answersFile("SSH=yes\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try PipedAlert.run(
            ["whiptail", "--yesno", "Not answered", "8", "40"],
            environment: ["ALERT_ANSWERS": file])
        #expect(run.status == 255)
        #expect(run.standardError.contains("no answer for the alert Not answered"))
    }

    @Test func aMessageBoxTheFileDoesNotAnswerIsWrittenToStandardErrorAndIsOK() throws {
        let file = try answersFile("SSH=yes\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try PipedAlert.run(
            ["whiptail", "--title", "Note", "--msgbox", "Rebooting now", "8", "40"],
            environment: ["ALERT_ANSWERS": file])
        #expect(run.status == 0)
        #expect(run.standardError == "[Note] Rebooting now\n")
    }

    @Test func aMenuIsAnsweredByItsTextBeforeItsSharedTitle() throws {
        let file = try answersFile("Tool=#1\nSystem Options=#2\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let menu = { (text: String) in
            try PipedAlert.run(
                [
                    "whiptail", "--title", "Tool", "--menu", text, "20", "60", "4", "a", "A", "b",
                    "B",
                ], environment: ["ALERT_ANSWERS": file])
        }
        #expect(try menu("System Options").standardError == "b")
        #expect(try menu("Setup Options").standardError == "a")
    }

    @Test func rowsAreAnsweredByTheirTagsAsTheScriptGetsThem() throws {
        let file = try answersFile("Hosts=S4 Hostname\nPick=a,b c\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let menu = try PipedAlert.run(
            [
                "whiptail", "--menu", "Hosts", "20", "60", "4", "S1 Wireless", "SSID",
                "S4 Hostname", "Name",
            ], environment: ["ALERT_ANSWERS": file])
        #expect(menu.status == 0)
        #expect(menu.standardError == "S4 Hostname")
        let list = try PipedAlert.run(
            [
                "dialog", "--checklist", "Pick", "0", "0", "0", "a", "A", "off", "b c", "B", "off",
                "d", "D", "on",
            ], environment: ["ALERT_ANSWERS": file])
        #expect(list.standardError == "a \"b c\"")
    }

    @Test func plainLinesAnswerAndEscIsStill255() throws {
        let yes = try PipedAlert.run(
            ["whiptail", "--yesno", "Sure?", "8", "40"], input: "\n",
            environment: ["ALERT_PLAIN": "1"])
        #expect(yes.status == 0)
        let escape = try PipedAlert.run(
            ["whiptail", "--yesno", "Sure?", "8", "40"], input: "esc\n",
            environment: ["ALERT_PLAIN": "1"])
        #expect(escape.status == 255)
        let list = try PipedAlert.run(
            ["dialog", "--checklist", "Pick", "0", "0", "0", "a", "A", "off", "b c", "B", "off"],
            input: "1,2\n", environment: ["ALERT_PLAIN": "1"])
        #expect(list.status == 0)
        #expect(list.standardError.hasSuffix("a \"b c\""))
    }

    @Test func aClosedAnswerDescriptorIsRefusedBeforeAnythingIsAsked() throws {
        let run = try ShellAlert.run(
            "\"$0\" whiptail --inputbox Name 8 40 2>&- </dev/null; echo \"status=$?\"")
        #expect(run.standardOutput == "status=255\n")
    }
}
