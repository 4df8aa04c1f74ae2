import Testing

@testable import TerminalKit

@Suite struct TerminalSVGWriterTests {
    private let writer = TerminalSVGWriter()

    @Test func isWellFormedXMLSizedByTheGrid() throws {
        var buffer = CellBuffer(width: 12, height: 3)
        buffer.write("hello", at: TerminalPoint(column: 1, row: 1))
        let document = try SVGDocument(writer.svg(for: buffer, title: "A <screen>"))
        #expect(document.root.value(of: "width") == "108")
        #expect(document.root.value(of: "height") == "54")
        #expect(document.root.value(of: "viewBox") == "0 0 108 54")
        #expect(document.root.elements(forName: "title").first?.stringValue == "A <screen>")
    }

    @Test func escapesMarkupCharacters() throws {
        var buffer = CellBuffer(width: 12, height: 1)
        buffer.write("a<b&c>\"d'", at: .zero)
        let svg = writer.svg(for: buffer)
        #expect(svg.contains("a&lt;b&amp;c&gt;&quot;d&apos;"))
        #expect(!svg.contains("a<b"))
        let document = try SVGDocument(svg)
        #expect(document.texts.map(\.content) == ["a<b&c>\"d'"])
    }

    @Test func placesEachWideGlyphOnItsOwnCentredOnItsTwoCells() throws {
        var buffer = CellBuffer(width: 10, height: 2)
        buffer.write("你好ab", at: TerminalPoint(column: 2, row: 1))
        let document = try SVGDocument(writer.svg(for: buffer))
        let wide = document.texts.filter(\.isCentred)
        #expect(wide.map(\.content) == ["你", "好"])
        #expect(wide.map(\.xs) == [[27], [45]])
        #expect(wide.allSatisfy { $0.y == 18 + writer.baselineOffset })
        let narrow = document.texts.filter { !$0.isCentred }
        #expect(narrow.map(\.content) == ["ab"])
        #expect(narrow.first?.xs == [54, 63])
    }

    @Test func sameFrameGivesTheSameBytes() {
        var first = CellBuffer(width: 8, height: 2)
        first.write("中x", at: .zero, style: TerminalStyle(foreground: .ansi(2)))
        var second = CellBuffer(width: 8, height: 2)
        second.write("yy", at: .zero)
        second.write("中x", at: .zero, style: TerminalStyle(foreground: .ansi(2)))
        #expect(writer.svg(for: first) == writer.svg(for: second))
        #expect(writer.svg(for: first) != writer.svg(for: CellBuffer(width: 8, height: 2)))
    }

