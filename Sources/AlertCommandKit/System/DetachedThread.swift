import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// A thread of its own for one piece of work, detached: nobody joins it.
enum DetachedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread; when no thread can be made, on `fallback` (a queue of
    /// Dispatch's), else on the calling thread.
    static func start(elseOn fallback: DispatchQueue? = nil, _ body: @escaping @Sendable () -> Void)
    {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, work)
        guard made == 0 else {
            let body = Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body
            if let fallback { fallback.async(execute: body) } else { body() }
            return
        }
        pthread_detach(thread)
    }
}
