import Testing

@testable import TerminalKit

@Suite struct TerminalWidthTests {
    @Test(arguments: ["中", "文", "한", "あ", "Ａ", "　"] as [Character])
    func eastAsianWideTakesTwoColumns(character: Character) {
        #expect(TerminalWidth.width(of: character) == 2)
    }

    @Test(arguments: ["a", "Z", " ", "~", "é", "ß", "Ж"] as [Character])
    func narrowTakesOneColumn(character: Character) {
        #expect(TerminalWidth.width(of: character) == 1)
    }

    @Test func combiningMarksAndFormatCharactersTakeNoColumn() {
        for value: UInt32 in [0x0301, 0x20DD, 0x200D, 0x200B, 0xFE0F, 0xFE0E, 0x1160, 0xE0061] {
            let scalar = Unicode.Scalar(value)!
            #expect(TerminalWidth.width(of: scalar) == 0, "U+\(String(value, radix: 16))")
        }
        #expect(TerminalWidth.width(of: "e\u{301}" as Character) == 1)
        #expect(TerminalWidth.width(of: "\u{301}" as Character) == 0)
    }

    @Test func controlsTakeNoColumn() {
        #expect(TerminalWidth.width(of: Unicode.Scalar(0x1B)) == 0)
        #expect(TerminalWidth.width(of: Unicode.Scalar(0x7F)) == 0)
        #expect(TerminalWidth.width(of: Unicode.Scalar(0x85)) == 0)
    }

    @Test(arguments: ["😀", "👍🏽", "👨‍👩‍👧", "🇺🇸", "❤️", "1️⃣", "⌚"] as [Character])
    func emojiTakeTwoColumns(character: Character) {
        #expect(TerminalWidth.width(of: character) == 2)
    }

    @Test func variationSelector16WidensATextDefaultEmojiBase() {
        #expect(TerminalWidth.width(of: "\u{2764}" as Character) == 1)
        #expect(TerminalWidth.width(of: "\u{2764}\u{FE0F}" as Character) == 2)
        #expect(TerminalWidth.width(of: "A\u{FE0F}" as Character) == 1)
    }

    @Test func ambiguousIsNarrowByDefaultAndWideOnRequest() {
        for character: Character in ["α", "─", "①", "°"] {
            #expect(TerminalWidth.width(of: character) == 1)
            #expect(TerminalWidth.width(of: character, ambiguous: .wide) == 2)
        }
        #expect(TerminalWidth.width(of: "a" as Character, ambiguous: .wide) == 1)
        #expect(TerminalWidth.width(of: "中" as Character, ambiguous: .wide) == 2)
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(TerminalWidth.width(of: "hello") == 5)
        #expect(TerminalWidth.width(of: "中文 ok") == 7)
        #expect(TerminalWidth.width(of: "e\u{301}😀") == 3)
        #expect(TerminalWidth.width(of: "αβ", ambiguous: .wide) == 4)
        #expect(TerminalWidth.width(of: "") == 0)
    }

    @Test func tablesAreSortedDisjointPairs() {
        let tables = [
            TerminalWidthTables.zeroWidth, TerminalWidthTables.wide, TerminalWidthTables.ambiguous,
            TerminalWidthTables.emoji, TerminalWidthTables.emojiPresentation,
        ]
        for table in tables {
            #expect(table.count % 2 == 0 && !table.isEmpty)
            var previousEnd: Int64 = -1
            for pair in stride(from: 0, to: table.count, by: 2) {
                #expect(table[pair] <= table[pair + 1])
                #expect(Int64(table[pair]) > previousEnd)
                previousEnd = Int64(table[pair + 1])
            }
        }
    }

    @Test func binarySearchAgreesWithALinearScan() {
        var generator = SplitMix64(seed: 0x5EED)
        let table = TerminalWidthTables.wide
        for _ in 0..<5000 {
            let value = UInt32(generator.next() % 0x40000)
            var linear = false
            for pair in stride(from: 0, to: table.count, by: 2)
            where table[pair] <= value && value <= table[pair + 1] {
                linear = true
            }
            #expect(TerminalWidth.contains(table, value) == linear, "U+\(String(value, radix: 16))")
        }
    }

    @Test func uncertainWidthFlagsEmojiAndAmbiguousButNotCJK() {
        #expect(TerminalWidth.isWidthUncertain("😀"))
        #expect(TerminalWidth.isWidthUncertain("❤️"))
        #expect(TerminalWidth.isWidthUncertain("α"))
        #expect(!TerminalWidth.isWidthUncertain("中"))
        #expect(!TerminalWidth.isWidthUncertain("a"))
    }

    @Test func onlyPlainAmbiguousLettersAreUncertainOnlyAsAmbiguous() {
        for letter: Character in ["—", "·", "é", "α", "Ж", "①"] {
            #expect(TerminalWidth.isUncertainOnlyAsAmbiguous(letter), "\(letter)")
        }
        // Emoji even in text style, private use (icon fonts), U+FFFD, sequences, box
        // drawing and what is not ambiguous at all.
        for glyph: Character in [
            "™", "▶", "®", "\u{E0B0}", "\u{F0001}", "\u{FFFD}", "😀", "❤️", "─", "a", "ñ", "中",
        ] {
            #expect(!TerminalWidth.isUncertainOnlyAsAmbiguous(glyph), "\(glyph)")
        }
    }
}
