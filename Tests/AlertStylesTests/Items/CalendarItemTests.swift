import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The month calendar: its drawing of a known month, its key moves against Foundation's own
/// calendar arithmetic, its limits and its description.
@MainActor @Suite struct CalendarItemTests {
    /// UTC, where every day is whole.
    static let utc = TimeZone(identifier: "UTC")!

    /// A fixed Gregorian calendar in UTC with an English locale: the reference.
    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 1
        calendar.minimumDaysInFirstWeek = 1
        return calendar
    }()

    /// The date an ISO 8601 text names.
    static func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    /// The day `date` falls on in UTC, as `YYYY-MM-DD`.
    static func day(_ date: Date) -> String {
        String(Self.date(of: date).prefix(10))
    }

    /// `date` as ISO 8601 in UTC.
    static func date(of date: Date) -> String {
        AlertDateArithmetic(timeZone: utc).iso8601(date)
    }

    /// Draws `item` in a terminal-sized frame (cells) and returns the recorder.
    func drawn(_ item: CalendarItem, focused: Bool = true) -> AlertCanvasRecorder {
        let canvas = AlertCanvasRecorder()
        item.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 8),
            context: AlertDrawContext(
                theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: focused))
        return canvas
    }

    /// Where each text was drawn, by text (the last one of a text wins).
    func origins(_ canvas: AlertCanvasRecorder) -> [String: CGPoint] {
        var origins: [String: CGPoint] = [:]
        for command in canvas.commands {
            switch command {
            case .text(let text, let origin, _, _), .emphasizedText(let text, let origin, _, _, _):
                origins[text] = origin
            default: break
            }
        }
        return origins
    }

    @Test func drawsNovember2026WithEachDayUnderItsWeekday() throws {
        let item = CalendarItem(
            date: Self.date("2026-11-27T09:30:00Z"), timeZone: Self.utc, today: nil)
        let canvas = drawn(item)
        let texts = canvas.texts
        #expect(texts.prefix(8) == ["November 2026", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
        #expect(Array(texts.dropFirst(8)) == (1...30).map(String.init))
        #expect(item.weeks == 5)
        let origins = origins(canvas)
        // The header centred over the 20-cell grid.
        #expect(origins["November 2026"] == CGPoint(x: 3, y: 0))
        #expect(origins["Su"] == CGPoint(x: 0, y: 1))
        #expect(origins["Sa"] == CGPoint(x: 18, y: 1))
        // Each day three cells wide, right-aligned under its weekday, in its week's row, as
        // Foundation's Gregorian calendar places it.
        let first = try #require(Self.gregorian.date(from: DateComponents(year: 2026, month: 11)))
        #expect(Self.gregorian.component(.weekday, from: first) == 1)
        for day in 1...30 {
            let date = try #require(Self.gregorian.date(byAdding: .day, value: day - 1, to: first))
            let column = Self.gregorian.component(.weekday, from: date) - 1
            let row = Self.gregorian.component(.weekOfMonth, from: date) - 1
            let x = CGFloat(column * 3 + (day < 10 ? 1 : 0))
            #expect(origins[String(day)] == CGPoint(x: x, y: CGFloat(2 + row)), "day \(day)")
        }
        // The cursor's day on the focus fill.
        #expect(
            canvas.commands.contains(
                .roleFill(
                    CGRect(x: 15, y: 5, width: 2, height: 1), role: .focus,
                    color: AlertTheme.terminal.palette.focus)))
    }

    @Test func unfocusedTheCursorIsStrongAndTodayIsUnderlined() {
        let item = CalendarItem(
            date: Self.date("2026-11-27T00:00:00Z"), timeZone: Self.utc,
            today: Self.date("2026-11-03T12:00:00Z"))
        let canvas = drawn(item, focused: false)
        let palette = AlertTheme.terminal.palette
        #expect(!canvas.commands.contains { if case .roleFill = $0 { true } else { false } })
        #expect(
            canvas.commands.contains(
                .emphasizedText(
                    "27", origin: CGPoint(x: 15, y: 5), role: .field, color: palette.title,
                    emphasis: .strong)))
        #expect(
            canvas.commands.contains(
                .emphasizedText(
                    "3", origin: CGPoint(x: 7, y: 2), role: .field, color: palette.title,
                    emphasis: .underlined)))
        item.move(months: 1)
        #expect(
            !drawn(item).commands.contains {
                if case .emphasizedText(_, _, _, _, .underlined) = $0 { true } else { false }
            })
    }

    @Test func aMonthOfSixWeeksAndTheLayoutKeepsRoomForSix() {
        // August 2026 starts on a Saturday: 31 days over six rows.
        let item = CalendarItem(date: Self.date("2026-08-15T00:00:00Z"), timeZone: Self.utc)
        #expect(item.weeks == 6)
        #expect(item.cell(ofDay: 1) == (0, 6))
        #expect(item.cell(ofDay: 31) == (5, 1))
        item.updateLayout(
            in: AlertItemContext(
                theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
                contentWidth: 30))
        #expect(item.alertLayout.itemSize == CGSize(width: 30, height: 8))
        #expect(
            item.naturalWidth(
                in: AlertItemContext(
                    theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
                    contentWidth: 30)
            ).unbreakable >= 20)
    }

    @Test func readsTheFocusedDateInFull() {
        let item = CalendarItem(date: Self.date("2026-11-27T09:30:00Z"), timeZone: Self.utc)
        #expect(item.textDescription == "Friday 27 November 2026")
        #expect(item.displayValue == "2026-11-27")
        #expect(item.resultValue == "2026-11-27T09:30:00Z")
        #expect(item.handleKey(.left, atStop: 0) == .handled)
        #expect(item.textDescription == "Thursday 26 November 2026")
    }

    /// As a grid for screen readers: the month's weeks of seven cells, each day named in full
    /// (checked against Foundation's own weekdays, for weeks starting on Sunday and on
    /// Monday), the blanks unnamed, the cursor's day selected; moving the cursor moves it.
    @Test(arguments: [1, 2])
    func readsAsAGridOfDaysNamedInFull(firstWeekday: Int) {
        let item = CalendarItem(
            date: Self.date("2026-11-27T09:30:00Z"), timeZone: Self.utc,
            firstWeekday: firstWeekday)
        #expect(item.gridName == "November 2026")
        #expect(item.gridColumns == 7 && item.gridRows == item.weeks)
        let formatter = DateFormatter()
        formatter.calendar = Self.gregorian
        formatter.timeZone = Self.utc
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE d MMMM yyyy"
        var named: [String] = []
        for row in 0..<item.gridRows {
            for column in 0..<7 {
                guard let name = item.gridCellName(row: row, column: column) else { continue }
                named.append(name)
            }
        }
        let expected = (1...30).map { day in
            formatter.string(from: Self.date("2026-11-\(day < 10 ? "0" : "")\(day)T12:00:00Z"))
        }
        #expect(named == expected)
        #expect(item.gridCellName(row: 0, column: -1) == nil)
        let selected = item.selectedGridCell
        #expect(
            selected.map { item.gridCellName(row: $0.row, column: $0.column) }
                == "Friday 27 November 2026")
        #expect(item.handleKey(.down, atStop: 0) == .handled)
        let moved = item.selectedGridCell
        #expect(
            moved.map { item.gridCellName(row: $0.row, column: $0.column) }
                == "Friday 4 December 2026")
        #expect(item.gridName == "December 2026")
    }

    @Test(arguments: [
        ("2024-01-31", AlertKeyInput.pageDown, "2024-02-29"),
        ("2023-01-31", .pageDown, "2023-02-28"),
        ("2024-03-31", .pageUp, "2024-02-29"),
        ("2024-02-29", .right, "2024-03-01"),
        ("2023-02-28", .right, "2023-03-01"),
        ("2024-12-31", .right, "2025-01-01"),
        ("2025-01-03", .up, "2024-12-27"),
        ("2024-02-26", .down, "2024-03-04"),
        ("2024-02-12", .end, "2024-02-29"),
        ("2100-02-12", .end, "2100-02-28"),
        ("2024-02-12", .home, "2024-02-01"),
    ])
    func movesAcrossMonthEndsAndLeapYears(_ start: String, _ key: AlertKeyInput, _ end: String) {
        let item = CalendarItem(date: Self.date(start + "T08:00:00Z"), timeZone: Self.utc)
        #expect(item.handleKey(key, atStop: 0) == .handled)
        #expect(Self.date(of: item.date) == end + "T08:00:00Z")
    }

    /// A random walk of keys (seed printed on failure) against Foundation's
    /// `Calendar.date(byAdding:)`: days and weeks, months with the day clamped, and the
    /// month's first and last day.
    @Test func aRandomWalkMatchesFoundationsArithmetic() throws {
        let seed: UInt64 = 20_261_127
        var generator = SplitMix64(seed: seed)
        let keys: [AlertKeyInput] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end]
        var expected = Self.date("2024-01-31T13:45:00Z")
        let item = CalendarItem(date: expected, timeZone: Self.utc)
        let calendar = Self.gregorian
        for step in 0..<2_000 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            let day = calendar.component(.day, from: expected)
            let days = try #require(calendar.range(of: .day, in: .month, for: expected)).count
            let moved: Date? =
                switch key {
                case .left: calendar.date(byAdding: .day, value: -1, to: expected)
                case .right: calendar.date(byAdding: .day, value: 1, to: expected)
                case .up: calendar.date(byAdding: .day, value: -7, to: expected)
                case .down: calendar.date(byAdding: .day, value: 7, to: expected)
                case .pageUp: calendar.date(byAdding: .month, value: -1, to: expected)
                case .pageDown: calendar.date(byAdding: .month, value: 1, to: expected)
                case .home: calendar.date(byAdding: .day, value: 1 - day, to: expected)
                default: calendar.date(byAdding: .day, value: days - day, to: expected)
                }
            expected = try #require(moved)
            #expect(item.handleKey(key, atStop: 0) == .handled)
            #expect(
                item.date == expected,
                "seed \(seed), step \(step), \(key): \(Self.date(of: item.date)) \(Self.date(of: expected))"
            )
            if item.date != expected { break }
        }
    }

    @Test func movesStopAtTheLimitsAndDaysOutsideAreDimmed() {
        let low = Self.date("2026-11-10T00:00:00Z")
        let high = Self.date("2026-11-20T00:00:00Z")
        let item = CalendarItem(
            date: Self.date("2026-11-12T00:00:00Z"), range: low...high, timeZone: Self.utc)
        #expect(item.handleKey(.up, atStop: 0) == .handled)
        #expect(item.date == low)
        // At the edge a move changes nothing, yet the key stays the calendar's.
        #expect(item.handleKey(.left, atStop: 0) == .handled)
        #expect(item.date == low)
        #expect(item.handleKey(.home, atStop: 0) == .handled)
        #expect(item.date == low)
        _ = item.handleKey(.pageDown, atStop: 0)
        #expect(item.date == high)
        _ = item.handleKey(.pageUp, atStop: 0)
        #expect(item.date == low)
        _ = item.handleKey(.end, atStop: 0)
        #expect(item.date == high)
        #expect(!item.replaceText(with: "2026-11-31"))
        #expect(item.replaceText(with: "2026-12-25"))
        #expect(item.date == high)
        #expect(item.canReach(day: 10) && item.canReach(day: 20))
        #expect(!item.canReach(day: 9) && !item.canReach(day: 21))
        let palette = AlertTheme.terminal.palette
        let commands = drawn(item).commands
        #expect(
            commands.contains(
                .text("9", origin: CGPoint(x: 4, y: 3), role: .field, color: palette.disabledButton)
            ))
        #expect(
            commands.contains(
                .text("10", origin: CGPoint(x: 6, y: 3), role: .field, color: palette.title)))
        // A click on a day out of the range does nothing; on one inside it picks it.
        let context = AlertDrawContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: true)
        let size = CGSize(width: 20, height: 8)
        #expect(
            item.handleClick(at: CGPoint(x: 4.5, y: 3.5), size: size, context: context) == .ignored)
        #expect(
            item.handleClick(at: CGPoint(x: 9.5, y: 3.5), size: size, context: context) == .handled)
        #expect(Self.day(item.date) == "2026-11-11")
    }

    /// With arrows in its header (zenity's calendar), a click on the month's `‹ ›` moves a
    /// month and on the year's a year, keeping the day the month has (31 March back a
    /// month: 29 February), and focuses the calendar; the arrows stay put whatever the
    /// month's name. Without them a click on the header does nothing.
    @Test func theHeadersArrowsMoveAMonthOrAYear() {
        let context = AlertDrawContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: false)
        // `‹ September ›  ‹ 9999 ›` is 23 cells: the month's arrows at 0 and 12, the year's
        // at 15 and 22.
        let size = CGSize(width: 23, height: 8)
        let y = AlertTheme.terminal.fieldPadding + 0.5
        let item = CalendarItem(date: Self.date("2024-03-31T00:00:00Z"), timeZone: Self.utc)
        #expect(
            item.handleClick(at: CGPoint(x: 0.5, y: y), size: size, context: context) == .ignored)
        item.showsArrows = true
        let clicks: [(CGFloat, String)] = [
            (0.5, "2024-02-29"), (12.5, "2024-03-29"), (12.5, "2024-04-29"), (15.5, "2023-04-29"),
            (22.5, "2024-04-29"),
        ]
        for (x, day) in clicks {
            #expect(
                item.handleClick(at: CGPoint(x: x, y: y), size: size, context: context)
                    == .focusStop(0))
            #expect(Self.day(item.date) == day, "click at \(x)")
        }
        #expect(item.handleClick(at: CGPoint(x: 7, y: y), size: size, context: context) == .ignored)
    }

    @Test func theYearsStopAt0001And9999() {
        let item = CalendarItem(date: Self.date("9999-12-20T00:00:00Z"), timeZone: Self.utc)
        _ = item.handleKey(.pageDown, atStop: 0)
        #expect(Self.day(item.date) == "9999-12-31")
        item.setDate(.distantPast)
        #expect(Self.day(item.date) == "0001-01-01")
        _ = item.handleKey(.up, atStop: 0)
        #expect(Self.day(item.date) == "0001-01-01")
    }
}
