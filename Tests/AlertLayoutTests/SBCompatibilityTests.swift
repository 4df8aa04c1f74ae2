import AlertProtocol
import AlertSBReference
import Foundation
import Testing

@testable import AlertLayout

/// Differential test: `AlertMetrics.sbCompatible` against a straight port of SBAlertView's
/// algorithm, on random alerts drawn from the inputs where SBAlertView is right — rows whose
/// members share a height and vertical insets, entries that fit the alert, horizontal offsets
/// that keep items inside, no width-base flags, no vertical offsets, content shorter than
/// SBAlertView's height cap. There the frames must agree exactly.
@Suite struct SBCompatibilityTests {
    struct Case {
        var items: [AlertItemLayout] = []
    }

    static func randomCase(_ random: inout SplitMix64) -> Case {
        var result = Case()
        var lastWasRow = false
        let entries = 1 + Int(random.next(below: 7))
        for _ in 0..<entries {
            let makeRow = !lastWasRow && random.chance(35)
            let top = CGFloat(random.next(below: 21))
            let bottom = CGFloat(random.next(below: 21))
            if makeRow {
                let members = 2 + Int(random.next(below: 2))
                let height = CGFloat(10 + random.next(below: 40))
                for _ in 0..<members {
                    result.items.append(
                        AlertItemLayout(
                            itemSize: CGSize(
                                width: CGFloat(20 + random.next(below: 60)), height: height),
                            boundsInsets: EdgeInsets(
                                top: top, left: CGFloat(random.next(below: 12)), bottom: bottom,
                                right: CGFloat(random.next(below: 12))),
                            isParallel: true))
                }
            } else {
                result.items.append(
                    AlertItemLayout(
                        itemSize: CGSize(
                            width: CGFloat(10 + random.next(below: 260)) + 0.5
                                * CGFloat(random.next(below: 2)),
                            height: CGFloat(5 + random.next(below: 60))),
                        boundsInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)))
            }
            lastWasRow = makeRow
        }
        return result
    }

    @Test func framesMatchSBAlertViewWhereItIsRight() throws {
        let seed: UInt64 = 0x5B_C0A7
        var random = SplitMix64(seed: seed)
        let engine = AlertLayoutEngine(metrics: .sbCompatible)
        let container = AlertContainer(size: CGSize(width: 375, height: 667))
        var compared = 0
        for round in 0..<3_000 {
            var testCase = Self.randomCase(&random)
            // A horizontal offset that keeps the item inside the alert, on some singles.
            let result0 = try engine.layout(testCase.items, style: .alert, in: container)
            for index in testCase.items.indices where !testCase.items[index].isParallel {
                guard random.chance(30) else { continue }
                let room = (result0.frame.width - testCase.items[index].itemSize.width) / 2
                let offset = ((CGFloat(random.next(below: 201)) / 100 - 1) * room)
                    .rounded(.towardZero)
                testCase.items[index].centerOffset = CGPoint(x: offset, y: 0)
            }
            let result = try engine.layout(testCase.items, style: .alert, in: container)
            guard result.contentSize.height <= 667 - 140 else { continue }
            let views = testCase.items.map {
                SBView(
                    itemSize: $0.itemSize, centerOffset: $0.centerOffset,
                    boundsInsets: (
                        $0.boundsInsets.top, $0.boundsInsets.left, $0.boundsInsets.bottom,
                        $0.boundsInsets.right
                    ),
                    parallel: $0.isParallel, maxWidthBase: false)
            }
            let sbFrame = SBLayoutPort.layout(views, screen: container.size)
            #expect(result.frame == sbFrame, "seed \(seed) round \(round): alert frame")
            for (index, view) in views.enumerated() {
                #expect(
                    result.itemFrames[index] == view.frameInAlert,
                    "seed \(seed) round \(round): item \(index) of \(testCase.items)")
            }
            compared += 1
        }
        #expect(compared > 2_000, "the generator must stay inside SBAlertView's correct inputs")
    }

    @Test func theWorkedExampleMatchesTheReferenceToo() {
        let views = [
            SBView(
                itemSize: CGSize(width: 295, height: 22), centerOffset: .zero,
                boundsInsets: (20, 0, 0, 0), parallel: false, maxWidthBase: false),
            SBView(
                itemSize: CGSize(width: 295, height: 41), centerOffset: .zero,
                boundsInsets: (15, 0, 15, 0), parallel: false, maxWidthBase: false),
            SBView(
                itemSize: CGSize(width: 137.5, height: 35), centerOffset: .zero,
                boundsInsets: (15, 0, 20, 10), parallel: true, maxWidthBase: false),
            SBView(
                itemSize: CGSize(width: 137.5, height: 35), centerOffset: .zero,
                boundsInsets: (15, 10, 20, 0), parallel: true, maxWidthBase: false),
        ]
        let frame = SBLayoutPort.layout(views, screen: CGSize(width: 375, height: 667))
        #expect(frame == CGRect(x: 25, y: 242, width: 325, height: 183))
        #expect(
            views.map(\.frameInAlert) == [
                CGRect(x: 15, y: 20, width: 295, height: 22),
                CGRect(x: 15, y: 57, width: 295, height: 41),
                CGRect(x: 15, y: 128, width: 137.5, height: 35),
                CGRect(x: 172.5, y: 128, width: 137.5, height: 35),
            ])
    }
}
