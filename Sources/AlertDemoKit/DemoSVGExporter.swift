import AlertTerminal
import Foundation

/// Writes the tour's snapshots as SVG files (`DIR/NN-slug.svg`), for the docs.
@MainActor
public enum DemoSVGExporter {
    /// Renders every snapshot at `size` and writes it into `directory` (created if needed).
    /// Returns the file names written, in order. Deterministic: the same size writes the
    /// same bytes.
    ///
    /// - Throws: the file system's error when the directory or a file cannot be written.
    @discardableResult
    public static func export(to directory: String, size: DemoSize) throws -> [String] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = TerminalSVGWriter()
        var names: [String] = []
        for snapshot in DemoSnapshots.capture(size: size) {
            let name = snapshot.name + ".svg"
            let svg = writer.svg(for: snapshot.frame, title: "alert-demo: \(snapshot.title)")
            try Data(svg.utf8).write(to: folder.appendingPathComponent(name))
            names.append(name)
        }
        return names
    }
}
