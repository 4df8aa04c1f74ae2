import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The library's file picker: one alert whose list walks the folders.
@MainActor
@Suite struct AlertControllerFilePickerTests {
    /// A folder `root` holding `a.txt`, `.hidden`, and `sub/` with `b.txt`.
    private func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-picker-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: root + "/sub", withIntermediateDirectories: true)
        for file in ["a.txt", ".hidden", "sub/b.txt"] {
            _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data("x".utf8))
        }
        return root
    }

    private func list(of window: HeadlessAlertWindow) throws -> FilterItem {
        let view = try #require(window.attachedAlerts.last as? AlertView)
        return try #require(view.items.lazy.compactMap { $0 as? FilterItem }.first)
    }

    @Test func enterGoesIntoAFolderAndPicksAFileInTheSameAlert() async throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.pickFile("Open", in: root) }
        let shown = try await window.waitForAlert()
        let list = try list(of: window)
        // ../, then sub/ (folders first), then a.txt; no .hidden.
        #expect(list.choices.count == 3)
        #expect(list.choices[1].hasSuffix(" sub/") && list.choices[2].hasSuffix(" a.txt"))
        #expect(window.press(.down) && window.press(.enter), "into sub/")
        #expect(
            window.attachedAlerts.count == 1 && window.attachedAlerts.last === shown,
            "the same alert, its list replaced")
        #expect(list.choices.count == 2 && list.choices[1].hasSuffix(" b.txt"))
        #expect(window.press(.down) && window.press(.enter))
        #expect(await answer.value == root + "/sub/b.txt")
    }

    @Test func aFolderIsPickedByItsOwnRowAndUpGoesUp() async throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.pickFile(in: root + "/sub", kind: .folders) }
        try await window.waitForAlert()
        let list = try list(of: window)
        #expect(list.choices.first == "./ (this folder)")
        #expect(window.press(.down) && window.press(.enter), "../ goes up")
        #expect(list.choices.contains { $0.hasSuffix(" a.txt") })
        #expect(window.press(.enter), "./ picks the folder shown")
        #expect(await answer.value == root)
        let cancelled = Task { await alerts.pickFile(in: root, showsHidden: true) }
        try await window.waitForAlert()
        #expect(try self.list(of: window).choices.contains { $0.hasSuffix(" .hidden") })
        #expect(window.press(.escape))
        #expect(await cancelled.value == nil)
    }

    /// Plain lines and answers files name a path: from the folder shown, or absolute.
    @Test func aTypedPathIsTheAnswer() async throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.pickFile(in: root) }
        try await window.waitForAlert()
        let list = try list(of: window)
        #expect(!list.replaceText(with: "nothing/here"), "a path to nothing is refused")
        #expect(list.replaceText(with: "sub/b.txt"))
        #expect(window.press(.enter))
        #expect(await answer.value == root + "/sub/b.txt")
    }
}
