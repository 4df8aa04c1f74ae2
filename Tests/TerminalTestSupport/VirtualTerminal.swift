import TerminalKit

/// A small terminal emulator (a subset of ECMA-48 and xterm) that replays what the renderer
/// writes into a screen of cells, so tests can check the screen rather than the bytes.
///
/// Understands: UTF-8 text clustered into graphemes (a grapheme is complete when the next
/// scalar starts a new one or any control or escape arrives) measured by ``TerminalWidth``;
/// CR, LF (optionally as CR LF, like a tty with ONLCR), BS; CUP, CUU, CUD, CUF, CUB, EL, ED,
/// ECH (erasing with the pen's background, the cursor staying); REP right after a printed
/// grapheme (anywhere else it is recorded as unsupported);
/// SGR with 16, 256 and 24-bit colours; DEC private modes 2026 and 7 (autowrap) set/reset;
/// DECSC and DECRC (`ESC 7`, `ESC 8`) for the cursor's place.
/// Printing at the right margin leaves a pending wrap as xterm does; a wide glyph that does
/// not fit wraps first. With autowrap off, the last column is written over instead.
/// Writing over half of a wide glyph blanks the other half. Anything else is recorded in
/// ``unsupported`` so tests can fail on it.
package struct VirtualTerminal {
    package private(set) var width: Int
    package private(set) var height: Int
    package var ambiguous: TerminalWidth.AmbiguousWidth = .narrow
    /// Whether LF also returns the carriage (a tty with ONLCR).
    package var lineFeedReturns = false
    package private(set) var cells: [EmulatedCell]
    package private(set) var row = 0
    package private(set) var column = 0
    package private(set) var pendingWrap = false
    /// Whether text written past the right margin goes on at the next line (DECAWM).
    package private(set) var autowraps = true
    /// The cursor kept by DECSC (`ESC 7`), for DECRC (`ESC 8`).
    private var saved = (row: 0, column: 0, pendingWrap: false)
    package private(set) var pen = TerminalStyle.plain
    package private(set) var synchronizedOutput = false
    package private(set) var synchronizedFrames = 0
    package private(set) var scrollCount = 0
    package private(set) var unsupported: [String] = []
    /// Whether REP repeats only an ASCII character, as tmux 3.3 does (it ignores REP after
    /// any other): a terminal whose REP the renderer must not trust.
    package var repeatsOnlyASCII = false

    /// The graphic character just printed, while nothing else has come since: what REP
    /// repeats.
    private var repeatable: Character?
    private var cluster = ""
    private var utf8Pending: [UInt8] = []
    private var utf8Needed = 0
    private var state = ParserState.ground
    private var parameters = ""

    private enum ParserState {
        case ground
        case escape
        case controlSequence
    }

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: EmulatedCell(), count: width * height)
    }

    package subscript(column: Int, row: Int) -> EmulatedCell {
        cells[row * width + column]
    }

    /// The text of a row (continuation cells contribute nothing).
    package func text(row: Int) -> String {
        var result = ""
        for column in 0..<width where !self[column, row].isContinuation {
            result.append(self[column, row].grapheme)
        }
        return result
    }

    /// The terminal resized as xterm does, without reflowing lines: each row is cut or
    /// padded to the new width; when there are fewer rows, the rows below the cursor go
    /// first, then the top rows (they scroll away).
    package mutating func resize(width newWidth: Int, height newHeight: Int) {
        commitCluster()
        var rows: [[EmulatedCell]] = (0..<height).map { row in
            var cells = Array(self.cells[row * width..<(row + 1) * width])
            if newWidth < width {
                cells.removeLast(width - newWidth)
                if let last = cells.last, last.width == 2 {
                    cells[newWidth - 1] = .blank(last.style)
                }
            } else {
                cells += repeatElement(EmulatedCell(), count: newWidth - width)
            }
            return cells
        }
        if newHeight < height {
            let fromBottom = min(height - newHeight, height - 1 - row)
            rows.removeLast(fromBottom)
            let fromTop = rows.count - newHeight
            rows.removeFirst(fromTop)
            row -= fromTop
        } else {
            rows += repeatElement(
                Array(repeating: EmulatedCell(), count: newWidth), count: newHeight - height)
        }
        width = newWidth
        height = newHeight
        cells = rows.flatMap { $0 }
        column = min(column, newWidth - 1)
        pendingWrap = false
    }

    package mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes {
            decode(byte)
        }
        commitCluster()
    }

    // MARK: UTF-8

    private mutating func decode(_ byte: UInt8) {
        if utf8Needed > 0 {
            if byte & 0xC0 == 0x80 {
                utf8Pending.append(byte)
                utf8Needed -= 1
                if utf8Needed == 0 {
                    let scalar = String(decoding: utf8Pending, as: UTF8.self).unicodeScalars.first
                    utf8Pending = []
                    process(scalar ?? "\u{FFFD}")
                }
                return
            }
            utf8Pending = []
            utf8Needed = 0
            process("\u{FFFD}")
        }
        switch byte {
        case 0..<0x80: process(Unicode.Scalar(byte))
        case 0xC0..<0xE0: start(byte, needing: 1)
        case 0xE0..<0xF0: start(byte, needing: 2)
        case 0xF0..<0xF8: start(byte, needing: 3)
        default: process("\u{FFFD}")
        }
    }

    private mutating func start(_ byte: UInt8, needing count: Int) {
        utf8Pending = [byte]
        utf8Needed = count
    }

    // MARK: Parsing

    private mutating func process(_ scalar: Unicode.Scalar) {
        switch state {
        case .ground:
            ground(scalar)
        case .escape:
            if scalar == "[" {
                state = .controlSequence
                parameters = ""
            } else if scalar == "7" {
                commitCluster()
                saved = (row, column, pendingWrap)
                state = .ground
            } else if scalar == "8" {
                commitCluster()
                (row, column, pendingWrap) = saved
                state = .ground
            } else {
                unsupported.append("ESC \(scalar)")
                state = .ground
            }
        case .controlSequence:
            if (0x40...0x7E).contains(scalar.value) {
                state = .ground
                execute(final: scalar)
            } else {
                parameters.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func ground(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value) {
            if !cluster.isEmpty {
                var joined = cluster
                joined.unicodeScalars.append(scalar)
                if joined.count == 1 {
                    cluster = joined
                    return
                }
                commitCluster()
            }
            cluster.unicodeScalars.append(scalar)
            return
        }
        commitCluster()
        if value != 0x1B { repeatable = nil }
        switch value {
        case 0x1B:
            state = .escape
        case 0x0D:
            column = 0
            pendingWrap = false
        case 0x0A:
            lineFeed()
            if lineFeedReturns { column = 0 }
            pendingWrap = false
        case 0x08:
            column = max(0, column - 1)
            pendingWrap = false
        default:
            unsupported.append("control \(value)")
        }
    }

    private mutating func lineFeed() {
        if row == height - 1 {
            cells.removeFirst(width)
            cells.append(contentsOf: repeatElement(EmulatedCell(), count: width))
            scrollCount += 1
        } else {
            row += 1
        }
    }

    // MARK: Printing

    private mutating func commitCluster() {
        guard !cluster.isEmpty else { return }
        let grapheme = Character(cluster)
        cluster = ""
        print(grapheme)
    }

    /// Prints one grapheme at the cursor in the pen.
    private mutating func print(_ grapheme: Character) {
        repeatable = grapheme
        let glyphWidth = TerminalWidth.width(of: grapheme, ambiguous: ambiguous)
        guard glyphWidth > 0 else {
            unsupported.append("zero-width grapheme \(grapheme.unicodeScalars.map(\.value))")
            return
        }
        if pendingWrap {
            column = 0
            lineFeed()
            pendingWrap = false
        }
        if column + glyphWidth > width {
            if autowraps {
                column = 0
                lineFeed()
            } else {
                column = max(width - glyphWidth, 0)
            }
        }
        releaseHalves(from: column, to: column + glyphWidth)
        let base = row * width
        cells[base + column] = EmulatedCell(
            grapheme: grapheme, width: glyphWidth, isContinuation: false, style: pen)
        if glyphWidth == 2 {
            cells[base + column + 1] = EmulatedCell(
                grapheme: " ", width: 1, isContinuation: true, style: pen)
        }
        if column + glyphWidth >= width {
            column = width - 1
            pendingWrap = autowraps
        } else {
            column += glyphWidth
        }
    }

    /// Blanks the halves of wide glyphs cut by overwriting `from..<to` of the cursor row.
    private mutating func releaseHalves(from start: Int, to end: Int) {
        let base = row * width
        if start > 0, start < width, cells[base + start].isContinuation {
            cells[base + start - 1] = .blank(cells[base + start - 1].style)
        }
        if end < width, cells[base + end].isContinuation {
            cells[base + end] = .blank(cells[base + end].style)
        }
    }

    // MARK: Control sequences

    private mutating func execute(final: Unicode.Scalar) {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = (isPrivate ? String(parameters.dropFirst()) : parameters)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        func count(_ index: Int) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : 1
        }
        let repeated = repeatable
        repeatable = nil
        switch (final, isPrivate) {
        case ("b", false):
            guard let repeated, numbers.count <= 1 else {
                unsupported.append("REP \(parameters) with no character just printed")
                return
            }
            if repeatsOnlyASCII, !repeated.isASCII { return }
            for _ in 0..<count(0) { print(repeated) }
        case ("H", false), ("f", false):
            row = min(height - 1, count(0) - 1)
            column = min(width - 1, count(1) - 1)
            pendingWrap = false
        case ("A", false):
            row = max(0, row - count(0))
            pendingWrap = false
        case ("B", false):
            row = min(height - 1, row + count(0))
            pendingWrap = false
        case ("C", false):
            column = min(width - 1, column + count(0))
            pendingWrap = false
        case ("D", false):
            column = max(0, column - count(0))
            pendingWrap = false
        case ("K", false):
            let mode = numbers.first ?? 0
            let range = mode == 0 ? column..<width : mode == 1 ? 0..<(column + 1) : 0..<width
            erase(row: row, columns: range)
        case ("J", false):
            eraseDisplay(mode: numbers.first ?? 0)
        case ("X", false):
            erase(row: row, columns: column..<min(width, column + count(0)))
            pendingWrap = false
        case ("m", false):
            selectGraphicRendition(parameters.isEmpty ? [0] : numbers)
        case ("h", true), ("l", true):
            setPrivateModes(numbers, on: final == "h")
        default:
            unsupported.append("CSI \(parameters) \(final)")
        }
    }

    private mutating func erase(row: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let blank = EmulatedCell.blank(TerminalStyle(background: pen.background))
        let base = row * width
        if columns.lowerBound > 0, cells[base + columns.lowerBound].isContinuation {
            cells[base + columns.lowerBound - 1] = blank
        }
        if columns.upperBound < width, cells[base + columns.upperBound].isContinuation {
            cells[base + columns.upperBound] = blank
        }
        for index in columns {
            cells[base + index] = blank
        }
    }

    private mutating func eraseDisplay(mode: Int) {
        switch mode {
        case 0:
            erase(row: row, columns: column..<width)
            for below in (row + 1)..<max(row + 1, height) { erase(row: below, columns: 0..<width) }
        case 1:
            for above in 0..<row { erase(row: above, columns: 0..<width) }
            erase(row: row, columns: 0..<(column + 1))
        default:
            for any in 0..<height { erase(row: any, columns: 0..<width) }
        }
    }

    private mutating func setPrivateModes(_ modes: [Int], on: Bool) {
        for mode in modes {
            if mode == 7 {
                autowraps = on
                pendingWrap = pendingWrap && on
                continue
            }
            guard mode == 2026 else {
                unsupported.append("DEC mode \(mode)")
                continue
            }
            if on == synchronizedOutput {
                unsupported.append("mode 2026 \(on ? "set" : "reset") twice")
            }
            synchronizedOutput = on
            if !on { synchronizedFrames += 1 }
        }
    }

    private mutating func selectGraphicRendition(_ values: [Int]) {
        var index = 0
        while index < values.count {
            let value = values[index]
            index += 1
            switch value {
            case 0: pen = .plain
            case 1: pen.isBold = true
            case 2: pen.isDim = true
            case 3: pen.isItalic = true
            case 4: pen.isUnderlined = true
            case 7: pen.isReversed = true
            case 22:
                pen.isBold = false
                pen.isDim = false
            case 23: pen.isItalic = false
            case 24: pen.isUnderlined = false
            case 27: pen.isReversed = false
            case 30...37: pen.foreground = .ansi(UInt8(value - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .ansi(UInt8(value - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .ansi(UInt8(value - 90 + 8))
            case 100...107: pen.background = .ansi(UInt8(value - 100 + 8))
            case 38, 48:
                guard let color = extendedColor(values, &index) else {
                    unsupported.append("SGR \(values)")
                    return
                }
                if value == 38 { pen.foreground = color } else { pen.background = color }
            default:
                unsupported.append("SGR \(value)")
            }
        }
    }

    private func extendedColor(_ values: [Int], _ index: inout Int) -> TerminalColor? {
        guard index < values.count else { return nil }
        let kind = values[index]
        if kind == 5, index + 1 < values.count {
            defer { index += 2 }
            return .indexed(UInt8(clamping: values[index + 1]))
        }
        if kind == 2, index + 3 < values.count {
            defer { index += 4 }
            return .rgb(
                UInt8(clamping: values[index + 1]), UInt8(clamping: values[index + 2]),
                UInt8(clamping: values[index + 3]))
        }
        return nil
    }
}
