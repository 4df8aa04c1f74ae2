extension SGRColor {
    /// This colour as `profile` shows it, as colorprofile's `Profile.Convert` converts it:
    /// unchanged in 24-bit; basic colours unchanged in 16 and 256; indexed colours to the
    /// 16 by x/ansi's table; 24-bit colours to the nearest of the 256 (``nearestIndexed``),
    /// then, for 16, by that table. Nil where the profile has no colour. O(1).
    func converted(to profile: OutputColorProfile) -> SGRColor? {
        switch (profile, self) {
        case (.noTTY, _), (.ascii, _): return nil
        case (.trueColor, _), (_, .basic): return self
        case (.ansi256, .indexed): return self
        case (.ansi16, .indexed(let index)): return .basic(Self.basicOfIndexed[Int(index)])
        case (.ansi256, .rgb(let red, let green, let blue)):
            return .indexed(Self.nearestIndexed(red, green, blue))
        case (.ansi16, .rgb(let red, let green, let blue)):
            return .basic(Self.basicOfIndexed[Int(Self.nearestIndexed(red, green, blue))])
        }
    }

    /// x/ansi's `Convert256` (ported from tmux's colour.c): the 6×6×6 cube entry nearest each
    /// component and the nearest of the 24 greys, whichever is nearer in HSLuv.
    static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let components = [Double(red), Double(green), Double(blue)].map {
            // colorful's MakeColor: the 16-bit value over 65535, times 255 again.
            Double(Int($0) * 257) / 65535.0 * 255
        }
        let levels = [0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff]
        let steps = components.map { value -> Int in
            if value < 48 { return 0 }
            if value < 115 { return 1 }
            return Int((value - 35) / 40)
        }
        let cubeIndex = 36 * steps[0] + 6 * steps[1] + steps[2]
        let cube = steps.map { levels[$0] }
        if zip(cube, components).allSatisfy({ $0 == Int($1) }) {
            return UInt8(16 + cubeIndex)
        }
        let average = Int(components[0] + components[1] + components[2]) / 3
        let greyIndex = average > 238 ? 23 : (average - 3) / 10
        let grey = Double(8 + 10 * greyIndex)
        let original = HSLuvPoint(components[0] / 255, components[1] / 255, components[2] / 255)
        let cubePoint = HSLuvPoint(
            Double(cube[0]) / 255, Double(cube[1]) / 255, Double(cube[2]) / 255)
        let greyPoint = HSLuvPoint(grey / 255, grey / 255, grey / 255)
        if original.distance(to: cubePoint) <= original.distance(to: greyPoint) {
            return UInt8(16 + cubeIndex)
        }
        return UInt8(232 + greyIndex)
    }

    /// x/ansi's `ansi256To16`: the basic colour colorprofile gives each of the 256 indexed
    /// colours in 16-colour output (a table of the library's, not a nearest-colour rule).
    static let basicOfIndexed: [UInt8] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
        0, 4, 4, 4, 12, 12, 2, 6, 4, 4, 12, 12, 2, 2, 6, 4,
        12, 12, 2, 2, 2, 6, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10,
        10, 10, 10, 14, 1, 5, 4, 4, 12, 12, 3, 8, 4, 4, 12, 12,
        2, 2, 6, 4, 12, 12, 2, 2, 2, 6, 12, 12, 10, 10, 10, 10,
        14, 12, 10, 10, 10, 10, 10, 14, 1, 1, 5, 4, 12, 12, 1, 1,
        5, 4, 12, 12, 3, 3, 8, 4, 12, 12, 2, 2, 2, 6, 12, 12,
        10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14, 1, 1, 1, 5,
        12, 12, 1, 1, 1, 5, 12, 12, 1, 1, 1, 5, 12, 12, 3, 3,
        3, 7, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14,
        9, 9, 9, 9, 13, 12, 9, 9, 9, 9, 13, 12, 9, 9, 9, 9,
        13, 12, 9, 9, 9, 9, 13, 12, 11, 11, 11, 11, 7, 12, 10, 10,
        10, 10, 10, 14, 9, 9, 9, 9, 9, 13, 9, 9, 9, 9, 9, 13,
        9, 9, 9, 9, 9, 13, 9, 9, 9, 9, 9, 13, 9, 9, 9, 9,
        9, 13, 11, 11, 11, 11, 11, 15, 0, 0, 0, 0, 0, 0, 8, 8,
        8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 15, 15, 15, 15, 15, 15,
    ]
}
