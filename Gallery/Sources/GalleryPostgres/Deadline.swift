import Synchronization

/// Runs an operation with a time bound that holds whatever the operation does: the caller
/// gets its result, or `error` once `duration` has passed, whichever comes first.
///
/// A task group cannot give that: it waits for every child before it returns, so a child that
/// does not end when cancelled holds the caller as long as it runs. Here the operation runs in
/// an unstructured task the caller only listens to; when the time is up the caller is resumed
/// with `error` and the operation is cancelled, left to end when it will.
enum Deadline {
    static func run<R: Sendable>(
        _ operation: @escaping @Sendable () async throws -> R, within duration: Duration, else error: some Error
    ) async throws -> R {
        let race = Race<R>()
        let work = Task { try await operation() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                let timer = Task {
                    try await Task.sleep(for: duration)
                    if race.finish(with: .failure(error)) { work.cancel() }
                }
                Task {
                    let result = await work.result
                    if race.finish(with: result) { timer.cancel() }
                }
            }
        } onCancel: {
            work.cancel()
        }
    }

    /// Resumes the caller's continuation once, with whichever result comes first.
    private final class Race<R: Sendable>: Sendable {
        private let state = Mutex<(continuation: CheckedContinuation<R, any Error>?, early: Result<R, any Error>?)>((nil, nil))

        func start(_ continuation: CheckedContinuation<R, any Error>) {
            let early = state.withLock { state -> Result<R, any Error>? in
                if let early = state.early { return early }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        /// Hands `result` to the caller if nothing did before; `true` if this one did.
        func finish(with result: Result<R, any Error>) -> Bool {
            let (continuation, won) = state.withLock { state -> (CheckedContinuation<R, any Error>?, Bool) in
                if state.early != nil { return (nil, false) }
                state.early = result
                let continuation = state.continuation
                state.continuation = nil
                return (continuation, true)
            }
            continuation?.resume(with: result)
            return won
        }
    }
}
