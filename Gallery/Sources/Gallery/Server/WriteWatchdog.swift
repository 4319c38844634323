import Synchronization

/// Tells a live socket when a write has waited too long: its peer stopped reading.
///
/// A peer that reads nothing fills the kernel's buffers and then NIO's, and the socket's
/// writer waits for ever (swift-websocket's `WebSocketOutboundWriter.write` suspends while the
/// channel is not writable, and so does its auto-ping, so the ping timeout never fires). The
/// writer marks each write with ``writing(_:)``; ``run(on:)`` sleeps on the socket's clock
/// until the deadline of the write in progress, or until that write ends, whichever comes
/// first, and answers `true` if that same write is still waiting at its deadline. No sleep
/// outlives its write, so a socket whose writes are done has nothing pending on its clock (a
/// test's `TestClock` sees only the page's own timers).
final class WriteWatchdog: Sendable {
    /// How long one write may wait.
    let timeout: Duration
    private let stopwatch: Stopwatch
    private let state = Mutex(State())

    private struct State {
        /// The write in progress: its number and when it began on the stopwatch.
        var current: (number: Int, began: Duration)?
        var writes = 0
        var isFinished = false
        var watcher: CheckedContinuation<Void, Never>?
        /// ``run(on:)`` waiting for the write in progress to end.
        var endWatcher: CheckedContinuation<Void, Never>?
    }

    /// A watchdog timing writes with `stopwatch`.
    init(timeout: Duration, stopwatch: Stopwatch) {
        self.timeout = timeout
        self.stopwatch = stopwatch
    }

    /// Runs one write under the watchdog's eye.
    func writing<R>(_ write: () async throws -> R) async rethrows -> R {
        let began = stopwatch.elapsed
        let watcher = state.withLock { state in
            state.writes += 1
            state.current = (state.writes, began)
            defer { state.watcher = nil }
            return state.watcher
        }
        watcher?.resume()
        defer {
            let endWatcher = state.withLock { state in
                state.current = nil
                defer { state.endWatcher = nil }
                return state.endWatcher
            }
            endWatcher?.resume()
        }
        return try await write()
    }

    /// No more writes: ``run(on:)`` returns `false`.
    func finish() {
        let (watcher, endWatcher) = state.withLock { state in
            state.isFinished = true
            defer {
                state.watcher = nil
                state.endWatcher = nil
            }
            return (state.watcher, state.endWatcher)
        }
        watcher?.resume()
        endWatcher?.resume()
    }

    /// Watches until a write waits longer than ``timeout`` (`true`), or until ``finish()`` or
    /// cancellation (`false`).
    ///
    /// - Parameter clock: The clock to sleep on; the one the stopwatch reads.
    func run(on clock: any Clock<Duration>) async -> Bool {
        while true {
            guard let (number, began) = await nextWrite() else { return false }
            let remaining = began + timeout - stopwatch.elapsed
            if remaining > .zero {
                let reachedDeadline = await withTaskGroup(of: Bool.self) { group in
                    group.addTask {
                        do {
                            try await clock.sleep(for: remaining)
                            return true
                        } catch {
                            return false
                        }
                    }
                    group.addTask {
                        await self.end(of: number)
                        return false
                    }
                    let first = await group.next() ?? false
                    group.cancelAll()
                    return first
                }
                if Task.isCancelled { return false }
                if !reachedDeadline { continue }
            }
            let stuck = state.withLock { state in
                !state.isFinished && state.current?.number == number
            }
            if stuck { return true }
        }
    }

    /// Returns once write `number` ended, the watchdog finished, or the task was cancelled.
    private func end(of number: Int) async {
        await wait(in: \.endWatcher) { $0.current?.number != number }
    }

    /// The write in progress, once there is one; `nil` once finished or cancelled.
    private func nextWrite() async -> (number: Int, began: Duration)? {
        while true {
            await wait(in: \.watcher) { $0.current != nil }
            let (isOver, current) = state.withLock { ($0.isFinished || Task.isCancelled, $0.current) }
            if isOver { return nil }
            // A write that began and ended before this task looked: wait for the next one.
            if let current { return current }
        }
    }

    /// Returns once `isReady` holds, the watchdog finished, or the task was cancelled; while
    /// it waits, its continuation sits in `slot`, which ``writing(_:)`` and ``finish()`` resume.
    private func wait(
        in slot: any WritableKeyPath<State, CheckedContinuation<Void, Never>?> & Sendable,
        until isReady: @escaping @Sendable (State) -> Bool
    ) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    if state.isFinished || isReady(state) || Task.isCancelled { return true }
                    state[keyPath: slot] = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state[keyPath: slot] = nil }
                return state[keyPath: slot]
            }
            waiter?.resume()
        }
    }
}
