/// A window on the terminal: a cell buffer placed on the screen at a level.
///
/// The compositor stacks surfaces by ``level`` (normal < status bar < alert). A surface with
/// ``dimsBelow`` dims everything under it (an alert's backdrop). Every change (to the buffer,
/// the frame, the level, the visibility or the dimming) bumps `version`, which is how the
/// compositor knows what to redraw.
@MainActor
public final class TerminalSurface {
    /// The stacking level; higher levels draw above lower ones.
    public var level: TerminalLayer {
        didSet { version &+= 1 }
    }

    /// Where the surface sits on the screen, in cells. Changing its size resizes ``buffer``
    /// (keeping the top-left content).
    public var frame: TerminalRect {
        didSet {
            if frame.width != buffer.width || frame.height != buffer.height {
                buffer.resize(width: frame.width, height: frame.height)
            }
            version &+= 1
        }
    }

    /// What the surface shows; its size always equals the frame's size.
    public var buffer: CellBuffer {
        didSet {
            if buffer.width != max(0, frame.width) || buffer.height != max(0, frame.height) {
                frame.width = buffer.width
                frame.height = buffer.height
            }
            version &+= 1
        }
    }

    /// Whether the surface is drawn at all.
    public var isVisible: Bool {
        didSet { version &+= 1 }
    }

    /// Whether everything below this surface is shown dimmed while it is visible.
    public var dimsBelow: Bool {
        didSet { version &+= 1 }
    }

    /// Increases on every change; the compositor compares versions to find what changed.
    package private(set) var version: UInt64 = 0

    /// Creates a surface whose buffer is filled with spaces in `style`.
    public init(
        level: TerminalLayer = .normal,
        frame: TerminalRect,
        style: TerminalStyle = .plain,
        isVisible: Bool = true,
        dimsBelow: Bool = false
    ) {
        self.level = level
        self.frame = frame
        self.buffer = CellBuffer(width: frame.width, height: frame.height, style: style)
        self.isVisible = isVisible
        self.dimsBelow = dimsBelow
    }
}
