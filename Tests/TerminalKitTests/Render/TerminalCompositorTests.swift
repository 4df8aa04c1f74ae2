import Testing

@testable import TerminalKit

@MainActor
@Suite struct TerminalCompositorTests {
    private func surface(
        _ text: String, level: TerminalLayer, at column: Int, width: Int = 3,
        dims: Bool = false
    ) -> TerminalSurface {
        let surface = TerminalSurface(
            level: level, frame: TerminalRect(column: column, row: 0, width: width, height: 1),
            dimsBelow: dims)
        surface.buffer.write(text, at: .zero)
        return surface
    }

    @Test func higherLevelsDrawAboveWhateverTheInsertionOrder() {
        let compositor = TerminalCompositor(width: 5, height: 1)
        compositor.add(surface("AAA", level: .alert, at: 0))
        compositor.add(surface("SSS", level: .statusBar, at: 1))
        compositor.add(surface("NNNNN", level: .normal, at: 0, width: 5))
        #expect(compositor.compose().text(row: 0) == "AAASN")
        #expect(compositor.surfaces.map(\.level) == [.normal, .statusBar, .alert])
    }

    @Test func equalLevelsKeepInsertionOrder() {
        let compositor = TerminalCompositor(width: 4, height: 1)
        compositor.add(surface("111", level: .normal, at: 0))
        compositor.add(surface("222", level: .normal, at: 1))
        #expect(compositor.compose().text(row: 0) == "1222")
    }

    @Test func dimmedBackdropIsComposedOnceAndRecomputedOnlyWhenBelowChanges() {
        let compositor = TerminalCompositor(width: 6, height: 1)
        let app = surface("app", level: .normal, at: 0)
        let alert = surface("ok", level: .alert, at: 4, width: 2, dims: true)
        compositor.add(app)
        compositor.add(alert)
        let first = compositor.compose()
        #expect(first[0, 0].style.isDim && !first[4, 0].style.isDim)
        #expect(compositor.backdropRenderCount == 1)

        alert.buffer.write("no", at: .zero)
        _ = compositor.compose()
        #expect(compositor.backdropRenderCount == 1, "a change above the backdrop keeps it")

        app.buffer.write("APP", at: .zero)
        let changed = compositor.compose()
        #expect(compositor.backdropRenderCount == 2)
        #expect(changed.text(row: 0) == "APP no" && changed[0, 0].style.isDim)

        compositor.resize(width: 7, height: 1)
        _ = compositor.compose()
        #expect(compositor.backdropRenderCount == 3)

        alert.isVisible = false
        #expect(!compositor.compose()[0, 0].style.isDim)
        #expect(compositor.backdropRenderCount == 3)
    }

    @Test func anUnchangedSceneReturnsTheSameFrameWithoutWork() {
        let compositor = TerminalCompositor(width: 4, height: 1)
        compositor.add(surface("ab", level: .alert, at: 0, dims: true))
        let first = compositor.compose()
        #expect(compositor.compose() == first)
        #expect(compositor.backdropRenderCount == 1)
    }

    @Test func onlyTheRowsAChangedSurfaceCoversAreRecomposed() {
        let compositor = TerminalCompositor(width: 4, height: 5)
        let app = TerminalSurface(frame: TerminalRect(column: 0, row: 0, width: 4, height: 5))
        app.buffer.write("appp", at: TerminalPoint(column: 0, row: 3))
        let alert = surface("ok", level: .alert, at: 1, width: 2)
        compositor.add(app)
        compositor.add(alert)
        _ = compositor.compose()
        #expect(compositor.takeChangedRows() == 0..<5)
        _ = compositor.compose()
        #expect(compositor.takeChangedRows().isEmpty, "nothing changed")
        alert.frame.origin.row = 3
        let moved = compositor.compose()
        #expect(compositor.takeChangedRows() == 0..<4, "where it was and where it is")
        #expect(moved.text(row: 0) == "    " && moved.text(row: 3) == "aokp")
        alert.buffer.write("no", at: .zero)
        _ = compositor.compose()
        alert.isVisible = false
        let hidden = compositor.compose()
        #expect(compositor.takeChangedRows() == 3..<4, "gathered until taken")
        #expect(hidden.text(row: 3) == "appp")
    }

    /// A surface that changed only what it shows, with nothing above it, is drawn alone:
    /// only its cells are reported changed; one with a surface above it that meets it, or
    /// one that moved, recomposes whole rows as before.
    @Test func aSurfaceThatChangedOnlyWhatItShowsReportsOnlyItsCells() {
        let compositor = TerminalCompositor(width: 8, height: 4)
        let app = TerminalSurface(frame: TerminalRect(column: 0, row: 0, width: 8, height: 4))
        app.buffer.write("中文字典", at: TerminalPoint(column: 0, row: 1))
        let alert = TerminalSurface(
            level: .alert, frame: TerminalRect(column: 3, row: 1, width: 3, height: 2))
        compositor.add(app)
        compositor.add(alert)
        _ = compositor.compose()
        _ = (compositor.takeChangedRows(), compositor.takeChangedColumns())
        alert.buffer.write("ok", at: .zero)
        let frame = compositor.compose()
        #expect(compositor.takeChangedRows() == 1..<3)
        #expect(compositor.takeChangedColumns() == 3..<6)
        // The wide glyph its left edge cuts stays blanked, as in a whole composition.
        #expect(frame.text(row: 1) == "中 ok 典")
        let top = TerminalSurface(
            level: .alert, frame: TerminalRect(column: 5, row: 2, width: 2, height: 1))
        compositor.add(top)
        _ = compositor.compose()
        _ = (compositor.takeChangedRows(), compositor.takeChangedColumns())
        alert.buffer.write("no", at: .zero)
        _ = compositor.compose()
        #expect(compositor.takeChangedRows() == 1..<3)
        #expect(compositor.takeChangedColumns() == 0..<8, "a surface above meets it")
        alert.frame.origin.column = 2
        _ = compositor.compose()
        #expect(compositor.takeChangedColumns() == 0..<8, "it moved")
        #expect(compositor.takeChangedColumns().isEmpty, "taken")
    }

    @Test func overlayEdgesBlankHalfCoveredWideGlyphs() {
        let compositor = TerminalCompositor(width: 6, height: 1)
        compositor.add(surface("中文字", level: .normal, at: 0, width: 6))
        compositor.add(surface("x", level: .alert, at: 1, width: 1))
        let frame = compositor.compose()
        #expect(frame.text(row: 0) == " x文字")
        #expect(!frame[0, 0].isWide)
    }

    @Test func surfacesOffScreenAreClipped() {
        let compositor = TerminalCompositor(width: 4, height: 2)
        let moving = surface("中ab", level: .normal, at: -1, width: 4)
        compositor.add(moving)
        #expect(compositor.compose().text(row: 0) == " ab ")
        moving.frame.origin = TerminalPoint(column: 2, row: 1)
        let frame = compositor.compose()
        #expect(frame.text(row: 1) == "  中")
        compositor.remove(moving)
        #expect(compositor.compose() == CellBuffer(width: 4, height: 2))
    }

    @Test func hugeSizesAreClampedToTheMaximumSide() {
        let compositor = TerminalCompositor(width: Int.max, height: 2)
        #expect(compositor.width == CellBuffer.maximumSide && compositor.height == 2)
        #expect(compositor.compose().cells.count == CellBuffer.maximumSide * 2)
        compositor.resize(width: -3, height: Int.max)
        #expect(compositor.width == 0 && compositor.height == CellBuffer.maximumSide)
        #expect(compositor.compose().cells.isEmpty)
    }
}
