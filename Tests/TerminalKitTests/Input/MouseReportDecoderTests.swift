import Testing

@testable import TerminalKit

/// Decodes `text` in one feed, then flushes the Esc timeout.
private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flushTimeout()
}

/// An SGR mouse report (`CSI < body final`).
private func sgr(_ body: String, _ final: Character = "M") -> ControlSequence {
    ControlSequence(introducer: .csi, body: Array("<\(body)".utf8)[...], final: final.asciiValue!)
}

@Suite struct MouseReportDecoderTests {
    @Test func sgrMousePressReleaseWheelMotionAndModifiers() {
        let events = decode(
            "\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;1;1M\u{1B}[<65;2;3M"
                + "\u{1B}[<32;4;4M\u{1B}[<35;7;8M\u{1B}[<18;3;2M\u{1B}[<1;1;1M\u{1B}[<12;1;1M")
        #expect(
            events == [
                .mouse(MouseEvent(button: .left, action: .press, column: 9, row: 4)),
                .mouse(MouseEvent(button: .left, action: .release, column: 9, row: 4)),
                .mouse(MouseEvent(button: .wheelUp, action: .press, column: 0, row: 0)),
                .mouse(MouseEvent(button: .wheelDown, action: .press, column: 1, row: 2)),
                .mouse(MouseEvent(button: .left, action: .motion, column: 3, row: 3)),
                .mouse(MouseEvent(button: .none, action: .motion, column: 6, row: 7)),
                .mouse(
                    MouseEvent(
                        button: .right, action: .press, column: 2, row: 1, modifiers: .control)),
                .mouse(MouseEvent(button: .middle, action: .press, column: 0, row: 0)),
                .mouse(
                    MouseEvent(
                        button: .left, action: .press, column: 0, row: 0,
                        modifiers: [.shift, .alt])),
            ])
    }

    @Test func legacyMouseReport() {
        var decoder = InputDecoder()
        #expect(
            decoder.feed([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2])
                == [.mouse(MouseEvent(button: .left, action: .press, column: 4, row: 2))])
        #expect(
            decoder.feed([0x1B, 0x5B, 0x4D, 35, 33, 33])
                == [.mouse(MouseEvent(button: .none, action: .release, column: 0, row: 0))])
    }

    @Test func anSGRReportNeedsThreeParameters() {
        #expect(MouseReportDecoder.sgr(sgr("0;10")) == nil)
        #expect(MouseReportDecoder.sgr(sgr(";10;5")) == nil)
        #expect(
            MouseReportDecoder.sgr(sgr("0;10;5"))
                == MouseEvent(button: .left, action: .press, column: 9, row: 4))
    }

    @Test func cellsAreZeroBasedAndNeverNegative() {
        #expect(
            MouseReportDecoder.sgr(sgr("0;0;0"))
                == MouseEvent(button: .left, action: .press, column: 0, row: 0))
        #expect(
            MouseReportDecoder.legacy(32, 20, 10)
                == MouseEvent(button: .left, action: .press, column: 0, row: 0))
    }

    @Test func sidewaysWheelsAndExtraButtonsAreNamed() {
        #expect(MouseReportDecoder.sgr(sgr("66;1;1"))?.button == .wheelLeft)
        #expect(MouseReportDecoder.sgr(sgr("67;1;1"))?.button == .wheelRight)
        #expect(MouseReportDecoder.sgr(sgr("128;1;1"))?.button == .other(8))
        #expect(MouseReportDecoder.sgr(sgr("129;1;1", "m"))?.action == .release)
    }

    @Test func aLegacyMotionWithNoButtonIsMotionNotRelease() {
        #expect(
            MouseReportDecoder.legacy(32 + 35, 33, 33)
                == MouseEvent(button: .none, action: .motion, column: 0, row: 0))
    }
}
