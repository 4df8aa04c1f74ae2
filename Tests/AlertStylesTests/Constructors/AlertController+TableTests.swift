import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerTableTests {
    private let columns = ["Name", "Size"]
    private let rows = [["report.pdf", "250 KB"], ["notes.txt", "2 KB"], ["photo.jpg", "3 MB"]]

    @Test func chooseRowAnswersTheIndexOfTheChosenRowAndNilForCancel() async throws {
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.chooseRow("Open", columns: columns, rows: rows) }
        try await window.waitForAlert()
        #expect(window.press(.down, .down, .enter))
        #expect(await answer.value == 2)
        let lettered = Task { await alerts.chooseRow("Open", columns: columns, rows: rows) }
        try await window.waitForAlert()
        // A letter goes to the next row whose first cell starts with it.
        #expect(window.press(.character("n"), .enter))
        #expect(await lettered.value == 1)
        let cancelled = Task { await alerts.chooseRow("Open", columns: columns, rows: rows) }
        try await window.waitForAlert()
        #expect(window.press(.escape))
        #expect(await cancelled.value == nil)
    }

    /// The names over the rows, each cell at its column's place, the names strong: one
    /// list item draws them all.
    @Test func theNamesAreDrawnOverTheCellsInLinedUpColumns() throws {
        let (view, list) = AlertController.tableView(
            title: "Files", message: nil, columns: columns, rows: rows, cancelTitle: "Cancel")
        #expect(view.items.count == 4, "title, the table, Cancel and OK")
        let context = AlertItemContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
            contentWidth: 30, topInset: 0, bottomInset: 0)
        list.updateLayout(in: context)
        #expect(list.alertLayout.itemSize.height == 4, "the names and three rows")
        let drawn = drawnInCells(list).commands.compactMap { command -> (String, CGPoint)? in
            switch command {
            case .text(let text, let origin, _, _): (text, origin)
            case .emphasizedText(let text, let origin, _, _, let emphasis)
            where emphasis == .strong:
                (text, origin)
            default: nil
            }
        }
        let placed = Dictionary(drawn.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        #expect(placed["Name"] == CGPoint(x: 0, y: 0) && placed["Size"] == CGPoint(x: 12, y: 0))
        #expect(placed["notes.txt"] == CGPoint(x: 0, y: 2))
        #expect(placed["2 KB"] == CGPoint(x: 12, y: 2))
        #expect(placed["3 MB"] == CGPoint(x: 12, y: 3))
        #expect(
            list.textDescription
                == "List:\nColumns: Name  Size\n1. report.pdf  250 KB\n2. notes.txt  2 KB\n"
                + "3. photo.jpg  3 MB")
    }

    /// A table is one list item whatever its length: 100,000 rows are still four items,
    /// and End reaches the last row.
    @Test func aLongTableIsOneListItem() {
        let (alerts, window, _) = makeController()
        let many = (1...100_000).map { ["row \($0)", String($0 * 2)] }
        var answers: [Int?] = []
        let view = alerts.showTable(title: "Many", columns: ["Row", "Twice"], rows: many) {
            answers.append($0)
        }
        #expect(view.items.count == 4)
        window.press(.end)
        window.press(.enter)
        #expect(answers == [99_999])
    }
}
