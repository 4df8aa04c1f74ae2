/// Turns a complete ``ControlSequence`` into what it means for the decoder.
enum ControlSequenceInterpreter {
    /// The meaning of one sequence.
    enum Meaning: Equatable {
        /// An event to deliver.
        case event(InputEvent)
        /// `CSI 200 ~`: the start of bracketed paste.
        case pasteStart
        /// A cursor position report the decoder was expecting was consumed.
        case expectedCursorReport(InputEvent)
        /// A well-formed sequence with no meaning here; it is skipped whole.
        case ignored
    }

    /// Interprets `sequence`. `expectingCursorReport` says whether a `CSI row ; col R` should
    /// be taken as a cursor position report even when it looks like a modified F3
    /// (`CSI 1 ; m R`), as xterm's own clients do.
    static func meaning(of sequence: ControlSequence, expectingCursorReport: Bool) -> Meaning {
        if sequence.introducer == .ss3 {
            // Old xterms send the modifier alone: `SS3 5 P`; newer ones `SS3 1 ; 5 P`.
            let modifiers =
                sequence.parameters.count == 1
                ? KeyModifiers(xtermParameter: sequence.parameters[0]) : sequence.modifiers
            return keyEvent(KeySequenceTable.key(forFinal: sequence.final), modifiers)
        }
        switch sequence.privateMarker {
        case UInt8(ascii: "<"):
            guard sequence.final == UInt8(ascii: "M") || sequence.final == UInt8(ascii: "m"),
                sequence.intermediates.isEmpty, let mouse = MouseReportDecoder.sgr(sequence)
            else { return .ignored }
            return .event(.mouse(mouse))
        case UInt8(ascii: "?"):
            return privateReply(sequence)
        case nil:
            return plain(sequence, expectingCursorReport: expectingCursorReport)
        default:
            // `CSI > ... c` (DA2) and other replies with a marker we do not interpret.
            return .event(.reply(.unknown))
        }
    }

    private static func privateReply(_ sequence: ControlSequence) -> Meaning {
        switch (sequence.final, sequence.intermediates) {
        case (UInt8(ascii: "c"), []):
            return .event(.reply(.deviceAttributes(sequence.parameters.map { $0 ?? 0 })))
        case (UInt8(ascii: "y"), [UInt8(ascii: "$")]):
            return modeReport(sequence)
        default:
            return .event(.reply(.unknown))
        }
    }

    private static func modeReport(_ sequence: ControlSequence) -> Meaning {
        let report = TerminalReply.modeReport(
            mode: sequence.parameter(0, default: 0), value: sequence.parameter(1, default: 0))
        return .event(.reply(report))
    }

    private static func plain(_ sequence: ControlSequence, expectingCursorReport: Bool) -> Meaning {
        if sequence.final == UInt8(ascii: "y") && sequence.intermediates == [UInt8(ascii: "$")] {
            return modeReport(sequence)
        }
        guard sequence.intermediates.isEmpty else { return .ignored }
        switch sequence.final {
        case UInt8(ascii: "~"):
            let number = sequence.parameter(0, default: 0)
            if number == 200 { return .pasteStart }
            return keyEvent(KeySequenceTable.key(forTildeNumber: number), sequence.modifiers)
        case UInt8(ascii: "R"):
            return cursorReportOrF3(sequence, expecting: expectingCursorReport)
        case UInt8(ascii: "u"):
            let codepoint = sequence.parameter(0, default: -1)
            return keyEvent(KeySequenceTable.key(forCodepoint: codepoint), sequence.modifiers)
        case UInt8(ascii: "Z"):
            var modifiers = sequence.modifiers
            modifiers.remove(.shift)  // Shift is implied by backTab itself.
            return .event(.key(.backTab, modifiers))
        case UInt8(ascii: "M") where sequence.parameters.isEmpty:
            return .ignored  // Legacy mouse: the decoder handles its three payload bytes.
        default:
            return keyEvent(KeySequenceTable.key(forFinal: sequence.final), sequence.modifiers)
        }
    }

    private static func cursorReportOrF3(_ sequence: ControlSequence, expecting: Bool) -> Meaning {
        let isPair = sequence.parameters.count == 2
        let row = sequence.parameter(0, default: 1)
        let column = sequence.parameter(1, default: 1)
        let report = InputEvent.reply(
            .cursorPosition(row: max(row - 1, 0), column: max(column - 1, 0)))
        if expecting && isPair { return .expectedCursorReport(report) }
        if row == 1 || !isPair {
            return .event(.key(.function(3), sequence.modifiers))
        }
        return .event(report)  // Unambiguous: F3 never carries a first parameter other than 1.
    }

    private static func keyEvent(_ key: TerminalKey?, _ modifiers: KeyModifiers) -> Meaning {
        guard let key else { return .ignored }
        return .event(.key(key, modifiers))
    }
}
