import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The text of a pager, its lines cut into rows for one width (see `TextRows`), and the
/// row at the top of the view: what `PagerItem` scrolls and searches.
///
/// Rows are made only for the lines a frame shows or a move crosses, and kept for the
/// lines seen last, never for the whole text: a step costs O(1) lines, a page O(its rows),
/// a frame O(the rows it shows), whatever the length of the text. Splitting the text into
/// lines is O(n) once; a search reads the lines it passes, O(n) at most.
package struct PagerDocument {
    /// A row of the text: row `row` of line `line`.
    package struct Position: Hashable, Comparable, Sendable {
        /// The line, from 0.
        package var line: Int
        /// The row of the line, from 0.
        package var row: Int

        /// Creates a position.
        package init(line: Int, row: Int) {
            self.line = line
            self.row = row
        }

        /// Earlier in the text.
        package static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.row) < (rhs.line, rhs.row)
        }
    }

    /// Where a search found its text: characters `range` of line `line` (tabs expanded).
    package struct Match: Hashable, Sendable {
        /// The line, from 0.
        package var line: Int
        /// The characters matched.
        package var range: Range<Int>
    }

    /// A row the view shows: where it is, and its characters.
    package struct Row {
        /// Where the row is.
        package var position: Position
        /// The characters of the row, at their offsets in their (tab-expanded) line.
        package var characters: ArraySlice<Character>
    }

    /// The lines of the text, without their line breaks (a last empty line, after the
    /// text's final line break, is left out).
    package private(set) var lines: [Substring]
    /// Whether the text had no line yet: its one empty line is a stand-in that the first
    /// appended lines replace.
    private var isEmptyText: Bool
    /// The row at the top of the view.
    package private(set) var top = Position(line: 0, row: 0)
    /// How many rows the view shows.
    package private(set) var pageRows = 1
    private var maxWidth: CGFloat = 0
    private var measurer: any AlertTextMeasuring = MonospaceTextMeasurer.cells
    /// The rows of the lines seen last, by line.
    private var wrapped: [Int: Wrapped] = [:]
    /// The top of the last page, once computed for this width and page.
    private var lastTopCache: Position?

    /// A line with its tabs expanded, and its rows.
    private struct Wrapped {
        var characters: [Character]
        var rows: [Range<Int>]
    }

    /// The most lines whose rows are kept; past it they are made again as they are met.
    private static let keptLines = 4096

    /// Splits `text` into lines at every line break (LF, CRLF, CR and the other Unicode
    /// breaks). O(n).
    package init(text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
        isEmptyText = text.isEmpty
    }

    /// Adds `newLines` (each without its line break) after the last line: the text of a
    /// pager that is read while it is shown. The view stays where it is. O(`newLines`).
    package mutating func append(lines newLines: some Sequence<String>) {
        let added = newLines.map { Substring($0) }
        guard !added.isEmpty else { return }
        if isEmptyText {
            lines = []
            wrapped = [:]
            isEmptyText = false
        }
        lines.append(contentsOf: added)
        lastTopCache = nil
    }

    /// Sets the width rows are cut to, how many rows the view shows (at least 1) and the
    /// measurer. A new width makes rows again as they are met, and keeps the top line in
    /// view (at its first row).
    package mutating func configure(
        maxWidth: CGFloat, pageRows: Int, measurer: any AlertTextMeasuring
    ) {
        let width = maxWidth.isFinite ? max(maxWidth, 1) : 1
        if width != self.maxWidth {
            self.maxWidth = width
            self.measurer = measurer
            wrapped = [:]
            lastTopCache = nil
            top.row = 0
        }
        if max(pageRows, 1) != self.pageRows {
            self.pageRows = max(pageRows, 1)
            lastTopCache = nil
        }
        top = min(top, lastTop)
    }

    // MARK: Rows

    /// The width of one character as the view draws it.
    private func width(_ character: Character) -> CGFloat {
        measurer.width(of: String(character), role: .message)
    }

    /// Line `line` with its tabs expanded and its rows, made when not kept.
    private mutating func wrap(_ line: Int) -> Wrapped {
        if let kept = wrapped[line] { return kept }
        let characters = Array(TextRows.expandingTabs(lines[line], width: width))
        let made = Wrapped(
            characters: characters,
            rows: TextRows.rows(of: characters, maxWidth: maxWidth, width: width))
        if wrapped.count >= Self.keptLines { wrapped = [:] }
        wrapped[line] = made
        return made
    }

    /// How many rows line `line` takes.
    package mutating func rowCount(ofLine line: Int) -> Int {
        wrap(line).rows.count
    }

    /// The row after (`step` 1) or before (`step` -1) `position`, or nil at the end.
    private mutating func neighbour(of position: Position, _ step: Int) -> Position? {
        if step > 0 {
            if position.row + 1 < rowCount(ofLine: position.line) {
                return Position(line: position.line, row: position.row + 1)
            }
            guard position.line + 1 < lines.count else { return nil }
            return Position(line: position.line + 1, row: 0)
        }
        if position.row > 0 { return Position(line: position.line, row: position.row - 1) }
        guard position.line > 0 else { return nil }
        return Position(line: position.line - 1, row: rowCount(ofLine: position.line - 1) - 1)
    }

    /// The top of the last page: the page that ends with the text's last row (the first
    /// row when the whole text fits). O(page) the first time for a width and a page.
    package mutating func lastTopPosition() -> Position { lastTop }

    private var lastTop: Position {
        mutating get {
            if let lastTopCache { return lastTopCache }
            let last = lines.count - 1
            var position = Position(line: last, row: rowCount(ofLine: last) - 1)
            for _ in 1..<pageRows {
                guard let previous = neighbour(of: position, -1) else { break }
                position = previous
            }
            lastTopCache = position
            return position
        }
    }

    /// Whether the view shows the text's last row.
    package mutating func isAtEnd() -> Bool { top >= lastTop }

    /// The rows the view shows, from the top: at most ``pageRows``. O(those rows).
    package mutating func visibleRows() -> [Row] {
        var rows: [Row] = []
        var position: Position? = top
        while let current = position, rows.count < pageRows {
            let line = wrap(current.line)
            rows.append(
                Row(position: current, characters: line.characters[line.rows[current.row]]))
            position = neighbour(of: current, 1)
        }
        return rows
    }

    // MARK: Moving

    /// Moves the top by `rows` rows (down when positive), within the text: never past the
    /// last page. Returns whether it moved. O(|rows|).
    @discardableResult
    package mutating func scroll(by rows: Int) -> Bool {
        let start = top
        let end = lastTop
        var position = top
        for _ in 0..<abs(rows) {
            if rows > 0, position >= end { break }
            guard let next = neighbour(of: position, rows > 0 ? 1 : -1) else { break }
            position = next
        }
        top = min(position, end)
        return top != start
    }

    /// Goes to the first row. Returns whether it moved.
    @discardableResult
    package mutating func scrollToStart() -> Bool {
        defer { top = Position(line: 0, row: 0) }
        return top != Position(line: 0, row: 0)
    }

    /// Goes to the last page. Returns whether it moved.
    @discardableResult
    package mutating func scrollToEnd() -> Bool {
        let end = lastTop
        defer { top = end }
        return top != end
    }

    /// Scrolls `match` into view: the view stays when its row shows; else its row goes to
    /// the top (or the last page, near the end). O(page).
    package mutating func reveal(_ match: Match) {
        let rows = wrap(match.line).rows
        let row = rows.lastIndex { $0.lowerBound <= match.range.lowerBound } ?? 0
        let target = Position(line: match.line, row: row)
        var position = top
        for _ in 0..<pageRows {
            if position == target { return }
            guard let next = neighbour(of: position, 1) else { break }
            position = next
        }
        top = min(target, lastTop)
    }

    // MARK: Searching

    /// The next match of `query` (letter case ignored) after (`forward`) or before a point,
    /// going round the text's end once; `wrapped` says whether it went round. Forward, a
    /// match may start at `offset` of `line` when `inclusive`, else after it; backward it
    /// starts before `offset`. Nil when the text has no match or the query is empty. O(n)
    /// in the text read.
    package func find(
        _ query: String, fromLine line: Int, offset: Int, forward: Bool, inclusive: Bool
    ) -> (match: Match, wrapped: Bool)? {
        guard !query.isEmpty, lines.indices.contains(line) else { return nil }
        let needle = query.map { $0.lowercased() }
        let count = lines.count
        // The start line is read twice: its part on the way, and its other part last.
        for step in 0...count {
            let index = ((forward ? line + step : line - step) % count + count) % count
            let ranges = matches(of: needle, inLine: index)
            let found: Range<Int>?
            if step == 0 {
                found =
                    forward
                    ? ranges.first { inclusive ? $0.lowerBound >= offset : $0.lowerBound > offset }
                    : ranges.last { $0.lowerBound < offset }
            } else if step == count {
                found =
                    forward
                    ? ranges.first { inclusive ? $0.lowerBound < offset : $0.lowerBound <= offset }
                    : ranges.last { $0.lowerBound >= offset }
            } else {
                found = forward ? ranges.first : ranges.last
            }
            if let found {
                let wrapped =
                    forward ? index < line || step == count : index > line || step == count
                return (Match(line: index, range: found), wrapped)
            }
        }
        return nil
    }

    /// The matches of `needle` (a query's characters, lowercased) in line `line` (tabs
    /// expanded), letter case ignored, in order, as character ranges; none overlap.
    private func matches(of needle: [String], inLine line: Int) -> [Range<Int>] {
        let raw = lines[line]
        // Most lines hold no match: they are looked at once, without a copy.
        guard Self.range(of: needle, in: raw, from: raw.startIndex) != nil else { return [] }
        let text = TextRows.expandingTabs(raw, width: width)
        var ranges: [Range<Int>] = []
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = Self.range(of: needle, in: text, from: searchStart)
        {
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            let upper = text.distance(from: text.startIndex, to: found.upperBound)
            ranges.append(lower..<max(upper, lower + 1))
            searchStart =
                found.upperBound > found.lowerBound
                ? found.upperBound : text.index(after: found.lowerBound)
        }
        return ranges
    }

    /// The first range at or after `start` whose characters, lowercased, are `needle`'s (a
    /// query's characters lowercased); nil for an empty needle. O(n·m).
    private static func range<Text: StringProtocol>(
        of needle: [String], in text: Text, from start: Text.Index
    ) -> Range<Text.Index>? {
        guard !needle.isEmpty else { return nil }
        var candidate = start
        while candidate < text.endIndex {
            var index = candidate
            var matched = true
            for folded in needle {
                guard index < text.endIndex, Self.lowercases(text[index], to: folded) else {
                    matched = false
                    break
                }
                text.formIndex(after: &index)
            }
            if matched { return candidate..<index }
            text.formIndex(after: &candidate)
        }
        return nil
    }

    /// Whether `character` lowercased is `folded`: `lowercased()`'s answer, found without
    /// making a string for an ASCII letter (most of what a pager searches).
    private static func lowercases(_ character: Character, to folded: String) -> Bool {
        guard let ascii = character.asciiValue, character != "\r\n" else {
            return character.lowercased() == folded
        }
        let lower = (0x41...0x5A).contains(ascii) ? ascii + 0x20 : ascii
        var bytes = folded.utf8.makeIterator()
        return bytes.next() == lower && bytes.next() == nil
    }

    /// The character offset where row `position` starts in its line.
    package mutating func offset(of position: Position) -> Int {
        let rows = wrap(position.line).rows
        return rows.indices.contains(position.row) ? rows[position.row].lowerBound : 0
    }

    /// Line `line` as the view shows it: tabs expanded.
    package func displayLine(_ line: Int) -> String {
        TextRows.expandingTabs(lines[line], width: width)
    }
}
