import AlertTerminal
import Foundation
import TerminalKit

/// A composed frame as canonical text for golden files: the plain text rows (each between
/// `|` so trailing spaces show), then a style map (per row, runs of cells `start+count:id`),
/// then the legend of style ids. Deterministic: ids are numbered in reading order.
enum GoldenFrame {
    static func text(of frame: CellBuffer, title: String) -> String {
        var out = "# \(title) (\(frame.width)x\(frame.height))\n## text\n"
        for row in 0..<frame.height {
            out += "|\(frame.text(row: row))|\n"
        }
        var ids: [TerminalStyle: Int] = [:]
        var legend: [String] = []
        out += "## styles\n"
        for row in 0..<frame.height {
            var runs: [String] = []
            var start = 0
            while start < frame.width {
                let style = frame[start, row].style
                var end = start + 1
                while end < frame.width, frame[end, row].style == style { end += 1 }
                let id: Int
                if let known = ids[style] {
                    id = known
                } else {
                    id = ids.count
                    ids[style] = id
                    legend.append("s\(id) = \(describe(style))")
                }
                runs.append("\(start)+\(end - start):s\(id)")
                start = end
            }
            out += "\(row): " + runs.joined(separator: " ") + "\n"
        }
        out += "## legend\n" + legend.joined(separator: "\n") + "\n"
        return out
    }

    static func describe(_ style: TerminalStyle) -> String {
        var parts = ["fg \(describe(style.foreground))", "bg \(describe(style.background))"]
        let names: [(TerminalStyle.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.reverse, "reverse"),
        ]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }

    static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let index): return "ansi\(index)"
        case .indexed(let index): return "idx\(index)"
        case .rgb(let red, let green, let blue):
            return "#"
                + [red, green, blue].map { byte in
                    let hex = String(byte, radix: 16)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
    }
}
