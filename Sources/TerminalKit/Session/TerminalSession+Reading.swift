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
                self.deliver(self.flushDecoder())
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
