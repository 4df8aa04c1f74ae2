extension TerminalColor {
    /// This colour as close as `mode` allows: RGB to the nearest of the 256 indexed colours or
    /// of the 16 ANSI colours (by squared distance in RGB, using xterm's default palette), any
    /// colour to `.default` in `.none`. A colour the mode can show comes back unchanged. O(1).
    package func downgraded(to mode: TerminalColorMode) -> TerminalColor {
        switch (self, mode) {
        case (.default, _), (_, .trueColor): return self
        case (_, .none): return .default
        case (.ansi, _): return self
        case (.indexed, .indexed256): return self
        case (.indexed(let index), _):
            return index < 16 ? .ansi(index) : Self.nearestANSI(Self.rgbComponents(of: index))
        case (.rgb(let red, let green, let blue), .indexed256):
            return .indexed(Self.nearestIndexed(red, green, blue))
        case (.rgb(let red, let green, let blue), _):
            return Self.nearestANSI((Int(red), Int(green), Int(blue)))
        }
    }

    /// xterm's default RGB values for the 16 ANSI colours.
    static let ansiPalette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB value of an indexed colour in xterm's default palette.
    package static func rgbComponents(of index: UInt8) -> (Int, Int, Int) {
        let value = Int(index)
        if value < 16 { return ansiPalette[value] }
        if value >= 232 {
            let grey = 8 + (value - 232) * 10
            return (grey, grey, grey)
        }
        let cube = value - 16
        return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    }

    private static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        let cube = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let cubeColour = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let average = (target.0 + target.1 + target.2) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = 8 + greyStep * 10
        if distance(target, (grey, grey, grey)) < distance(target, cubeColour) {
            return UInt8(232 + greyStep)
        }
        return UInt8(cubeIndex)
    }

    private static func nearestLevel(_ component: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated()
        where abs(level - component) < abs(cubeLevels[best] - component) {
            best = index
        }
        return best
    }

    private static func nearestANSI(_ target: (Int, Int, Int)) -> TerminalColor {
        var best = 0
        var bestDistance = Int.max
        for (index, colour) in ansiPalette.enumerated() {
            let candidate = distance(target, colour)
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return .ansi(UInt8(best))
    }

    private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
        let red = lhs.0 - rhs.0
        let green = lhs.1 - rhs.1
        let blue = lhs.2 - rhs.2
        return red * red + green * green + blue * blue
    }
}
