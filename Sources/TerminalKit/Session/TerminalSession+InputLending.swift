#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Lends the input to another program that runs meanwhile (a command `gum spin` runs,
    /// which may read a key), while the session goes on drawing: answers still on their way
    /// are read first, then nothing more is read, the terminal is set back to its own mode
    /// (line editing, echo, the signal keys), and mouse reports and bracketed paste are
    /// turned off. Ctrl+C, a SIGINT then, still reaches ``onInput`` as the Ctrl+C key; a
    /// stop and continue keeps the input lent. ``takeInputBack()`` ends it. Does nothing
    /// when the session is not active or the input already lent.
    package func lendInput() {
        guard isActive, !isLendingInput else { return }
        awaitAnswers()
        guard isActive else { return }
        stopReading()
        isLendingInput = true
        do {
            try applyLentInput()
        } catch {
            return  // The terminal is gone; the next write reports it.
        }
    }

    /// Takes the input back after ``lendInput()``: raw mode, mouse reports and bracketed
    /// paste again, and reading starts again (keys the program left unread come first).
    package func takeInputBack() {
        guard isLendingInput else { return }
        isLendingInput = false
        guard isActive else { return }
        TerminalRestorer.relayInterrupts(false)
        var raw = RawMode.attributes(from: originalAttributes)
        _ = tcsetattr(inputDescriptor, TCSANOW, &raw)
        try? write(
            TerminalModeSequences.set(
                mouseTracking.modes + [TerminalModeSequences.bracketedPasteMode]))
        startReading()
    }

    /// The terminal's own mode, mouse reports and bracketed paste off, SIGINT relayed.
    func applyLentInput() throws(TerminalSessionError) {
        var own = originalAttributes
        guard tcsetattr(inputDescriptor, TCSANOW, &own) == 0 else {
            throw .systemCall(name: "tcsetattr", errno: errno)
        }
        TerminalRestorer.relayInterrupts(true)
        try write(
            TerminalModeSequences.reset(
                [TerminalModeSequences.bracketedPasteMode] + mouseTracking.modes.reversed()))
    }
}
