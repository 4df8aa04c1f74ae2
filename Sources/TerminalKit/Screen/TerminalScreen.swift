import Dispatch

/// Something that draws into the screen's surfaces just before each frame (an alert window).
/// The screen holds its clients weakly.
@MainActor
package protocol TerminalScreenClient: AnyObject {
    /// Brings the client's surfaces (and image requests) up to date.
    func prepareFrame(on screen: TerminalScreen)
}

/// The terminal as a screen: a compositor of surfaces, a diff renderer, and the bytes that
/// go to the terminal.
///
/// ``setNeedsRender()`` coalesces requests into one render on the main queue;
/// `renderNow()` lets clients redraw, composes, diffs against the last frame and hands the
/// bytes to `output` (nothing when nothing changed). Pictures drawn for a graphics protocol
/// are placed after the frame, each once per placement, the cursor saved and restored around
/// them (`ESC 7` … `ESC 8`) so the renderer's idea of the cursor stays true; a placement that
/// disappears or moves is deleted, and a picture that another surface above would overlap
/// is not shown at all.
@MainActor
public final class TerminalScreen {
    /// The surfaces, stacked by level.
    public let compositor: TerminalCompositor
    /// The screen's width in cells.
    public private(set) var columns: Int
    /// The screen's height in cells.
    public private(set) var rows: Int
    /// The colours the terminal shows.
    public let colorMode: TerminalColorMode
    /// How pictures are shown.
    public let imageProtocol: TerminalImageProtocol
    /// Where frames go: the alternate screen, or an inline region below the cursor that is
    /// as tall as the visible surfaces reach down.
    package var placement: TerminalPlacement { renderer.placement }
    /// Called after each frame painted whole (an inline region's top may have moved).
    package var onFullRepaint: (@MainActor () -> Void)?
    /// Where frames go (the session's write). Nothing is written while nil.
    package var output: (@MainActor ([UInt8]) -> Void)?
    /// Rectangles a frame writes after the rest, each after those before it (see
    /// ``DiffRenderer``), set by a client as it prepares a frame: an alert's cells, then its
    /// focused control's, where the next small change is expected.
    package var writtenLast: [TerminalRect] = []
    /// The last frame rendered (a blank screen before the first).
    package var lastFrame: CellBuffer {
        renderer.previousFrame ?? CellBuffer(width: columns, height: rows)
    }
    /// How many renders ran (for tests and the benchmark).
    package private(set) var renderCount = 0

    /// Whether frames of more than 1 KiB are wrapped in synchronized output (set when the
    /// terminal confirms it; ``DiffRenderer/unsynchronizedFrameLimit``).
    package var synchronizedOutput: Bool {
        get { renderer.synchronizedOutput }
        set { renderer.synchronizedOutput = newValue }
    }

    /// Whether frames may use REP (`CSI n b`): set only once the terminal confirmed it
    /// (`TerminalSession.probeRepeat()`).
    package var repeatsCharacters: Bool {
        get { renderer.repeatsCharacters }
        set { renderer.repeatsCharacters = newValue }
    }

    /// How wide the terminal showed it draws East Asian Ambiguous letters, `nil` until it
    /// has (``DiffRenderer/ambiguousWidth``).
    package var ambiguousWidth: TerminalWidth.AmbiguousWidth? {
        get { renderer.ambiguousWidth }
        set { renderer.ambiguousWidth = newValue }
    }

    private var renderer: DiffRenderer
    private var clients: [WeakClient] = []
    private var renderScheduled = false
    private var imageRequests: [ObjectIdentifier: [TerminalImageRequest]] = [:]
    private var placed: [TerminalImageRequest.Key: UInt32] = [:]
    private var nextImageID: UInt32 = 100

    private struct WeakClient {
        weak var client: (any TerminalScreenClient)?
    }

    /// Creates a screen of `columns` × `rows` cells, each clamped to
    /// 0 ... `CellBuffer.maximumSide`.
    /// `placement` says whether frames fill the alternate screen or an inline region.
    package init(
        columns: Int, rows: Int, colorMode: TerminalColorMode,
        imageProtocol: TerminalImageProtocol = .halfBlocks,
        placement: TerminalPlacement = .fullScreen
    ) {
        let columns = CellBuffer.clampedSide(columns)
        let rows = CellBuffer.clampedSide(rows)
        self.columns = columns
        self.rows = rows
        self.colorMode = colorMode
        self.imageProtocol = imageProtocol
        compositor = TerminalCompositor(width: columns, height: rows)
        renderer = DiffRenderer(colorMode: colorMode, placement: placement)
    }

    /// The image ids currently placed (kitty), for tests.
    package var placedImageIDs: [UInt32] { placed.values.sorted() }

