import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed SVG picture of a terminal screen, for the writer's tests: it fails to parse
/// unless the SVG is well-formed XML, and rebuilds the grid of glyphs from the `<text>`
/// elements' positions.
struct SVGDocument {
    /// One `<text>` element.
    struct Text {
        var xs: [Int]
        var y: Int
        var isCentred: Bool
        var content: String
        var attributes: [String: String]
    }

    /// One `<rect>` element and the id of the group it is in.
    struct Rect: Equatable {
        var group: String
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var fill: String
    }

    let root: XMLElement
    let texts: [Text]
    let rects: [Rect]

    init(_ svg: String) throws {
        let document = try XMLDocument(xmlString: svg, options: [])
        guard let root = document.rootElement(), root.name == "svg" else {
            throw SVGDocumentError.noSVGRoot
        }
        self.root = root
        var texts: [Text] = []
        var rects: [Rect] = []
        for group in root.elements(forName: "g") {
            let id = group.value(of: "id")
            for rect in group.elements(forName: "rect") {
                rects.append(
                    Rect(
                        group: id, x: rect.integer("x"), y: rect.integer("y"),
                        width: rect.integer("width"), height: rect.integer("height"),
                        fill: rect.value(of: "fill")))
            }
            for text in group.elements(forName: "text") {
                var attributes: [String: String] = [:]
                for attribute in text.attributes ?? [] {
                    attributes[attribute.name ?? ""] = attribute.stringValue ?? ""
                }
                let xs = (attributes["x"] ?? "").split(separator: " ").compactMap { Int($0) }
                texts.append(
                    Text(
                        xs: xs, y: Int(attributes["y"] ?? "") ?? -1,
                        isCentred: attributes["text-anchor"] == "middle",
                        content: text.stringValue ?? "", attributes: attributes))
            }
        }
        self.texts = texts
        self.rects = rects
    }

    /// The glyphs by (column, row), rebuilt from the text positions: a centred element is a
    /// wide glyph centred on its two cells; otherwise each character sits at its own x.
    func glyphs(cellWidth: Int, cellHeight: Int, baseline: Int) -> [Cell: String] {
        var grid: [Cell: String] = [:]
        for text in texts {
            let row = (text.y - baseline) / cellHeight
            if text.isCentred {
                grid[Cell(column: (text.xs[0] - cellWidth) / cellWidth, row: row)] = text.content
                continue
            }
            for (x, character) in zip(text.xs, text.content) {
                grid[Cell(column: x / cellWidth, row: row)] = String(character)
            }
        }
        return grid
    }

    /// A cell position.
    struct Cell: Hashable {
        var column: Int
        var row: Int
    }
}

enum SVGDocumentError: Error {
    case noSVGRoot
}

extension XMLElement {
    /// The value of the attribute `name`, or "" (looked up in ``attributes``: corelibs'
    /// `attribute(forName:)` misses attributes of elements in a default namespace).
    func value(of name: String) -> String {
        attributes?.first { $0.name == name }?.stringValue ?? ""
    }

    fileprivate func integer(_ name: String) -> Int {
        Int(value(of: name)) ?? -1
    }
}
