import Foundation
import Testing

@testable import AlertLayout

@Suite struct ScrollPlanTests {
    /// Entries of `heights` (pinned where flagged), stacked from zero.
    static func entries(_ specs: [(CGFloat, Bool)]) throws -> EntryBuilder {
        try EntryBuilder(
            items: specs.map { Fixtures.item(10, $0.0, pinned: $0.1) }, top: 0, bottom: 0)
    }

    @Test func contentThatFitsDoesNotScroll() throws {
        let built = try Self.entries([(30, false), (20, true)])
        let plan = ScrollPlan(entries: built.entries, contentHeight: 50, heightLimit: 50)
        #expect(!plan.isScrollable && plan.alertHeight == 50)
        #expect(plan.footerEntry == 2 && plan.footerHeight == 0 && plan.footerShift == 0)
    }

    @Test func tooTallContentScrollsWithTheTrailingPinnedEntriesInTheFooter() throws {
        let built = try Self.entries([(60, false), (10, true), (20, true)])
        let plan = ScrollPlan(entries: built.entries, contentHeight: 90, heightLimit: 50)
        #expect(plan.isScrollable && plan.alertHeight == 50)
        #expect(plan.footerEntry == 1 && plan.footerHeight == 30 && plan.footerShift == -40)
    }

    @Test func aFooterThatFillsTheAlertIsDropped() throws {
        let built = try Self.entries([(60, false), (50, true)])
        let plan = ScrollPlan(entries: built.entries, contentHeight: 110, heightLimit: 50)
        #expect(plan.isScrollable && plan.footerEntry == 2 && plan.footerHeight == 0)
    }

    @Test func withNothingPinnedEverythingScrolls() throws {
        let built = try Self.entries([(60, false), (50, false)])
        let plan = ScrollPlan(entries: built.entries, contentHeight: 110, heightLimit: 50)
        #expect(plan.isScrollable && plan.footerEntry == 2 && plan.footerShift == 0)
    }
}
