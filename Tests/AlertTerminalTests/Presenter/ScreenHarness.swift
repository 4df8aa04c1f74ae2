import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import TerminalTestSupport

@testable import AlertTerminal

/// A terminal screen, an alert window on a manual frame clock and a controller, with every
/// byte the screen writes kept and replayed into a ``VirtualTerminal``.
@MainActor
final class ScreenHarness {
    let screen: TerminalScreen
    let window: TerminalAlertWindow
    let frameClock = ManualAlertClock()
    let controllerClock = ManualAlertClock()
    let controller: AlertController
    private(set) var bytes: [UInt8] = []
    private(set) var terminal: VirtualTerminal

    init(
        columns: Int = 60, rows: Int = 20, colorMode: TerminalColorMode = .trueColor,
        imageProtocol: TerminalImageProtocol = .halfBlocks, reducedMotion: Bool = true,
        environment: AlertEnvironment? = nil
    ) {
        screen = TerminalScreen(
            columns: columns, rows: rows, colorMode: colorMode, imageProtocol: imageProtocol)
        window = TerminalAlertWindow(
            screen: screen, reducedMotion: reducedMotion, frameClock: frameClock,
            environment: environment)
        controller = AlertController(window: window, clock: controllerClock)
        terminal = VirtualTerminal(width: columns, height: rows)
        screen.output = { [weak self] chunk in self?.receive(chunk) }
    }

    /// Renders a frame now and returns the emulator's mismatch with it (nil when equal).
    @discardableResult
    func render() -> String? {
        screen.renderNow()
        return terminal.mismatch(with: screen.lastFrame, mode: screen.colorMode)
    }

    /// Resizes the screen and the emulator, and tells the window.
    func resize(columns: Int, rows: Int) {
        screen.resize(columns: columns, rows: rows)
        terminal = VirtualTerminal(width: columns, height: rows)
        window.screenDidResize()
    }

    func send(_ event: InputEvent) {
        window.handle(event)
    }

    func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) {
        window.handle(.key(key, modifiers))
    }

    func click(column: Int, row: Int) {
        window.handle(.mouse(MouseEvent(button: .left, action: .press, column: column, row: row)))
        window.handle(
            .mouse(MouseEvent(button: .left, action: .release, column: column, row: row)))
    }

    /// The written bytes as text (escape sequences included).
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The row on screen, as text.
    func row(_ row: Int) -> String { terminal.text(row: row) }

    /// The cells of the alert on top (full size).
    var alertFrame: TerminalRect? { window.presentations.last?.frame }

    /// The first screen position of `text`, or nil.
    func find(_ text: String) -> TerminalPoint? {
        for row in 0..<terminal.height {
            let line = terminal.text(row: row)
            if let range = line.range(of: text) {
                let prefix = String(line[line.startIndex..<range.lowerBound])
                return TerminalPoint(column: TerminalWidth.width(of: prefix), row: row)
            }
        }
        return nil
    }

    /// Whether the cell at `point` shows the focus highlight: the terminal theme's tint
    /// behind bold text (reverse video when colours are off).
    func isHighlighted(_ point: TerminalPoint) -> Bool {
        let style = terminal[point.column, point.row].style
        guard style.isReversed, style.isBold else { return false }
        return screen.colorMode == .none
            || style.foreground == CellCanvas.terminalColor(AlertTheme.terminal.palette.tint)
    }

    private func receive(_ chunk: [UInt8]) {
        bytes += chunk
        terminal.feed(Self.strippingGraphics(chunk))
    }

    /// The bytes without the commands the emulator does not know: APC (kitty graphics),
    /// OSC (iTerm2 images) and cursor save/restore.
    static func strippingGraphics(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "7") || next == UInt8(ascii: "8") {
                    index += 2
                    continue
                }
                if next == UInt8(ascii: "_") || next == UInt8(ascii: "]") {
                    index += 2
                    while index < bytes.count {
                        if bytes[index] == 0x07 {
                            index += 1
                            break
                        }
                        if bytes[index] == 0x1B, index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "\\")
                        {
                            index += 2
                            break
                        }
                        index += 1
                    }
                    continue
                }
            }
            result.append(byte)
            index += 1
        }
        return result
    }
}

/// Collects the results an alert resolves with.
@MainActor
final class ResultBox {
    var results: [AlertResult] = []
    var texts: [String?] = []
}
