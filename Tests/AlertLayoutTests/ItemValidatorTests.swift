import AlertProtocol
import Foundation
import Testing

@testable import AlertLayout

@Suite struct ItemValidatorTests {
    /// A valid item with one field replaced by `value`.
    static func item(_ field: Int, _ value: CGFloat) -> AlertItemLayout {
        var item = Fixtures.item(10, 10, top: 1, left: 1, bottom: 1, right: 1)
        switch field {
        case 0: item.itemSize.width = value
        case 1: item.itemSize.height = value
        case 2: item.centerOffset.x = value
        case 3: item.centerOffset.y = value
        case 4: item.boundsInsets.top = value
        case 5: item.boundsInsets.left = value
        case 6: item.boundsInsets.bottom = value
        default: item.boundsInsets.right = value
        }
        return item
    }

    static let names = [
        "itemSize.width", "itemSize.height", "centerOffset.x", "centerOffset.y",
        "boundsInsets.top", "boundsInsets.left", "boundsInsets.bottom", "boundsInsets.right",
    ]

    @Test(arguments: 0..<8)
    func nanAndInfinityAreNamedForEveryField(field: Int) {
        for (value, words) in [
            (CGFloat.nan, "is NaN"), (.infinity, "is infinite"),
            (-.infinity, "is infinite"), (1e300, "is too large"),
        ] {
            let item = Self.item(field, value)
            #expect(!ItemValidator.isValid(item))
            let reason = ItemValidator.reason(for: item) ?? ""
            #expect(reason.hasPrefix("\(Self.names[field]) \(words)"), "\(reason)")
        }
    }

    @Test(arguments: 0..<8)
    func negativesAreLegalOnlyForOffsets(field: Int) {
        let item = Self.item(field, -3)
        let isOffset = field == 2 || field == 3
        #expect(ItemValidator.isValid(item) == isOffset)
        let reason = ItemValidator.reason(for: item)
        #expect(reason == (isOffset ? nil : "\(Self.names[field]) is negative (-3.0)"))
    }

    @Test func theFirstBadFieldIsNamed() {
        var item = Self.item(5, .nan)
        item.itemSize.height = -1
        #expect(ItemValidator.reason(for: item) == "itemSize.height is negative (-1.0)")
    }

    @Test func valuesAtTheLimitAreValid() {
        let limit = AlertLayoutEngine.maximumMagnitude
        let item = Fixtures.item(
            limit, limit, top: limit, left: 0, bottom: limit, right: limit,
            offset: CGPoint(x: -limit, y: limit))
        #expect(ItemValidator.isValid(item))
        #expect(ItemValidator.reason(for: item) == nil)
    }
}
