/// Stacks surfaces by level into one frame, the screen as it should look.
///
/// Surfaces draw in order of level, and in order of insertion for equal levels. When a
/// visible surface has ``TerminalSurface/dimsBelow``, the surfaces below the topmost such one
/// are composed into a dimmed backdrop that is cached: it is recomputed only when one of those
/// surfaces changes (by its version), when the set of surfaces changes, or on resize, never on
/// every frame. `backdropRenderCount` counts the recomputations.
///
/// The frame is kept between calls and recomposed only where something changed: the rows a
/// changed surface covered before or covers now (whole rows, so a wide glyph cut by a
/// surface's edge comes out as in a whole composition), or, when one surface changed only
/// what it shows and nothing above it meets it, that surface's cells alone (it covers them
/// all; its edges cut what lies below as they did before). The rows and columns changed
/// since the renderer last asked for them are kept for it (`takeChangedRows()`,
/// `takeChangedColumns()`).
@MainActor
public final class TerminalCompositor {
    /// The screen's width in columns.
    package private(set) var width: Int
    /// The screen's height in rows.
    package private(set) var height: Int
    /// The style of the screen where no surface draws.
    public var background: TerminalStyle {
        didSet { structureVersion &+= 1 }
    }

    /// How many times the dimmed backdrop has been composed (for tests and the benchmark).
    package private(set) var backdropRenderCount = 0

    /// What a surface looked like when the frame was last composed.
    private struct Drawn {
        let surface: TerminalSurface
        let version: UInt64
        let frame: TerminalRect
        let isVisible: Bool
        let dimsBelow: Bool
        let level: TerminalLayer

        @MainActor init(_ surface: TerminalSurface) {
            self.surface = surface
            version = surface.version
            frame = surface.frame
            isVisible = surface.isVisible
            dimsBelow = surface.dimsBelow
            level = surface.level
        }

        /// Whether it dimmed what lies below it.
        var dims: Bool { isVisible && dimsBelow }

        /// The rows it covered, as a rectangle of whole rows (empty when hidden).
        var rows: Range<Int> {
            isVisible && !frame.isEmpty ? frame.minRow..<frame.maxRow : 0..<0
        }
    }

    private var entries: [(surface: TerminalSurface, sequence: Int)] = []
    private var nextSequence = 0
    private var structureVersion: UInt64 = 0
    private var backdrop: CellBuffer?
    private var backdropKey: [UInt64] = []
    private var lastFrame: CellBuffer?
    /// The surfaces in drawing order at the last composition, and the structure then.
    private var drawn: [Drawn] = []
    private var drawnStructure: UInt64?
    /// Where the last composition's topmost visible dimmer sat in `drawn`.
    private var drawnDimmer: Int?
    /// Rows changed since the last ``takeChangedRows()``.
    private var changedRows: Range<Int>?
    /// Columns changed since the last ``takeChangedColumns()``, in the changed rows.
    private var changedColumns: Range<Int>?

    /// Creates a compositor for a screen of `width` × `height` cells, each clamped to
    /// 0 ... `CellBuffer.maximumSide`.
    package init(width: Int, height: Int, background: TerminalStyle = .plain) {
        self.width = CellBuffer.clampedSide(width)
        self.height = CellBuffer.clampedSide(height)
        self.background = background
    }

    /// The surfaces in drawing order (bottom first).
    package var surfaces: [TerminalSurface] {
        orderedEntries().map(\.surface)
    }

    /// Adds `surface` above the others of its level. Adding a surface twice does nothing.
    public func add(_ surface: TerminalSurface) {
        guard !entries.contains(where: { $0.surface === surface }) else { return }
        entries.append((surface, nextSequence))
        nextSequence += 1
        structureVersion &+= 1
    }

    /// Removes `surface`; removing one that is not there does nothing.
    public func remove(_ surface: TerminalSurface) {
        let before = entries.count
        entries.removeAll { $0.surface === surface }
        if entries.count != before {
            structureVersion &+= 1
        }
    }

