extension TerminalSession {
    /// Lends the terminal to `body`, which runs another program on it in the foreground and
    /// waits for it (an editor), then takes it back: the terminal is restored as for a stop
    /// (``suspend()``), `body` runs with the session's input and output descriptors, and the
    /// terminal is set up again, ``onResume`` asking for a full repaint. Answers still on
    /// their way are read first, so that none reaches the program. Without the terminal
    /// (the session not entered), `body` runs all the same.
    ///
    /// Nothing is read meanwhile: `body` runs on the main actor, which reads the input.
    package func lend(_ body: (_ input: Int32, _ output: Int32) -> Void) {
        guard isActive else { return body(inputDescriptor, outputDescriptor) }
        awaitAnswers()
        guard isActive else { return body(inputDescriptor, outputDescriptor) }
        TerminalRestorer.restore()
        body(inputDescriptor, outputDescriptor)
        resume()
    }
}
