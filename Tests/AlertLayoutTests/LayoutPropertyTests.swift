import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

/// Thousands of random item lists, good and bad, checked against ``LayoutModel``.
@Suite struct LayoutPropertyTests {
    static let baseSeed: UInt64 = 0x5EED_A1E7
    static let caseCount = 3000
    static let tolerance: CGFloat = 1e-6

    /// A value that is usually ordinary and sometimes bad (NaN, ±∞, negative, huge).
    static func value(
        _ rng: inout SplitMix64, upTo bound: CGFloat, badChance: Int, signed: Bool = false
    ) -> CGFloat {
        if Int.random(in: 0..<1000, using: &rng) < badChance {
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, -1, -1e300, 1e300, 2e9]
            return bad.randomElement(using: &rng)!
        }
        let magnitude = CGFloat(Int.random(in: 0...Int(bound * 4), using: &rng)) / 4
        return signed && Bool.random(using: &rng) ? -magnitude : magnitude
    }

    static func item(_ rng: inout SplitMix64, badChance: Int) -> AlertItemLayout {
        let chance = { (r: inout SplitMix64) in Int.random(in: 0..<4, using: &r) == 0 }
        return AlertItemLayout(
            itemSize: CGSize(
                width: value(&rng, upTo: 400, badChance: badChance),
                height: value(&rng, upTo: 120, badChance: badChance)),
            centerOffset: CGPoint(
                x: value(&rng, upTo: 60, badChance: badChance, signed: true),
                y: value(&rng, upTo: 20, badChance: badChance, signed: true)),
            boundsInsets: EdgeInsets(
                top: value(&rng, upTo: 20, badChance: badChance),
                left: value(&rng, upTo: 20, badChance: badChance),
                bottom: value(&rng, upTo: 20, badChance: badChance),
                right: value(&rng, upTo: 20, badChance: badChance)),
            isParallel: Bool.random(using: &rng), isMaxWidthBase: chance(&rng) && chance(&rng),
            startsNewRow: chance(&rng), isPinned: Bool.random(using: &rng))
    }

    /// A container with room for every preset (checked by construction).
    static func container(_ rng: inout SplitMix64) -> AlertContainer {
        let inset = { (r: inout SplitMix64) in CGFloat(Int.random(in: 0...40, using: &r)) }
        return AlertContainer(
            size: CGSize(
                width: CGFloat(Int.random(in: 200...1000, using: &rng)),
                height: CGFloat(Int.random(in: 300...1000, using: &rng))),
            safeAreaInsets: EdgeInsets(
                top: inset(&rng), left: inset(&rng), bottom: inset(&rng), right: inset(&rng)),
            keyboardHeight: Bool.random(using: &rng)
                ? 0 : CGFloat(Int.random(in: 0...100, using: &rng)))
    }

    static let metrics: [AlertMetrics] = [
        .standard, .sbCompatible, .terminal, AlertMetrics(sheetMaxWidth: 300),
    ]

    /// What the cases exercised, so the test fails if the generator stops reaching a rule.
    struct Coverage {
        var laidOut = 0
        var badItems = 0
        var scrolled = 0
        var fitted = 0
        var pinned = 0
        var flagged = 0
        var squeezedRows = 0
    }

    @Test func randomItemListsRespectTheRules() {
        var coverage = Coverage()
        for offset in 0..<Self.caseCount {
            let seed = Self.baseSeed &+ UInt64(offset)
            if let failure = Self.check(seed: seed, coverage: &coverage) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        #expect(coverage.laidOut > 1000, "\(coverage)")
        #expect(coverage.badItems > 300, "\(coverage)")
        #expect(coverage.scrolled > 50, "\(coverage)")
        #expect(coverage.fitted > 200, "\(coverage)")
        #expect(coverage.pinned > 20, "\(coverage)")
        #expect(coverage.flagged > 300, "\(coverage)")
        #expect(coverage.squeezedRows > 100, "\(coverage)")
    }

    /// Runs one case; returns a description of the first broken rule, or nil.
    static func check(seed: UInt64, coverage: inout Coverage) -> String? {
        var rng = SplitMix64(seed: seed)
        let count = Int.random(in: 0...40, using: &rng)
        let badChance = [0, 0, 2, 10].randomElement(using: &rng)!
        let items = (0..<count).map { _ in item(&rng, badChance: badChance) }
        let container = container(&rng)
        let metrics = metrics.randomElement(using: &rng)!
        let style: AlertStyle = Bool.random(using: &rng) ? .alert : .actionSheet
        let engine = AlertLayoutEngine(metrics: metrics)
        let result: AlertLayoutResult
        do {
            result = try engine.layout(items, style: style, in: container)
        } catch {
            if case .invalidItem = error { coverage.badItems += 1 }
            return checkError(error, items: items)
        }
        if items.isEmpty { return "no items laid out without an error" }
        if let bad = LayoutModel.firstBad(items) { return "bad item \(bad) was accepted" }
        coverage.laidOut += 1
        if result.isScrollable { coverage.scrolled += 1 } else { coverage.fitted += 1 }
        if !result.pinnedItemRange.isEmpty { coverage.pinned += 1 }
        if items.contains(where: \.isMaxWidthBase) { coverage.flagged += 1 }
        let entries = LayoutModel.entries(items)
        if entries.contains(where: {
            $0.count > 1 && LayoutModel.width(items, $0) > result.frame.width
        }) {
            coverage.squeezedRows += 1
        }
        return checkFrames(
            result, items: items, container: container, metrics: metrics,
            style: style)
    }

    static func checkError(_ error: AlertLayoutError, items: [AlertItemLayout]) -> String? {
        if items.isEmpty { return error == .noItems ? nil : "expected noItems, got \(error)" }
        guard let bad = LayoutModel.firstBad(items) else { return "unexpected \(error)" }
        guard case .invalidItem(let index, let reason) = error, index == bad.index,
            reason.hasPrefix(bad.field + " ")
        else { return "expected invalidItem(\(bad.index), \(bad.field)…), got \(error)" }
        return nil
    }

    static func checkFrames(
        _ result: AlertLayoutResult, items: [AlertItemLayout], container: AlertContainer,
        metrics: AlertMetrics, style: AlertStyle
    ) -> String? {
        let eps = tolerance
        let frame = result.frame
        let values =
            [frame.minX, frame.minY, frame.width, frame.height]
            + result.itemFrames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
        if values.contains(where: { !$0.isFinite }) { return "non-finite frame" }
        if result.itemFrames.count != items.count { return "wrong frame count" }
        let entries = LayoutModel.entries(items)
        if result.entryCount != entries.count { return "entry count \(result.entryCount)" }
        let safe = container.safeAreaInsets
        let bottomEdge = container.size.height - max(safe.bottom, container.keyboardHeight)
        if frame.minX < safe.left - eps || frame.maxX > container.size.width - safe.right + eps
            || frame.minY < safe.top - eps || frame.maxY > bottomEdge + eps
        {
            return "alert \(frame) outside the safe area"
        }
        let base = LayoutModel.baseEntry(items, entries)
        if result.baseItemIndex != base.lowerBound { return "base \(result.baseItemIndex)" }
        if style == .alert {
            let natural = LayoutModel.width(items, base) + metrics.leading + metrics.trailing
            let limit = container.size.width - safe.left - safe.right - 2 * metrics.screenMargin
            if abs(frame.width - min(natural, limit)) > eps { return "alert width \(frame.width)" }
        }
        if result.isScrollable != (result.contentSize.height > frame.height + eps) {
            return "isScrollable \(result.isScrollable) for \(result.contentSize) in \(frame)"
        }
        for (index, rect) in result.itemFrames.enumerated() {
            let bounds =
                result.isPinned(itemAt: index)
                ? result.footerFrame
                : CGRect(origin: .zero, size: result.scrollContentSize)
            if rect.minX < -eps || rect.maxX > frame.width + eps || rect.minY < bounds.minY - eps
                || rect.maxY > bounds.maxY + eps
            {
                return "item \(index) \(rect) outside \(bounds) (alert width \(frame.width))"
            }
        }
        for (upper, lower) in zip(entries, entries.dropFirst()) {
            let sameSpace =
                result.isPinned(itemAt: upper.lowerBound)
                == result.isPinned(itemAt: lower.lowerBound)
            let bottom = upper.map { result.itemFrames[$0].maxY }.max()!
            let top = lower.map { result.itemFrames[$0].minY }.min()!
            if sameSpace && bottom > top + eps { return "entries \(upper) and \(lower) overlap" }
        }
        return nil
    }
}
