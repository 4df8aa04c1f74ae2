import Foundation

/// Runs `body` on a thread of its own and returns what it returns: a test that waits for
/// other processes (shells, scripts) holds none of the few threads Swift's cooperative pool
/// has (two on a two-core machine), which every other test running at the same time needs.
public func awayFromThePool<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result
) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
        thread.start()
    }
}
