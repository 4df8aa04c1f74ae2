import AlertDemoKit
import AlertTerminal
import Foundation
import Testing

/// The composed screen of every alert of the tour, compared exactly with
/// `Tests/AlertDemoTests/Golden/NN-name.txt`. Set `ALERT_UPDATE_GOLDEN=1` to rewrite the
/// files on purpose; a missing file is a failure, never created silently.
@MainActor
@Suite struct DemoGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["ALERT_UPDATE_GOLDEN"] == "1"

    @Test func everyTourScreenMatchesItsGoldenFile() throws {
        let snapshots = DemoSnapshots.capture(size: DemoArguments.defaultSize)
        #expect(snapshots.map(\.name).first == "00-app")
        #expect(snapshots.count == DemoTour.plan.count + 3)
        #expect(snapshots.suffix(2).map(\.name) == ["17-inline", "18-secret"])
        for snapshot in snapshots {
            let text = GoldenFrame.text(of: snapshot.frame, title: snapshot.title)
            let file = Self.directory.appendingPathComponent(snapshot.name + ".txt")
            if Self.updating {
                try FileManager.default.createDirectory(
                    at: Self.directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                let message =
                    "missing golden file \(file.path): run ALERT_UPDATE_GOLDEN=1 swift test "
                    + "--filter AlertDemoTests to create it, then review and commit it"
                Issue.record(Comment(rawValue: message))
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != text {
                let expectedLines = expected.split(
                    separator: "\n", omittingEmptySubsequences: false)
                let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let common = min(expectedLines.count, actualLines.count)
                let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
                let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
                let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
                let message =
                    "\(snapshot.name) differs from its golden file at line \(line + 1):\n"
                    + "expected: \(want)\n     got: \(got)\n"
                    + "(ALERT_UPDATE_GOLDEN=1 rewrites the golden files on purpose)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test func noGoldenFileIsLeftOver() throws {
        let names = Set(DemoSnapshots.capture().map { $0.name + ".txt" })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(Set(files.filter { $0.hasSuffix(".txt") }) == names)
    }

    @Test func snapshotsAreDeterministic() {
        let first = DemoSnapshots.capture(size: DemoSize(columns: 60, rows: 20))
        let second = DemoSnapshots.capture(size: DemoSize(columns: 60, rows: 20))
        #expect(first == second)
    }
}
