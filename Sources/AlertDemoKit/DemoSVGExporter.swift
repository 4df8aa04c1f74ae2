import AlertTerminal
import Foundation
import TerminalKit

/// Writes the tour's snapshots as SVG files (`DIR/NN-slug.svg`), for the docs.
@MainActor
package enum DemoSVGExporter {
    /// Renders every snapshot at `size` and writes it into `directory` (created if needed).
    /// Returns the file names written, in order. Deterministic: the same size writes the
    /// same bytes.
    ///
    /// - Throws: ``DemoSVGExportError/cannotWrite(path:reason:)`` naming the directory or
    ///   file that could not be created or written.
    @discardableResult
    package static func export(to directory: String, size: DemoSize) throws(DemoSVGExportError)
        -> [String]
    {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory, reason: reason(for: error))
        }
        let writer = TerminalSVGWriter()
        var names: [String] = []
        for snapshot in DemoSnapshots.capture(size: size) {
            let name = snapshot.name + ".svg"
            let svg = writer.svg(for: snapshot.frame, title: "alert-demo: \(snapshot.title)")
            let file = folder.appendingPathComponent(name)
            do {
                try Data(svg.utf8).write(to: file)
            } catch {
                throw .cannotWrite(path: file.path, reason: reason(for: error))
            }
            names.append(name)
        }
        return names
    }

    /// The file system's explanation: the underlying POSIX error's text ("Not a directory")
    /// when there is one, else the error's localized description.
    private static func reason(for error: any Error) -> String {
        let wrapper = error as NSError
        if let underlying = wrapper.userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain, posix.code > 0, posix.code < Int(Int32.max) {
                return String(cString: strerror(Int32(posix.code)))
            }
            return posix.localizedDescription
        }
        return wrapper.localizedDescription
    }
}

/// Why ``DemoSVGExporter`` could not write the pictures.
package enum DemoSVGExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The directory or file at `path` could not be created or written; `reason` is the
    /// file system's explanation.
    case cannotWrite(path: String, reason: String)

    /// A one-line message for standard error, with the path and reason sanitised.
    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write \(TextSanitizer.sanitize(path)): \(TextSanitizer.sanitize(reason))"
        }
    }
}
