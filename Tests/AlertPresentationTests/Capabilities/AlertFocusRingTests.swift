import AlertStyles
import AlertStylesTestSupport
import Testing

@testable import AlertPresentation

@Test func tabOrderWrapsBothWays() {
    var ring = AlertFocusRing(targets: [
        AlertFocusTarget(item: 1), AlertFocusTarget(item: 2), AlertFocusTarget(item: 0),
    ])
    #expect(ring.focused == AlertFocusTarget(item: 1))
    ring.previous()
    #expect(ring.focused == AlertFocusTarget(item: 0))
    ring.next()
    ring.next()
    #expect(ring.focused == AlertFocusTarget(item: 2))
}

@Test func emptyRingHasNoFocusAndCannotMove() {
    var ring = AlertFocusRing(targets: [])
    #expect(ring.focused == nil)
    let result1 = ring.next()
    #expect(!result1)
    let result2 = ring.previous()
    #expect(!result2)
    let result3 = ring.focus(AlertFocusTarget(item: 0))
    #expect(!result3)
}

@Test func directedMovesSkipOtherTargetsAndDoNotWrap() {
    let targets: [AlertFocusTarget] = [
        AlertFocusTarget(item: 0), AlertFocusTarget(item: 1), AlertFocusTarget(item: 2),
    ]
    var ring = AlertFocusRing(targets: targets, initial: AlertFocusTarget(item: 0))
    let isButton: (AlertFocusTarget) -> Bool = { $0.item != 1 }
    let result4 = ring.move(by: 1, toward: isButton)
    #expect(result4)
    #expect(ring.focused == AlertFocusTarget(item: 2))
    let result5 = ring.move(by: 1, toward: isButton)
    #expect(!result5)
    #expect(ring.focused == AlertFocusTarget(item: 2))
}

@Test func randomMovesAlwaysLandOnATarget() {
    let seed: UInt64 = 99
    var generator = SplitMix64(seed: seed)
    for round in 0..<100 {
        let count = Int.random(in: 1...6, using: &generator)
        let targets = (0..<count).map { AlertFocusTarget(item: $0) }
        var ring = AlertFocusRing(targets: targets)
        var expected = 0
        for _ in 0..<30 {
            if Bool.random(using: &generator) {
                ring.next()
                expected = (expected + 1) % count
            } else {
                ring.previous()
                expected = (expected + count - 1) % count
            }
            #expect(ring.focused == targets[expected], "seed \(seed) round \(round)")
        }
    }

}

@Test func movingAroundFindsTheNextMatchWrappingAndTheFocusedOneLast() {
    var ring = AlertFocusRing(targets: (0..<4).map { AlertFocusTarget(item: $0) })
    #expect(ring.moveAround { $0.item % 2 == 0 })
    #expect(ring.index == 2)
    #expect(ring.moveAround { $0.item % 2 == 0 })
    #expect(ring.index == 0)
    #expect(ring.moveAround { $0.item == 0 } && ring.index == 0)
    #expect(!ring.moveAround { $0.item > 9 } && ring.index == 0)
    var empty = AlertFocusRing(targets: [])
    #expect(!empty.moveAround { _ in true })
}

@Test func aPageGoesToTheFurthestTargetThatFitsAndAtLeastToTheNext() {
    let targets = (0..<10).map { AlertFocusTarget(item: $0) }
    var ring = AlertFocusRing(targets: targets, initial: AlertFocusTarget(item: 2))
    let even: (AlertFocusTarget) -> Bool = { $0.item.isMultiple(of: 2) }
    let down = ring.movePage(by: 1, toward: even) { $0.item <= 7 }
    #expect(down && ring.focused == AlertFocusTarget(item: 6), "the last even item up to 7")
    let nothingFits = ring.movePage(by: 1, toward: even) { _ in false }
    #expect(nothingFits && ring.focused == AlertFocusTarget(item: 8), "at least the next")
    let atTheEnd = ring.movePage(by: 1, toward: even) { _ in true }
    #expect(!atTheEnd && ring.focused == AlertFocusTarget(item: 8), "no wrapping")
    let up = ring.movePage(by: -1, toward: even) { _ in true }
    #expect(up && ring.focused == AlertFocusTarget(item: 0))
}

@Test func aContiguousPageStopsWhereTheTargetsStopMatching() {
    let targets =
        (0..<3).map { AlertFocusTarget(item: 0, stop: $0) } + [
            AlertFocusTarget(item: 1), AlertFocusTarget(item: 0, stop: 9),
        ]
    var ring = AlertFocusRing(targets: targets)
    let first: (AlertFocusTarget) -> Bool = { $0.item == 0 }
    let moved = ring.movePage(by: 1, contiguous: true, toward: first) { _ in true }
    #expect(moved && ring.focused == AlertFocusTarget(item: 0, stop: 2))
    let beyond = ring.movePage(by: 1, contiguous: true, toward: first) { _ in true }
    #expect(!beyond && ring.focused == AlertFocusTarget(item: 0, stop: 2))
}

/// A target is found in a ring in item order (by a binary search) and in one in any other
/// order; one not in the ring is not, and leaves the focus where it was.
@Test func aTargetIsFoundInARingOfAnyOrder() {
    let ordered = (0..<3).flatMap { item in
        (0..<(item == 1 ? 100_000 : 1)).map { AlertFocusTarget(item: item, stop: $0) }
    }
    var ring = AlertFocusRing(targets: ordered, initial: AlertFocusTarget(item: 1, stop: 99_999))
    #expect(ring.index == 100_000)
    let found = ring.focus(AlertFocusTarget(item: 1, stop: 4))
    #expect(found && ring.focused == AlertFocusTarget(item: 1, stop: 4))
    let missing = ring.focus(AlertFocusTarget(item: 1, stop: 100_000))
    #expect(!missing && ring.focused == AlertFocusTarget(item: 1, stop: 4))
    var shuffled = AlertFocusRing(targets: [
        AlertFocusTarget(item: 4), AlertFocusTarget(item: 0), AlertFocusTarget(item: 2),
    ])
    let first = shuffled.focus(AlertFocusTarget(item: 0))
    #expect(first && shuffled.index == 1)
    let last = shuffled.focus(AlertFocusTarget(item: 2))
    #expect(last && shuffled.index == 2)
    let absent = shuffled.focus(AlertFocusTarget(item: 3))
    #expect(!absent && shuffled.index == 2)
}
