import Foundation
import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct DemoSVGExporterTests {
    @Test func writesTheSameBytesEveryTime() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-demo-export-\(getpid())")
        defer { try? FileManager.default.removeItem(at: base) }
        let size = DemoSize(columns: 60, rows: 20)
        let first = try DemoSVGExporter.export(
            to: base.appendingPathComponent("a").path, size: size)
        let second = try DemoSVGExporter.export(
            to: base.appendingPathComponent("b").path, size: size)
        #expect(first == second)
        #expect(first.count == DemoTour.plan.count + 3)
        for name in first {
            let a = FileManager.default.contents(
                atPath: base.appendingPathComponent("a/\(name)").path)
            let b = FileManager.default.contents(
                atPath: base.appendingPathComponent("b/\(name)").path)
            #expect(a != nil && a == b, "\(name)")
        }
    }

    /// The README shows `docs/*.svg`: they must be what `alert-demo --svg docs` writes now.
    @Test func theREADMEPicturesAreTheCurrentOutput() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs")
        let fresh = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-demo-docs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let names = try DemoSVGExporter.export(to: fresh.path, size: DemoArguments.defaultSize)
        #expect(!names.isEmpty)
        for name in names {
            let committed = FileManager.default.contents(
                atPath: docs.appendingPathComponent(name).path)
            let current = FileManager.default.contents(
                atPath: fresh.appendingPathComponent(name).path)
            #expect(
                committed != nil && committed == current,
                "docs/\(name) is stale: run `swift run alert-demo --svg docs` and commit it")
        }
    }

    @Test func aDirectoryUnderAFileIsATypedError() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-demo-export-file-\(getpid())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let target = file.path + "/sub\u{1B}[2J"
        do {
            try DemoSVGExporter.export(to: target, size: DemoSize(columns: 60, rows: 20))
            Issue.record("wrote under a regular file")
        } catch {
            guard case .cannotWrite(let path, let reason) = error else { return }
            #expect(path == target)
            #expect(!reason.isEmpty)
            #expect(error.description == "cannot write \(file.path)/sub: Not a directory")
            #expect(!error.description.contains("\u{1B}"))
        }
    }
}
