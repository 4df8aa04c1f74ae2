import AlertPresentation
import AlertProtocol
import AlertQueue
import TerminalKit

/// One alert on the terminal window: its surface and what the window knows about it (scroll
/// offset, animation, clickable cells).
@MainActor
final class TerminalAlertPresentation {
    /// A running show or dismiss animation.
    struct Animation {
        var start: Duration
        var duration: Duration
        var from: Double
        var to: Double
        var completion: @MainActor () -> Void
        var token: AlertClockToken?
        /// The picture of the alert that handed over to this one, which this show wipes
        /// away row by row.
        var replacing: TerminalAlertHandover?
        /// The least visibility an in-between frame shows (a pop over an empty screen
        /// starts part of the way in).
        var floor: Double = 0
    }

    let alert: any AlertPresentable
    /// The alert's focus, layout and input.
    let interaction: AlertInteraction
    let surface: TerminalSurface
    /// The rows scrolled, for a scrollable alert.
    var scrollOffset = 0 {
        didSet { if scrollOffset != oldValue { needsPaint = true } }
    }
    /// The focus seen at the last paint, to scroll a newly focused item into view.
    var lastFocus: AlertFocusTarget?
    /// The focused part's frame seen at the last paint (in cells, at scroll offset 0), to
    /// scroll it into view again when it moves within its item (a list's cursor row).
    var lastFocusCells: TerminalRect?
    /// How far shown: 0 hidden, 1 fully shown (animations move it).
    var visibility: Double = 1 {
        didSet { if visibility != oldValue { needsPaint = true } }
    }
    /// Whether something the window owns (visibility, scrolling, the screen) changed since
    /// the last paint.
    var needsPaint = true
    /// The interaction's display version at the last paint, nil before the first.
    var paintedVersion: UInt64?
    /// Whether the surface must be painted again before the next frame: the window's state
    /// or the alert's display changed since the last paint. O(1).
    var isStale: Bool { needsPaint || paintedVersion != interaction.displayVersion }
    var animation: Animation?
    /// The window's listener of the interaction's redraw requests, while it shows the alert.
    var displayListening: AlertListenerToken?
    /// The alert's full-size cells on the screen at the last paint.
    var frame = TerminalRect(column: 0, row: 0, width: 0, height: 0)
    /// The empty bordered alert the last paint drew on, and its palette: kept while the
    /// size and palette stay the same.
    var box: (palette: AlertPalette, cells: CellBuffer)?
    /// Clickable items at the last paint, in screen cells.
    var targets: [TerminalAlertPainter.HitTarget] = []
    /// The largest scroll offset at the last paint.
    var maxScrollOffset = 0
    /// The viewport height at the last paint (for Page Up / Page Down).
    var viewportHeight = 1
    /// Whether the last paint found no room to show the alert (no layout, or one the
    /// screen cannot show) and drew the too-small notice instead: the alert then takes no
    /// answer (see `TerminalAlertWindow.handle(_:)`).
    var isTooSmall = false
    init(alert: any AlertPresentable, interaction: AlertInteraction, surface: TerminalSurface) {
        self.alert = alert
        self.interaction = interaction
        self.surface = surface
    }
}
