@testable import TerminalKit

/// Random screens for the conformance tests: a compositor with surfaces at random levels that
/// random edits change step by step (text in many scripts, fills, moves, visibility, dimming,
/// levels, resizes).
@MainActor
struct RandomScene {
    var generator: SplitMix64
    let compositor: TerminalCompositor
    private(set) var surfaces: [TerminalSurface] = []
    /// Where the last write ended, so the next one can continue right after it (the way
    /// graphemes from separate writes end up side by side).
    private var lastWriteEnd:
        (surface: TerminalSurface, point: TerminalPoint, style: TerminalStyle)?

    /// Graphemes to write: ASCII, CJK, Hangul, emoji (presentation, VS16, modifiers, ZWJ,
    /// flags, lone regional indicators), combining marks, ambiguous, joining troublemakers.
    static let alphabet: [String] = [
        "a", "b", "Z", "0", " ", "~", "é", "e\u{301}", "中", "文", "字", "한", "국", "あ",
        "Ａ", "😀", "❤️", "👍🏽", "👨‍👩‍👧", "🇺🇸", "🇺", "🇸", "α", "─", "①", "ᄀ", "\u{903}",
        "क्", "ष", "👨\u{200D}", "\u{301}", "\u{200D}", "\u{1B}[31m", "\t",
    ]

    /// Graphemes that fuse with a grapheme printed right before them.
    static let joiningHeads = ["\u{903}", "🇸", "가", "ष", "👩", "각"]
    /// Graphemes that fuse with a grapheme printed right after them.
    static let joiningTails = ["ᄀ", "🇺", "क्", "👨\u{200D}", "가", "a"]

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        var generator = generator
        compositor = TerminalCompositor(
            width: Int.random(in: 4...36, using: &generator),
            height: Int.random(in: 2...10, using: &generator))
        self.generator = generator
        for _ in 0..<Int.random(in: 1...3, using: &self.generator) {
            addSurface()
        }
    }

    mutating func randomColor() -> TerminalColor {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0, 1: return .default
        case 2: return .ansi(UInt8.random(in: 0...15, using: &generator))
        case 3: return .indexed(UInt8.random(in: 0...255, using: &generator))
        case 4:
            // Exactly a colour of the 256-colour palette, in 24 bits.
            let (red, green, blue) = TerminalColor.rgbComponents(
                of: UInt8.random(in: 16...255, using: &generator))
            return .rgb(UInt8(red), UInt8(green), UInt8(blue))
        default:
            return .rgb(
                UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator))
        }
    }

    mutating func randomStyle() -> TerminalStyle {
        TerminalStyle(
            foreground: randomColor(), background: randomColor(),
            attributes: .init(
                rawValue: UInt8.random(in: 0...31, using: &generator)
                    & UInt8.random(in: 0...31, using: &generator)))
    }

    mutating func randomText() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...10, using: &generator) {
            let grapheme = Self.alphabet.randomElement(using: &generator)!
            // Sometimes a run of one grapheme (what REP repeats).
            let count =
                Int.random(in: 0..<4, using: &generator) == 0
                ? Int.random(in: 2...14, using: &generator) : 1
            text += String(repeating: grapheme, count: count)
        }
        return text
    }

    mutating func randomRect(within width: Int, _ height: Int) -> TerminalRect {
        TerminalRect(
            column: Int.random(in: -3...width, using: &generator),
            row: Int.random(in: -2...height, using: &generator),
            width: Int.random(in: 0...width, using: &generator),
            height: Int.random(in: 0...height, using: &generator))
    }

    mutating func addSurface() {
        let levels: [TerminalLayer] = [.normal, .statusBar, .alert]
        let surface = TerminalSurface(
            level: levels.randomElement(using: &generator)!,
            frame: randomRect(within: compositor.width, compositor.height),
            style: randomStyle(),
            dimsBelow: Int.random(in: 0..<3, using: &generator) == 0)
        surfaces.append(surface)
        compositor.add(surface)
    }

    /// Applies one random edit.
    mutating func step() {
        let choice = Int.random(in: 0..<100, using: &generator)
        if surfaces.isEmpty || choice < 3 {
            if surfaces.count < 5 { addSurface() }
            return
        }
        let surface = surfaces.randomElement(using: &generator)!
        switch choice {
        case 3..<50:
            var target = surface
            var point = TerminalPoint(
                column: Int.random(in: -2...surface.frame.width, using: &generator),
                row: Int.random(in: 0..<max(1, surface.frame.height), using: &generator))
            var style = randomStyle()
            var prefix = ""
            if let lastWriteEnd, Int.random(in: 0..<3, using: &generator) == 0 {
                target = lastWriteEnd.surface
                point = lastWriteEnd.point
                style = lastWriteEnd.style
                prefix = Self.joiningHeads.randomElement(using: &generator)!
            }
            let clip =
                Bool.random(using: &generator)
                ? randomRect(within: target.frame.width, target.frame.height) : nil
            var text = prefix + randomText()
            if Bool.random(using: &generator) {
                text += Self.joiningTails.randomElement(using: &generator)!
            }
            let written = target.buffer.write(text, at: point, style: style, clip: clip)
            let advance =
                clip == nil ? written : TerminalWidth.width(of: TextSanitizer.sanitize(text))
            lastWriteEnd = (
                target, TerminalPoint(column: point.column + advance, row: point.row), style
            )
        case 50..<62:
            surface.buffer.fill(
                randomRect(within: surface.frame.width, surface.frame.height), style: randomStyle())
        case 62..<72:
            surface.frame.origin = TerminalPoint(
                column: Int.random(in: -3...compositor.width, using: &generator),
                row: Int.random(in: -2...compositor.height, using: &generator))
        case 72..<78:
            surface.isVisible.toggle()
        case 78..<83:
            surface.dimsBelow.toggle()
        case 83..<88:
            surface.level = [.normal, .statusBar, .alert].randomElement(using: &generator)!
        case 88..<92:
            let other = randomRect(within: compositor.width, compositor.height)
            surface.frame = TerminalRect(
                origin: surface.frame.origin, width: other.width, height: other.height)
        case 92..<95:
            compositor.remove(surface)
            surfaces.removeAll { $0 === surface }
        default:
            compositor.resize(
                width: Int.random(in: 2...36, using: &generator),
                height: Int.random(in: 1...10, using: &generator))
        }
    }
}
