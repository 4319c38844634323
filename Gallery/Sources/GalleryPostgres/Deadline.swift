import Synchronization

/// Runs an operation with a time bound that holds whatever the operation does: the caller
/// gets its result, or `error` once `duration` has passed, whichever comes first.
///
/// A task group cannot give that: it waits for every child before it returns, so a child that
/// does not end when cancelled holds the caller as long as it runs. Here the operation runs in
/// an unstructured task the caller only listens to; when the time is up the caller is resumed
/// with `error` and the operation is cancelled, left to end when it will. Two tasks a call, the
/// operation's and the timer's: whichever ends first resumes the caller and cancels the other.
enum Deadline {
    static func run<R: Sendable>(
        _ operation: @escaping @Sendable () async throws -> R, within duration: Duration, else error: some Error
    ) async throws -> R {
        let race = Race<R>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                let timer = Task {
                    try await Task.sleep(for: duration)
                    race.finish(with: .failure(error))
                }
                let work = Task {
                    do {
                        race.finish(with: .success(try await operation()))
                    } catch {
                        race.finish(with: .failure(error))
                    }
                }
                race.hold(work: work, timer: timer)
            }
        } onCancel: {
            race.cancelWork()
        }
    }

    /// Resumes the caller's continuation once, with whichever result comes first, and cancels
    /// the task that lost.
    private final class Race<R: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<R, any Error>?
            var result: Result<R, any Error>?
            var work: Task<Void, Never>?
            var timer: Task<Void, any Error>?
            var workCancelled = false
        }

        private let state = Mutex(State())

        func start(_ continuation: CheckedContinuation<R, any Error>) {
            state.withLock { $0.continuation = continuation }
        }

        /// Keeps the two tasks, so whichever finishes first can cancel the other; if one
        /// finished already, or the caller was cancelled, cancels now.
        func hold(work: Task<Void, Never>, timer: Task<Void, any Error>) {
            let (finished, cancelWork) = state.withLock { state in
                state.work = work
                state.timer = timer
                return (state.result != nil, state.workCancelled)
            }
            if finished || cancelWork { work.cancel() }
            if finished { timer.cancel() }
        }

        /// Hands `result` to the caller if nothing did before, and cancels both tasks (the one
        /// calling this has ended its part already).
        func finish(with result: Result<R, any Error>) {
            let won = state.withLock { state -> (CheckedContinuation<R, any Error>?, Task<Void, Never>?, Task<Void, any Error>?)? in
                if state.result != nil { return nil }
                state.result = result
                defer { state.continuation = nil }
                return (state.continuation, state.work, state.timer)
            }
            guard let (continuation, work, timer) = won else { return }
            work?.cancel()
            timer?.cancel()
            continuation?.resume(with: result)
        }

        /// The caller was cancelled: so is the operation, which then ends as it will.
        func cancelWork() {
            let work = state.withLock { state in
                state.workCancelled = true
                return state.work
            }
            work?.cancel()
        }
    }
}