    /// Asks for a render soon: one render on the main queue however often it is called.
    public func setNeedsRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated { [weak self] in
                guard let self, self.renderScheduled else { return }
                self.renderNow()
            }
        }
    }

    /// Composes, diffs and writes a frame now (plus image commands). Returns the renderer's
    /// statistics for the frame.
    @discardableResult
    package func renderNow() -> FrameStats {
        renderScheduled = false
        clients.removeAll { $0.client == nil }
        for entry in clients { entry.client?.prepareFrame(on: self) }
        let frame = compositor.compose()
        var bytes: [UInt8] = []
        let stats = renderer.render(
            frame, changedRows: compositor.takeChangedRows(),
            changedColumns: compositor.takeChangedColumns(), height: inlineHeight,
            last: writtenLast, into: &bytes)
        placeImages(fullRepaint: stats.isFullRepaint, frame: frame, into: &bytes)
        renderCount += 1
        if !bytes.isEmpty { output?(bytes) }
        if stats.isFullRepaint { onFullRepaint?() }
        return stats
    }

    /// The rows an inline region needs: down to the lowest visible surface. O(surfaces).
    private var inlineHeight: Int? {
        guard placement == .inline else { return nil }
        var bottom = 0
        for surface in compositor.surfaces where surface.isVisible && !surface.frame.isEmpty {
            bottom = max(bottom, surface.frame.maxRow)
        }
        return min(bottom, rows)
    }

    /// The rows of the inline region on the terminal now (0 when there is none).
    package var regionHeight: Int { renderer.regionHeight }

    /// Ends the inline region: it is erased and `lines` (a buffer as wide as the screen, or
    /// narrower) are written in its place to stay in the scrollback, the cursor on the line
    /// below them, where the next region starts. Pictures placed in the region are deleted.
    /// Does nothing on the full screen.
    package func finishRegion(leaving lines: CellBuffer?) {
        guard placement == .inline else { return }
        var bytes: [UInt8] = []
        deletePlacedImages(into: &bytes)
        renderer.finishRegion(leaving: lines, into: &bytes)
        if !bytes.isEmpty { output?(bytes) }
    }

    private func deletePlacedImages(into bytes: inout [UInt8]) {
        if imageProtocol == .kitty {
            for id in placed.values.sorted() { bytes += KittyGraphics.delete(imageID: id) }
        }
        placed.removeAll()
    }

    /// Changes the size (clamped to 0 ... `CellBuffer.maximumSide` each); the next frame is
    /// a full repaint.
    package func resize(columns: Int, rows: Int) {
        self.columns = CellBuffer.clampedSide(columns)
        self.rows = CellBuffer.clampedSide(rows)
        compositor.resize(width: self.columns, height: self.rows)
        renderer.invalidate()
    }

    /// Says that the inline region's top is `rows` rows above the cursor, which a reflowing
    /// terminal moved down from it in a resize: the next frame is painted whole from the
    /// region's real top (``DiffRenderer/regionTopIsAbove(rows:)``).
    package func regionTopIsAbove(rows: Int) {
        renderer.regionTopIsAbove(rows: rows)
    }

    /// Makes the next frame a full repaint (after a resume, or when someone else wrote).
    package func forceFullRepaint() {
        renderer.invalidate()
    }

    // MARK: Clients and images

    /// Adds a client asked to prepare its surfaces before every frame (once; held weakly).
    package func addClient(_ client: any TerminalScreenClient) {
        guard !clients.contains(where: { $0.client === client }) else { return }
        clients.append(WeakClient(client: client))
    }

    /// Replaces the pictures `surface` wants shown (rects relative to the surface).
    package func setImages(_ requests: [TerminalImageRequest], for surface: TerminalSurface) {
        let key = ObjectIdentifier(surface)
        if requests.isEmpty {
            imageRequests[key] = nil
        } else {
            imageRequests[key] = requests
        }
    }

    private func desiredImages() -> [TerminalImageRequest.Key: [UInt8]] {
        guard imageProtocol != .halfBlocks, !imageRequests.isEmpty else { return [:] }
        let visible = compositor.surfaces.filter(\.isVisible)
        let screen = TerminalRect(column: 0, row: 0, width: columns, height: rows)
        var desired: [TerminalImageRequest.Key: [UInt8]] = [:]
        for (index, surface) in visible.enumerated() {
            for request in imageRequests[ObjectIdentifier(surface)] ?? [] {
                var rect = request.rect
                rect.origin.column += surface.frame.minColumn
                rect.origin.row += surface.frame.minRow
                guard screen.intersection(rect) == rect else { continue }
                let covered = visible[(index + 1)...].contains {
                    !$0.frame.intersection(rect).isEmpty
                }
                guard !covered else { continue }
                desired[TerminalImageRequest.Key(png: request.png, rect: rect)] = request.png
            }
        }
        return desired
    }

    private func placeImages(fullRepaint: Bool, frame: CellBuffer, into bytes: inout [UInt8]) {
        guard imageProtocol != .halfBlocks else { return }
        let desired = desiredImages()
        var mustRepaint = false
        for (key, id) in placed where fullRepaint || desired[key] == nil {
            switch imageProtocol {
            case .kitty: bytes += KittyGraphics.delete(imageID: id)
            case .iTerm2: mustRepaint = mustRepaint || desired[key] == nil && !fullRepaint
            case .halfBlocks: break
            }
            placed[key] = nil
        }
        if mustRepaint {
            // iTerm2 has no delete: repaint the cells to wipe the picture, then re-place.
            renderer.invalidate()
            renderer.render(frame, height: inlineHeight, into: &bytes)
            placed.removeAll()
        }
        for (key, png) in desired.sorted(by: { $0.key.rect.minRow < $1.key.rect.minRow })
        where placed[key] == nil {
            let id = nextImageID
            nextImageID &+= 1
            bytes += Array("\u{1B}7".utf8)
            if placement == .inline {
                // The cursor rests at the region's top-left corner between frames.
                bytes.append(0x0D)
                if key.rect.minRow > 0 { bytes.appendCSI(key.rect.minRow, 0x42) }
                if key.rect.minColumn > 0 { bytes.appendCSI(key.rect.minColumn, 0x43) }
            } else {
                bytes += Array("\u{1B}[\(key.rect.minRow + 1);\(key.rect.minColumn + 1)H".utf8)
            }
            switch imageProtocol {
            case .kitty:
                bytes += KittyGraphics.transmitAndPlace(
                    png: png, imageID: id, columns: key.rect.width, rows: key.rect.height)
            case .iTerm2:
                bytes += ITerm2Images.inline(
                    png: png, columns: key.rect.width, rows: key.rect.height)
            case .halfBlocks:
                break
            }
            bytes += Array("\u{1B}8".utf8)
            placed[key] = id
        }
    }
}