    @Test func mergesEqualBackgroundsAcrossColumnsAndRows() throws {
        var buffer = CellBuffer(width: 10, height: 4)
        buffer.fill(
            TerminalRect(column: 2, row: 1, width: 3, height: 2),
            style: TerminalStyle(background: .rgb(255, 0, 0)))
        let document = try SVGDocument(writer.svg(for: buffer))
        let backgrounds = document.rects.filter { $0.group == "background" }
        #expect(
            backgrounds == [
                SVGDocument.Rect(
                    group: "background", x: 18, y: 18, width: 27, height: 36, fill: "#ff0000")
            ])
    }

    @Test func drawsHalfBlocksAsExactRectangles() throws {
        var buffer = CellBuffer(width: 3, height: 1)
        let style = TerminalStyle(foreground: .rgb(0, 0, 255), background: .rgb(0, 255, 0))
        buffer.write("▀▀", at: .zero, style: style)
        let document = try SVGDocument(writer.svg(for: buffer))
        #expect(document.texts.isEmpty)
        let blocks = document.rects.filter { $0.group == "blocks" }
        #expect(
            blocks == [
                SVGDocument.Rect(group: "blocks", x: 0, y: 0, width: 18, height: 9, fill: "#0000ff")
            ])
        #expect(document.rects.contains { $0.group == "background" && $0.fill == "#00ff00" })
    }

    @Test func writesWeightSlantAndUnderline() throws {
        var buffer = CellBuffer(width: 6, height: 1)
        let style = TerminalStyle(foreground: .ansi(1), attributes: [.bold, .italic, .underline])
        buffer.write("a b", at: .zero, style: style)
        let document = try SVGDocument(writer.svg(for: buffer))
        #expect(document.texts.count == 2)
        for text in document.texts {
            #expect(text.attributes["font-weight"] == "bold")
            #expect(text.attributes["font-style"] == "italic")
            #expect(text.attributes["fill"] == "#cd0000")
        }
        let underline = document.rects.filter { $0.group == "underline" }
        #expect(underline.count == 1)
        let line = try #require(underline.first)
        #expect(line.x == 0 && line.width == 27 && line.fill == "#cd0000")
    }

    @Test func dimAndReverseChangeTheColours() throws {
        var buffer = CellBuffer(width: 2, height: 1)
        let palette = TerminalSVGPalette(
            foreground: SVGColor(red: 200, green: 200, blue: 200),
            background: SVGColor(red: 0, green: 0, blue: 0))
        buffer.write("x", at: .zero, style: TerminalStyle(attributes: .dim))
        buffer.write("y", at: TerminalPoint(column: 1, row: 0), style: .init(attributes: .reverse))
        let document = try SVGDocument(TerminalSVGWriter(palette: palette).svg(for: buffer))
        #expect(document.texts.map { $0.attributes["fill"] } == ["#646464", "#000000"])
        #expect(document.rects.contains { $0.group == "background" && $0.fill == "#c8c8c8" })
    }

    @Test func randomFramesRoundTripThroughTheirGlyphPositions() throws {
        let alphabet = ["a", "Z", "<", "&", " ", "中", "好", "é", "e\u{301}", "😀", "▀", "─", "\""]
        for seed in UInt64(1)...40 {
            var generator = SplitMix64(seed: seed)
            var buffer = CellBuffer(
                width: Int.random(in: 1...20, using: &generator),
                height: Int.random(in: 1...5, using: &generator))
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                let text = (0..<Int.random(in: 1...6, using: &generator))
                    .map { _ in alphabet.randomElement(using: &generator)! }.joined()
                let point = TerminalPoint(
                    column: Int.random(in: -2..<buffer.width, using: &generator),
                    row: Int.random(in: 0..<buffer.height, using: &generator))
                let style = TerminalStyle(
                    foreground: .indexed(UInt8.random(in: 0...255, using: &generator)),
                    attributes: .init(rawValue: UInt8.random(in: 0...31, using: &generator)))
                buffer.write(text, at: point, style: style)
            }
            let document = try SVGDocument(writer.svg(for: buffer))
            let glyphs = document.glyphs(
                cellWidth: writer.cellWidth, cellHeight: writer.cellHeight,
                baseline: writer.baselineOffset)
            var expected: [SVGDocument.Cell: String] = [:]
            for row in 0..<buffer.height {
                for column in 0..<buffer.width {
                    let cell = buffer[column, row]
                    guard !cell.isContinuation, cell.grapheme != " ", cell.grapheme != "▀"
                    else { continue }
                    expected[SVGDocument.Cell(column: column, row: row)] = String(cell.grapheme)
                }
            }
            #expect(glyphs == expected, "seed \(seed)")
        }
    }

    @Test func theTitleIsSanitisedBeforeItIsEscaped() throws {
        let hostile = "a\u{9B}31m\u{202E}b\u{1B}]0;x\u{07}<c>\u{1}\nd"
        let svg = writer.svg(for: CellBuffer(width: 2, height: 1), title: hostile)
        #expect(
            !svg.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || $0.value == 0x202E
            })
        let document = try SVGDocument(svg)
        #expect(
            document.root.elements(forName: "title").first?.stringValue
                == "ab<c>\u{FFFD}\u{FFFD}d")
    }
}
