/// Stacks surfaces by level into one frame, the screen as it should look.
///
/// Surfaces draw in order of level, and in order of insertion for equal levels. When a
/// visible surface has ``TerminalSurface/dimsBelow``, the surfaces below the topmost such one
/// are composed into a dimmed backdrop that is cached: it is recomputed only when one of those
/// surfaces changes (by its version), when the set of surfaces changes, or on resize, never on
/// every frame. `backdropRenderCount` counts the recomputations.
@MainActor
public final class TerminalCompositor {
    /// The screen's width in columns.
    public private(set) var width: Int
    /// The screen's height in rows.
    public private(set) var height: Int
    /// The style of the screen where no surface draws.
    public var background: TerminalStyle {
        didSet { structureVersion &+= 1 }
    }

    /// How many times the dimmed backdrop has been composed (for tests and the benchmark).
    package private(set) var backdropRenderCount = 0

    private var entries: [(surface: TerminalSurface, sequence: Int)] = []
    private var nextSequence = 0
    private var structureVersion: UInt64 = 0
    private var backdrop: CellBuffer?
    private var backdropKey: [UInt64] = []
    private var lastFrame: CellBuffer?
    private var lastFrameKey: [UInt64] = []

    /// Creates a compositor for a screen of `width` × `height` cells, each clamped to
    /// 0 ... ``CellBuffer/maximumSide``.
    public init(width: Int, height: Int, background: TerminalStyle = .plain) {
        self.width = CellBuffer.clampedSide(width)
        self.height = CellBuffer.clampedSide(height)
        self.background = background
    }

    /// The surfaces in drawing order (bottom first).
    public var surfaces: [TerminalSurface] {
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
    public func resize(width: Int, height: Int) {
        self.width = CellBuffer.clampedSide(width)
        self.height = CellBuffer.clampedSide(height)
        structureVersion &+= 1
    }

    /// The composed frame. O(surfaces) when nothing changed since the last call; otherwise
    /// O(screen area + drawn area), plus the backdrop's cost when it must be recomposed.
    public func compose() -> CellBuffer {
        let ordered = orderedEntries().filter { $0.surface.isVisible }
        let frameKey = key(for: ordered[...])
        if let lastFrame, frameKey == lastFrameKey {
            return lastFrame
        }
        var frame: CellBuffer
        var firstAbove = 0
        if let dimmer = ordered.lastIndex(where: { $0.surface.dimsBelow }) {
            frame = dimmedBackdrop(below: ordered[..<dimmer])
            firstAbove = dimmer
        } else {
            frame = CellBuffer(width: width, height: height, style: background)
        }
        for entry in ordered[firstAbove...] {
            frame.draw(entry.surface.buffer, at: entry.surface.frame.origin)
        }
        lastFrame = frame
        lastFrameKey = frameKey
        return frame
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
