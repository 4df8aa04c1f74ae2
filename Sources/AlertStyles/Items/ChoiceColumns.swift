import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rows of a list in two columns: each row's label, then its detail, the details starting
/// in one column past the widest label (and a gap of two spaces), so they line up.
///
/// Widths are the measurer's (a terminal's counts East Asian wide characters as two cells
/// and combining marks as none), never character counts. Measuring is O(total length of
/// the rows); drawing a row is O(its length). One instance may be shared by several items
/// (the buttons of a menu): each draws its own row with the same columns.
@MainActor
package final class ChoiceColumns: MeasuredColumns {
    /// Each row's first column, end to end in one buffer.
    package let labels: PackedTexts
    /// Each row's second column (as many as ``labels``; empty: none), end to end in one
    /// buffer.
    package let details: PackedTexts
    /// The widest label, at the last ``measure(with:role:)``.
    package private(set) var widestLabel: CGFloat = 0
    /// The widest detail, at the last ``measure(with:role:)``.
    package private(set) var widestDetail: CGFloat = 0
    /// The space between the columns: two spaces.
    package private(set) var gap: CGFloat = 0
    /// A line naming the columns over the rows (a desktop list's headings), measured with
    /// them so that it lines up; nil: none. Setting it measures the columns again.
    package var heading: (label: String, detail: String)? {
        didSet { lastMeasure = nil }
    }
    /// Whether ``measure(with:role:)`` ran.
    package var isMeasured: Bool { lastMeasure != nil }
    /// The measurer and role of the last ``measure(with:role:)``.
    package private(set) var lastMeasure: (measurer: any AlertTextMeasuring, role: AlertTextRole)?

    /// Creates the columns of `labels` and `details`; missing details are empty, extra ones
    /// are dropped. O(their length).
    package init(labels: PackedTexts, details: PackedTexts) {
        self.labels = labels
        guard details.count != labels.count else {
            self.details = details
            return
        }
        var padded = PackedTexts()
        for row in labels.indices { padded.append(row < details.count ? details[row] : "") }
        self.details = padded
    }

    /// Creates the columns of `labels` and `details`; missing details are empty, extra ones
    /// are dropped. O(their length).
    package convenience init(labels: some Sequence<String>, details: some Sequence<String>) {
        self.init(labels: PackedTexts(labels), details: PackedTexts(details))
    }

    /// The detail of `row`, or nil when it has none (or there is no such row). O(its
    /// length).
    package func detail(of row: Int) -> String? {
        details.indices.contains(row) && !details.isEmpty(at: row) ? details[row] : nil
    }

    /// What a filter searches for `row`: the label, a space and the detail (the label
    /// alone when it has none).
    package func searchedText(of row: Int) -> String {
        detail(of: row).map { labels[row] + " " + $0 } ?? labels[row]
    }

    /// `row` as one line of text, for plain mode and screen readers: the label, two spaces
    /// and the detail (the label alone when it has none).
    package func text(of row: Int) -> String {
        guard labels.indices.contains(row) else { return "" }
        return Self.line(labels[row], detail(of: row) ?? "")
    }

    /// A row of `label` and `detail` as one line of text: two spaces between them, the
    /// label alone when the detail is empty.
    package static func line(_ label: String, _ detail: String) -> String {
        detail.isEmpty ? label : label + "  " + detail
    }

    /// Measures the labels, the details and the gap with `measurer` in `role`. O(total
    /// length).
    package func measure(with measurer: any AlertTextMeasuring, role: AlertTextRole) {
        widestLabel = labels.lazy.map { measurer.width(of: $0, role: role) }.max() ?? 0
        widestDetail = details.lazy.map { measurer.width(of: $0, role: role) }.max() ?? 0
        if let heading {
            widestLabel = max(widestLabel, measurer.width(of: heading.label, role: role))
            widestDetail = max(widestDetail, measurer.width(of: heading.detail, role: role))
        }
        gap = measurer.width(of: "  ", role: role)
        lastMeasure = (measurer, role)
    }

    /// The width of the widest row with both columns whole.
    package var rowWidth: CGFloat {
        widestDetail > 0 ? widestLabel + gap + widestDetail : widestLabel
    }

    /// The first column's width in a row `width` wide: the widest label, but at most two
    /// thirds of the row (rounded down) when the rows do not fit, so some of every detail
    /// shows.
    package func labelColumn(within width: CGFloat) -> CGFloat {
        guard rowWidth > width else { return widestLabel }
        return min(widestLabel, (max(width - gap, 0) * 2 / 3).rounded(.down))
    }

    /// One piece of a row as drawn: its text (cut to its column) and where it starts.
    package struct Piece: Equatable {
        /// The text, cut with an ellipsis when its column is too narrow.
        package var text: String
        /// Where it starts, from the row's left edge.
        package var x: CGFloat
        /// Whether it is the detail (else the label).
        package var isDetail: Bool
    }

    /// The pieces of `row` in a row `width` wide: the label at 0, cut to its column, and
    /// the detail (when it has one and room is left) where the second column starts, cut
    /// at its end. O(length of the row), once the columns are measured (they are measured
    /// now if they never were, or were by a measurer that measures otherwise).
    package func pieces(
        of row: Int, width: CGFloat, measurer: any AlertTextMeasuring, role: AlertTextRole
    ) -> [Piece] {
        guard labels.indices.contains(row), width > 0 else { return [] }
        return pieces(
            label: labels[row], detail: detail(of: row), width: width, measurer: measurer,
            role: role)
    }

    /// The pieces of a row of `label` and `detail` (nil: none), as ``pieces(of:width:measurer:role:)``
    /// cuts them.
    private func pieces(
        label whole: String, detail: String?, width: CGFloat, measurer: any AlertTextMeasuring,
        role: AlertTextRole
    ) -> [Piece] {
        measureIfNeeded(with: measurer, role: role)
        guard let detail else {
            let label = measurer.fitting(whole, role: role, maxWidth: width, cut: .end)
            return [Piece(text: label, x: 0, isDetail: false)]
        }
        let column = labelColumn(within: width)
        let label = measurer.fitting(whole, role: role, maxWidth: column, cut: .end)
        var pieces = [Piece(text: label, x: 0, isDetail: false)]
        let room = width - column - gap
        if room > 0 {
            let shown = measurer.fitting(detail, role: role, maxWidth: room, cut: .end)
            pieces.append(Piece(text: shown, x: column + gap, isDetail: true))
        }
        return pieces
    }

    /// Draws `row` with its left edge at `origin`, in `width`.
    package func draw(
        _ row: Int, at origin: CGPoint, width: CGFloat, canvas: any AlertCanvas,
        measurer: any AlertTextMeasuring, role: AlertTextRole, color: AlertColor,
        emphasis: AlertTextEmphasis = .normal
    ) {
        draw(
            pieces(of: row, width: width, measurer: measurer, role: role), at: origin,
            canvas: canvas, role: role, color: color, emphasis: emphasis)
    }

    /// Draws a row of `label` and `detail` (empty: none) in these columns, its left edge at
    /// `origin`, in `width`: a row shown in place of one of the rows.
    package func draw(
        label: String, detail: String, at origin: CGPoint, width: CGFloat,
        canvas: any AlertCanvas, measurer: any AlertTextMeasuring, role: AlertTextRole,
        color: AlertColor, emphasis: AlertTextEmphasis = .normal
    ) {
        guard width > 0 else { return }
        let pieces = pieces(
            label: label, detail: detail.isEmpty ? nil : detail, width: width,
            measurer: measurer, role: role)
        draw(pieces, at: origin, canvas: canvas, role: role, color: color, emphasis: emphasis)
    }

    /// Draws `pieces` from `origin`.
    private func draw(
        _ pieces: [Piece], at origin: CGPoint, canvas: any AlertCanvas, role: AlertTextRole,
        color: AlertColor, emphasis: AlertTextEmphasis
    ) {
        for piece in pieces {
            canvas.drawText(
                piece.text, at: CGPoint(x: origin.x + piece.x, y: origin.y), role: role,
                color: color, emphasis: emphasis)
        }
    }
}
