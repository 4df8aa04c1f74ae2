/// lipgloss's table resizer (table/resizing.go) for glamour's tables: every cell has a
/// margin of one space on either side, and a column separator between columns.
struct GlamourTableWidths {
    /// The widest cell of each column.
    private var maximum: [Int] = []
    /// The narrowest cell of each column.
    private var minimum: [Int] = []
    /// The median width of each column's body cells.
    private var median: [Int] = []

    /// The widths of `header` and `rows` (cells already rendered).
    init(header: [String], rows: [[String]]) {
        for index in header.indices {
            let body = rows.map { VisibleText.width(of: $0[index]) }
            let all = [VisibleText.width(of: header[index])] + body
            maximum.append(all.max() ?? 0)
            minimum.append(all.min() ?? 0)
            let sorted = body.sorted()
            if sorted.isEmpty {
                median.append(0)
            } else if sorted.count % 2 == 0 {
                median.append((sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2)
            } else {
                median.append(sorted[sorted.count / 2])
            }
        }
    }

    /// Each column's width, margins included, for a table `total` columns wide (0: as wide
    /// as the widest cells).
    func widths(for total: Int) -> [Int] {
        var widths = maximum.map { $0 + 2 }
        let borders = max(0, widths.count - 1)
        guard total > 0 else { return widths }
        if widths.reduce(0, +) <= total {
            while widths.reduce(0, +) + borders < total,
                let narrowest = widths.indices.filter({ widths[$0] != 0 }).min(by: {
                    widths[$0] < widths[$1]
                })
            {
                widths[narrowest] += 1
            }
            return widths
        }
        shrink(&widths, total: total, borders: borders, floor: true)
        if widths.reduce(0, +) + borders > total {
            shrink(&widths, total: total, borders: borders, floor: false)
        }
        return widths
    }

    /// lipgloss's three passes: columns at least half the table wide, then those furthest
    /// above their median (never the first: lipgloss's loop stops at index 0), then the
    /// widest; with `floor`, no column below its narrowest cell (or one cell) and margins.
    private func shrink(_ widths: inout [Int], total: Int, borders: Int, floor: Bool) {
        func allowed(_ index: Int) -> Bool {
            widths[index] != 0 && (!floor || widths[index] > 2 + max(minimum[index], 1))
        }
        func biggest(veryBigOnly: Bool) {
            while widths.reduce(0, +) + borders > total {
                var best: Int?
                for index in widths.indices where allowed(index) {
                    if veryBigOnly && widths[index] < total / 2 { continue }
                    if best.map({ widths[index] > widths[$0] }) ?? true { best = index }
                }
                guard let best, widths[best] > 0 else { return }
                widths[best] -= 1
            }
        }
        biggest(veryBigOnly: true)
        while widths.reduce(0, +) + borders > total {
            var best: Int?
            var bestDifference = Int.min
            for index in widths.indices where allowed(index) {
                let difference = widths[index] - median[index]
                if difference > 0 && difference > bestDifference {
                    bestDifference = difference
                    best = index
                }
            }
            guard let best, best > 0, widths[best] > 0 else { break }
            widths[best] -= 1
        }
        biggest(veryBigOnly: false)
    }
}
