import Testing

@testable import AlertCommandKit

/// Blocks joined as lipgloss's JoinHorizontal and JoinVertical join them (gum join).
struct TextBlockJoinTests {
    private let tall = "┌─┐\n│A│\n│B│\n│C│\n└─┘"
    private let short = "┌─┐\n│X│\n└─┘"

    /// lipgloss: join.go JoinHorizontal — a shorter block gets empty lines, padded to its
    /// width: below for top (and middle, which gum maps to 0), above for bottom, split for
    /// center.
    @Test(arguments: [
        (TextBlockStyle.Position.top, "┌─┐┌─┐\n│A││X│\n│B│└─┘\n│C│   \n└─┘   "),
        (.middle, "┌─┐┌─┐\n│A││X│\n│B│└─┘\n│C│   \n└─┘   "),
        (.bottom, "┌─┐   \n│A│   \n│B│┌─┐\n│C││X│\n└─┘└─┘"),
        (.center, "┌─┐   \n│A│┌─┐\n│B││X│\n│C│└─┘\n└─┘   "),
    ])
    func horizontalJoinOfBoxesOfDifferentHeights(
        align: TextBlockStyle.Position, expected: String
    ) {
        #expect(TextBlockJoin.horizontal([tall, short], align: align) == expected)
    }

    /// lipgloss: join.go JoinHorizontal — centred, the extra line goes above
    /// (math.Round(n × 0.5) lines above).
    @Test func centredOddGapPutsTheExtraLineAbove() {
        #expect(TextBlockJoin.horizontal(["a\nb\nc\nd", "x"], align: .center) == "a \nb \ncx\nd ")
    }

    /// lipgloss: join.go JoinVertical — lines padded to the widest; centred, the odd space
    /// goes left.
    @Test func verticalJoinCentred() {
        #expect(
            TextBlockJoin.vertical(["Bubble", "Gum", "ab"], align: .center)
                == "Bubble\n  Gum \n  ab  ")
        #expect(TextBlockJoin.vertical(["Bubble", "Gum"], align: .right) == "Bubble\n   Gum")
        #expect(TextBlockJoin.vertical(["Bubble", "Gum"], align: .left) == "Bubble\nGum   ")
    }

    /// lipgloss: join.go (ansi.StringWidth) — styled blocks and wide characters are
    /// measured by what shows.
    @Test func styledAndWideBlocksAreMeasuredByWhatShows() {
        let red = "\u{1B}[31mab\u{1B}[m"
        #expect(
            TextBlockJoin.horizontal([red + "\n日", "c\nd\ne"], align: .top)
                == red + "c\n日d\n  e")
        #expect(TextBlockJoin.vertical([red, "日本語"], align: .right) == "    " + red + "\n日本語")
    }

    /// lipgloss: join.go — one block is returned as it is, none gives "".
    @Test func oneOrNoBlock() {
        #expect(TextBlockJoin.horizontal(["a\tb"], align: .top) == "a\tb")
        #expect(TextBlockJoin.vertical([], align: .left) == "")
    }
}