    /// Changes the screen size (clamped like the initializer's); the next frame is composed
    /// anew.
    package func resize(width: Int, height: Int) {
        self.width = CellBuffer.clampedSide(width)
        self.height = CellBuffer.clampedSide(height)
        structureVersion &+= 1
    }

    /// The rows of the frame that may differ from the frame of the previous call (all of
    /// them the first time, or after the size changed), gathered over every composition
    /// since; an empty range when nothing changed. A renderer that compares only these rows
    /// with what it last wrote writes the same bytes as one that compares every row.
    package func takeChangedRows() -> Range<Int> {
        defer { changedRows = nil }
        guard let rows = changedRows else { return 0..<0 }
        return rows.clamped(to: 0..<height)
    }

    /// The columns of the rows ``takeChangedRows()`` gives where the frame may differ from
    /// the frame of the previous call, gathered as those rows are (all of them when a whole
    /// row was recomposed; empty when nothing changed). Take it with the rows.
    package func takeChangedColumns() -> Range<Int> {
        defer { changedColumns = nil }
        guard let columns = changedColumns else { return 0..<0 }
        return columns.clamped(to: 0..<width)
    }

    /// The composed frame. O(surfaces) when nothing changed since the last call; when only
    /// surfaces above the backdrop changed (content, place, visibility), O(width × rows they
    /// cover); otherwise O(screen area + drawn area), plus the backdrop's cost when it must
    /// be recomposed.
    package func compose() -> CellBuffer {
        if redrawOnlyChangedSurface() {
            return lastFrame!
        }
        if let rows = rowsToRecompose() {
            if !rows.isEmpty { recompose(rows: rows) }
            return lastFrame ?? CellBuffer(width: width, height: height, style: background)
        }
        let ordered = orderedEntries()
        let visible = ordered.filter { $0.surface.isVisible }
        var frame: CellBuffer
        var firstAbove = 0
        if let dimmer = visible.lastIndex(where: { $0.surface.dimsBelow }) {
            frame = dimmedBackdrop(below: visible[..<dimmer])
            firstAbove = dimmer
        } else {
            frame = CellBuffer(width: width, height: height, style: background)
        }
        for entry in visible[firstAbove...] {
            frame.draw(entry.surface.buffer, at: entry.surface.frame.origin)
        }
        drawn = ordered.map { Drawn($0.surface) }
        drawnStructure = structureVersion
        drawnDimmer = drawn.lastIndex { $0.isVisible && $0.surface.dimsBelow }
        lastFrame = frame
        markChanged(0..<height)
        return frame
    }

    /// Draws the one surface that changed since the last composition over the kept frame,
    /// when that is the whole change: it changed what it shows only (not its place, level,
    /// visibility or dimming), it is visible, above the backdrop, and no visible surface
    /// drawn after it meets its frame. Its cells then cover all it covered, and its edges cut
    /// wide glyphs below it as they did before. Returns false, having done nothing, when
    /// that is not so. O(surfaces + its area).
    private func redrawOnlyChangedSurface() -> Bool {
        guard lastFrame != nil, drawnStructure == structureVersion else { return false }
        var changed: Int?
        for (index, old) in drawn.enumerated() where old.surface.version != old.version {
            guard changed == nil else { return false }
            changed = index
        }
        guard let index = changed else { return false }
        let old = drawn[index]
        let now = Drawn(old.surface)
        guard now.isVisible, old.isVisible, now.frame == old.frame, now.dims == old.dims,
            now.level == old.level, index >= (drawnDimmer ?? 0)
        else { return false }
        let frame = now.frame
        for above in drawn[(index + 1)...]
        where above.isVisible && !above.frame.intersection(frame).isEmpty {
            return false
        }
        let shown = frame.intersection(
            TerminalRect(column: 0, row: 0, width: width, height: height))
        lastFrame!.draw(old.surface.buffer, at: frame.origin)
        drawn[index] = now
        if !shown.isEmpty {
            markChanged(shown.minRow..<shown.maxRow, columns: shown.minColumn..<shown.maxColumn)
        }
        return true
    }

