/// The value of `task`, or nil if it has not finished within `limit`: a guard that turns a
/// hang into a failure the test can report. It never measures speed (the limit is generous: tests
/// share the main actor, so a slow neighbour can hold it for seconds);
/// a task that hangs is left running and the test moves on.
@MainActor
public func value<T: Sendable>(of task: Task<T, Never>, within limit: Duration = .seconds(60))
    async -> T?
{
    let race = FirstArrival<T?>()
    return await withCheckedContinuation { continuation in
        race.continuation = continuation
        let timer = Task { @MainActor in
            try? await Task.sleep(for: limit)
            race.arrive(nil)
        }
        Task { @MainActor in
            let result = await task.value
            timer.cancel()
            race.arrive(result)
        }
    }
}

/// Yields to the main actor until `condition` holds, at most `attempts` times; returns
/// whether it held (false instead of waiting forever).
@MainActor
public func yield(until condition: () -> Bool, attempts: Int = 1_000) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Resumes a continuation with the first value that arrives and ignores the rest.
@MainActor
private final class FirstArrival<T: Sendable> {
    var continuation: CheckedContinuation<T, Never>?

    func arrive(_ value: T) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
