import AlertPresentation
import AlertProtocol
import AlertStyles
import Foundation

@testable import AlertTerminal

/// An item as a user of the library writes one: its own class, drawing through the canvas,
/// with no text description (plain mode reads what it draws).
@MainActor
final class BadgeItem: AlertStyledItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let name: String

    init(name: String) {
        self.name = name
    }

    func updateLayout(in context: AlertItemContext) {
        let height = 2 * context.measurer.lineHeight(for: .title)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: height),
            boundsInsets: context.insets())
    }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        let line = context.measurer.lineHeight(for: .title)
        for (row, (text, role)) in [("★ \(name)", AlertTextRole.title), ("earned today", .caption)]
            .enumerated()
        {
            let width = context.measurer.width(of: text, role: role)
            canvas.drawText(
                text,
                at: CGPoint(
                    x: frame.minX + (frame.width - width) / 2, y: frame.minY + CGFloat(row) * line),
                role: role, color: row == 0 ? palette.tint : palette.message)
        }
    }
}

/// An alert as a user of the library writes one: not an `AlertView`, holding an item of its
/// own and two library buttons.
@MainActor
final class UserAlert: AlertPresentable {
    var isVisible = false
    let style = AlertStyle.alert
    var items: [any AlertItem] = [
        BadgeItem(name: "Gold badge"),
        ButtonItem(title: "Keep", role: .cancel, actionIndex: 0),
        ButtonItem(title: "Share", actionIndex: 1),
    ]
    private(set) var reloads = 0

    func reloadData() throws { reloads += 1 }
}