    /// The rows to recompose in place (empty when nothing changed), or nil when the frame
    /// must be composed whole: the structure, a level or a dimming changed, or a surface in
    /// the backdrop did. O(surfaces).
    private func rowsToRecompose() -> Range<Int>? {
        guard lastFrame != nil, drawnStructure == structureVersion else { return nil }
        var low = Int.max
        var high = Int.min
        for (index, old) in drawn.enumerated() {
            let surface = old.surface
            guard surface.version != old.version else { continue }
            if let dimmer = drawnDimmer, index < dimmer { return nil }
            let now = Drawn(surface)
            guard now.dims == old.dims, now.level == old.level else { return nil }
            for rows in [old.rows, now.rows] where !rows.isEmpty {
                low = min(low, rows.lowerBound)
                high = max(high, rows.upperBound)
            }
        }
        low = max(low, 0)
        high = min(high, height)
        return low < high ? low..<high : 0..<0
    }

    /// Composes `rows` again, whole, in the kept frame: the backdrop's rows (or the
    /// background), then every visible surface above it clipped to them. O(width × rows +
    /// drawn area).
    private func recompose(rows: Range<Int>) {
        let first = drawnDimmer ?? 0
        let clip = TerminalRect(column: 0, row: rows.lowerBound, width: width, height: rows.count)
        let cells = rows.lowerBound * width..<rows.upperBound * width
        if drawnDimmer != nil, let backdrop {
            lastFrame!.cells.replaceSubrange(cells, with: backdrop.cells[cells])
        } else {
            lastFrame!.fill(clip, style: background)
        }
        for index in drawn.indices {
            let surface = drawn[index].surface
            if index >= first, surface.isVisible {
                lastFrame!.draw(surface.buffer, at: surface.frame.origin, clip: clip)
            }
            drawn[index] = Drawn(surface)
        }
        markChanged(rows)
    }

    /// Adds `rows` (their `columns`, whole rows when nil) to what changed since the last
    /// take.
    private func markChanged(_ rows: Range<Int>, columns: Range<Int>? = nil) {
        let columns = columns ?? 0..<width
        changedRows = changedRows.map { Self.union($0, rows) } ?? rows
        changedColumns = changedColumns.map { Self.union($0, columns) } ?? columns
    }

    /// The smallest range holding both `a` and `b`.
    private static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }
    private func dimmedBackdrop(
        below entries: ArraySlice<(surface: TerminalSurface, sequence: Int)>
    ) -> CellBuffer {
        let backdropKey = key(for: entries)
        if let backdrop, backdropKey == self.backdropKey {
            return backdrop
        }
        var composed = CellBuffer(width: width, height: height, style: background)
        for entry in entries {
            composed.draw(entry.surface.buffer, at: entry.surface.frame.origin)
        }
        composed.mapStyles { $0.dimmed }
        backdrop = composed
        self.backdropKey = backdropKey
        backdropRenderCount += 1
        return composed
    }

    private func orderedEntries() -> [(surface: TerminalSurface, sequence: Int)] {
        entries.sorted { lhs, rhs in
            if lhs.surface.level != rhs.surface.level {
                return lhs.surface.level < rhs.surface.level
            }
            return lhs.sequence < rhs.sequence
        }
    }

    /// What a composition depends on: the screen, and each drawn surface's identity and version.
    private func key(for entries: ArraySlice<(surface: TerminalSurface, sequence: Int)>) -> [UInt64]
    {
        var key: [UInt64] = [structureVersion, UInt64(width), UInt64(height)]
        key.reserveCapacity(3 + entries.count * 2)
        for entry in entries {
            key.append(UInt64(entry.sequence))
            key.append(entry.surface.version)
        }
        return key
    }
}
