import AlertProtocol
import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

/// A button of a user's own that asks to be arranged: a pill bar, or a tile.
@MainActor
private final class PillItem: AlertArrangedItem, AlertActionItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    var placement = AlertButtonPlacement.stacked
    let arrangement: AlertItemArrangement
    let title: String
    let actionIndex: Int
    var role: AlertButtonRole { .default }
    var dismissesAlert: Bool { true }
    var isEnabled: Bool { true }
    var spacingClass: AlertSpacingClass { arrangement == .tile ? .tile : .action }

    init(_ title: String, actionIndex: Int, arrangement: AlertItemArrangement = .bar) {
        self.title = title
        self.actionIndex = actionIndex
        self.arrangement = arrangement
    }

    func performAction() {}
    func updateLayout(in context: AlertItemContext) {
        alertLayout = placement.layout(size: CGSize(width: 4, height: 1), context: context)
    }
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

/// A separator of a user's own.
@MainActor
private final class DottedRule: AlertSeparatingItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let kind: AlertSeparatorKind
    var spacingClass: AlertSpacingClass { .separator }
    init(_ kind: AlertSeparatorKind) { self.kind = kind }
    func updateLayout(in context: AlertItemContext) {
        alertLayout = AlertItemLayout(itemSize: CGSize(width: context.contentWidth, height: 1))
    }
    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {}
}

@MainActor
@Suite struct AlertItemArrangerTests {
    private func arranger(_ style: AlertStyle, columns: Int = 3) -> AlertItemArranger {
        AlertItemArranger(
            style: style, theme: .terminal, measurer: MonospaceTextMeasurer.cells,
            contentWidth: 40, gridColumns: columns, buttonArrangement: .automatic)
    }

    private func arrange(_ items: [any AlertItem], _ arranger: AlertItemArranger) {
        let styled = items.map { $0 as? any AlertStyledItem }
        arranger.assignPlacements(items)
        arranger.arrange(items, styled: styled) { index, context in
            styled[index]?.updateLayout(in: context)
        }
        arranger.pin(items, styled: styled)
    }

    @Test func aUsersOwnButtonSharesARowWithAButtonItem() {
        let pill = PillItem("Later", actionIndex: 0)
        let button = ButtonItem(title: "Send", actionIndex: 1)
        arrange([TitleItem("Rate us"), pill, button], arranger(.alert))
        #expect(pill.placement == .row(index: 0, count: 2))
        #expect(button.placement == .row(index: 1, count: 2))
        #expect(pill.alertLayout.isParallel && button.alertLayout.isParallel)
        #expect(pill.alertLayout.itemSize.width == button.alertLayout.itemSize.width)
    }

    @Test func threeBarsOrASheetStack() {
        let bars = (0..<3).map { PillItem("\($0)", actionIndex: $0) }
        arrange(bars, arranger(.alert))
        #expect(bars.allSatisfy { $0.placement == .stacked })
        let sheet = [PillItem("a", actionIndex: 0), PillItem("b", actionIndex: 1)]
        arrange(sheet, arranger(.actionSheet))
        #expect(sheet.allSatisfy { $0.placement == .stacked })
    }

    @Test func tilesOfAnyKindFillAGridRowByRow() {
        let tiles: [any AlertArrangedItem] = [
            PillItem("a", actionIndex: 0, arrangement: .tile),
            ButtonItem(title: "b", actionIndex: 1, presentation: .tile),
            PillItem("c", actionIndex: 2, arrangement: .tile),
            ButtonItem(title: "d", actionIndex: 3, presentation: .tile), SpacerItem(),
        ]
        arrange(tiles, arranger(.actionSheet, columns: 3))
        #expect(
            tiles.map(\.placement) == [
                .tile(column: 0, columns: 3), .tile(column: 1, columns: 3),
                .tile(column: 2, columns: 3), .tile(column: 0, columns: 3),
                .tile(column: 1, columns: 3),
            ])
        #expect(tiles[3].alertLayout.startsNewRow)
        #expect(!tiles[4].alertLayout.startsNewRow)
    }

    @Test func aSheetPinsFromItsBigSeparatorWhateverItsClass() {
        let items: [any AlertItem] = [
            TitleItem("Share"), PillItem("Mail", actionIndex: 0), DottedRule(.small),
            PillItem("Copy", actionIndex: 1), DottedRule(.big), PillItem("Cancel", actionIndex: 2),
        ]
        arrange(items, arranger(.actionSheet))
        #expect(items.map(\.alertLayout.isPinned) == [false, false, false, false, true, true])
    }
}
