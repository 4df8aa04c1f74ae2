import AlertLayout
import AlertProtocol
import AlertSBReference
import Foundation

/// The layout figures: ns per item at 10k items against the floor (one plain pass over the
/// same metadata) and against the straight port of SBAlertView's algorithm.
enum LayoutBench {
    static let itemCount = 10_000

    /// Builds a realistic mix: titles, messages, and rows of two parallel buttons.
    static func makeItems(count: Int) -> [AlertItemLayout] {
        var items: [AlertItemLayout] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            switch index % 4 {
            case 0:
                items.append(
                    AlertItemLayout(
                        itemSize: CGSize(width: 295, height: 22),
                        boundsInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
            case 1:
                items.append(
                    AlertItemLayout(
                        itemSize: CGSize(width: 295, height: 41),
                        boundsInsets: EdgeInsets(top: 15, left: 0, bottom: 15, right: 0)))
            case 2:
                items.append(
                    AlertItemLayout(
                        itemSize: CGSize(width: 137.5, height: 35),
                        boundsInsets: EdgeInsets(top: 15, left: 0, bottom: 20, right: 10),
                        isParallel: true))
            default:
                items.append(
                    AlertItemLayout(
                        itemSize: CGSize(width: 137.5, height: 35),
                        boundsInsets: EdgeInsets(top: 15, left: 10, bottom: 20, right: 0),
                        isParallel: true, startsNewRow: false))
            }
        }
        return items
    }

    /// The floor: one plain pass that reads every item's metadata and writes one frame each.
    @inline(never)
    static func floorPass(_ items: [AlertItemLayout], into frames: inout [CGRect]) {
        frames.removeAll(keepingCapacity: true)
        var y: CGFloat = 0
        for item in items {
            let insets = item.boundsInsets
            y += insets.top
            frames.append(
                CGRect(
                    x: insets.left + item.centerOffset.x, y: y,
                    width: item.itemSize.width, height: item.itemSize.height))
            y += item.itemSize.height + insets.bottom
        }
    }

    static func makeSBViews(_ items: [AlertItemLayout]) -> [SBView] {
        items.map {
            SBView(
                itemSize: $0.itemSize, centerOffset: $0.centerOffset,
                boundsInsets: (
                    $0.boundsInsets.top, $0.boundsInsets.left, $0.boundsInsets.bottom,
                    $0.boundsInsets.right
                ),
                parallel: $0.isParallel, maxWidthBase: $0.isMaxWidthBase)
        }
    }

    static func run() {
        let items = makeItems(count: itemCount)
        let engine = AlertLayoutEngine(metrics: .sbCompatible)
        let container = AlertContainer(size: CGSize(width: 375, height: 667))
        let runs = 30

        var frames: [CGRect] = []
        frames.reserveCapacity(items.count)
        let floorNs = BenchClock.bestOf(runs) { floorPass(items, into: &frames) }
        blackHole(frames)

        var engineFailure: String?
        let engineNs = BenchClock.bestOf(runs) {
            do {
                blackHole(try engine.layout(items, style: .alert, in: container))
            } catch {
                engineFailure = String(describing: error)
            }
        }
        if let engineFailure {
            print("layout: the engine failed on the benchmark input: \(engineFailure)")
            return
        }

        // The SB port mutates its views, so each run gets fresh views built outside the timing.
        var sbBest = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let views = makeSBViews(items)
            let start = clock.now
            blackHole(SBLayoutPort.layout(views, screen: container.size))
            sbBest = min(sbBest, BenchClock.nanoseconds(clock.now - start))
        }

        let count = Double(items.count)
        print("layout (\(items.count) items, best of \(runs)):")
        print("  floor (one plain pass):    \(fixed(floorNs / count, 2)) ns/item")
        print("  AlertLayoutEngine:         \(fixed(engineNs / count, 2)) ns/item")
        print("  SBAlertView port:          \(fixed(sbBest / count, 2)) ns/item")
        print(
            "  engine / floor = \(fixed(engineNs / floorNs, 2))x (target <= 4x);"
                + " SB port / engine = \(fixed(sbBest / engineNs, 1))x (target >= 5x)")
    }
}
