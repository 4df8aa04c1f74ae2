import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Starts delivering input to ``onInput`` from a read source on the main queue, with a
    /// main-queue timer for the Esc timeout. Stopped by ``stopReading()`` or ``leave()``.
    package func startReading() {
        guard readingSources.input == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                // Park the timer: only new bytes can make anything pending again.
                self.readingSources.timer?.schedule(deadline: .distantFuture)
                if self.escapeTimerEndsPaste {
                    self.escapeTimerEndsPaste = false
                    self.deliver(self.endStalledPaste())
                    return
                }
                self.deliver(self.flushDecoder())
                if self.isInPaste {
                    // A paste still open: it ends if nothing more comes for a while.
                    self.escapeTimerEndsPaste = true
                    self.readingSources.timer?.schedule(
                        deadline: .now()
                            + .milliseconds(Int(Self.milliseconds(self.pasteStallTimeout))))
                }
            }
        }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
        let source = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readAvailableInput() }
        }
        readingSources = (source, timer)
        source.resume()
        // Bytes `readReadyEvents()` left in the decoder (a sequence cut short) get their
        // Esc timeout like any others.
        armEscapeTimer()
    }

    /// Reads the input that is already there, without waiting for any more: the events of
    /// those bytes, after noting the answers among them (as ``readEvents(timeout:)`` does);
    /// a sequence cut short stays in the decoder for the next read (or the Esc timeout of
    /// ``startReading()``). ``onInput`` is not called. Empty at the end of the input (the
    /// next read finds it again).
    package func readReadyEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        while FileDescriptorIO.waitUntilReady(
            inputDescriptor, events: Int16(POLLIN), timeoutMilliseconds: 0),
            case .bytes(let bytes) = FileDescriptorIO.readAvailable(from: inputDescriptor)
        {
            events += decode(bytes)
        }
        return noteReplies(events)
    }

    /// Stops the read source and the Esc timer.
    package func stopReading() {
        let (source, timer) = readingSources
        source?.cancel()
        timer?.cancel()
        readingSources = (nil, nil)
    }

    /// Reads input synchronously: waits up to `timeout` (`nil`: forever) for bytes, decodes
    /// them, and applies the Esc timeout itself (polling `escapeTimeout` for the rest of a
    /// sequence). Returns the events (an empty array when the wait timed out), after noting any
    /// synchronized-output report; ``onInput`` is not called. Throws
    /// ``TerminalSessionError/inputClosed`` at the end of the input. For apps that run their
    /// own loop instead of the main queue.
    package func readEvents(timeout: Duration?) throws(TerminalSessionError) -> [InputEvent] {
        var events: [InputEvent] = []
        let firstWait = timeout.map { Self.milliseconds($0) } ?? -1
        guard
            FileDescriptorIO.waitUntilReady(
                inputDescriptor, events: Int16(POLLIN), timeoutMilliseconds: firstWait)
        else { return [] }
        let bytes: [UInt8]
        switch FileDescriptorIO.readAvailable(from: inputDescriptor) {
        case .bytes(let read): bytes = read
        case .nothingYet: return []
        case .endOfInput: throw .inputClosed
        }
        events += decode(bytes)
        while decoderHasPendingInput {
            let ready = FileDescriptorIO.waitUntilReady(
                inputDescriptor, events: Int16(POLLIN),
                timeoutMilliseconds: Self.milliseconds(escapeTimeout))
            if ready, case .bytes(let more) = FileDescriptorIO.readAvailable(from: inputDescriptor)
            {
                events += decode(more)
            } else {
                events += flushDecoder()
                break
            }
        }
        return noteReplies(events)
    }

    /// Reads the answers to this session's queries that are still on their way, so that
    /// none is left for the program that reads the terminal next (a shell's `read` would
    /// take `ESC [ 3 ; 1 R` for typed text, and a cooked terminal would echo it).
    ///
    /// It waits on a terminal that has answered a query before (``answersQueries``), at
    /// most ``answerWait``, and on one not heard from yet until ``firstAnswerWait`` after its
    /// first query (then, once it answers, ``answerWait`` more for the rest): a terminal that
    /// answers nothing is waited for no longer than that, and not at all once it has had
    /// that time (an alert answered after it leaves at once). A synchronized-output query that is the only one outstanding is
    /// followed by a cursor position request, whose answer settles it (a terminal answers
    /// in order). The input is read one byte at a time and reading stops at the last
    /// answer, so what the user types after it stays queued for the next program; keys that
    /// come before it (typed while the terminal still owed its answer) are this session's
    /// input and go to ``onInput`` like any other. Called by ``leave()`` and ``suspend()``;
    /// a program calls it itself to hear those keys while its handlers are still wired.
    package func awaitAnswers() {
        guard isActive, !isAwaitingAnswers else { return }
        let clock = ContinuousClock()
        var deadline: ContinuousClock.Instant
        if answersQueries {
            deadline = clock.now + answerWait
        } else if let asked = firstQueryTime, asked + firstAnswerWait > clock.now {
            deadline = asked + firstAnswerWait
        } else {
            return
        }
        isAwaitingAnswers = true
        defer { isAwaitingAnswers = false }
        if isAwaitingModeReport, awaitedCursorReports == 0 {
            do {
                try requestCursorPosition()
            } catch {
                return  // The terminal is gone: nothing will answer.
            }
        }
        while isActive, awaitedCursorReports > 0 {
            let left = deadline - clock.now
            guard left > .zero,
                FileDescriptorIO.waitUntilReady(
                    inputDescriptor, events: Int16(POLLIN),
                    timeoutMilliseconds: max(Self.milliseconds(left), 1))
            else {
                answersQueries = false
                break
            }
            let heardBefore = answersQueries
            switch FileDescriptorIO.readAvailable(from: inputDescriptor, limit: 1) {
            case .bytes(let bytes): deliver(decode(bytes))
            case .nothingYet: continue
            case .endOfInput: return
            }
            // Its first answer came: the terminal answers, and its other answers get the
            // time of one that answered before.
            if !heardBefore, answersQueries { deadline = clock.now + answerWait }
        }
        if isActive, decoderHasPendingInput { deliver(flushDecoder()) }
    }

    private func readAvailableInput() {
        switch FileDescriptorIO.readAvailable(from: inputDescriptor) {
        case .bytes(let bytes):
            deliver(decode(bytes))
            armEscapeTimer()
        case .nothingYet:
            break
        case .endOfInput:
            stopReading()
            onInputClosed?()
        }
    }

    /// Schedules the Esc timeout when bytes are held, or parks the timer.
    private func armEscapeTimer() {
        guard let timer = readingSources.timer else { return }
        escapeTimerEndsPaste = false
        if decoderHasPendingInput {
            timer.schedule(
                deadline: .now() + .milliseconds(Int(Self.milliseconds(escapeTimeout))))
        } else {
            timer.schedule(deadline: .distantFuture)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(total, 0))
    }
}
