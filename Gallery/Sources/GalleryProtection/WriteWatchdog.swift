import Synchronization

/// Tells a live socket when a write has waited too long: its peer stopped reading.
///
/// A peer that reads nothing fills the kernel's buffers and then NIO's, and the socket's
/// writer waits for ever (swift-websocket's `WebSocketOutboundWriter.write` suspends while the
/// channel is not writable, and so does its auto-ping, so the ping timeout never fires). The
/// writer marks each write with ``writing(_:)``; ``run(on:)`` sleeps on the socket's clock
/// until the deadline of the write in progress and answers `true` if that same write is still
/// waiting then.
///
/// ## What a write costs
/// Nothing but a lock. The watching task is woken by the first write after it found none in
/// progress; then it sleeps to that write's deadline, and the writes that begin and end
/// meanwhile — a page that clicks every second writes a few hundred times in the ten seconds
/// of ``LiveSocketLimits/writeTimeout`` — wake nobody. At the deadline it looks again: the same
/// write still waiting is a peer that stopped reading; a later write still under way gets a
/// sleep to its own deadline; no write under way puts the task back to waiting for one. A
/// socket that writes at all wakes its watchdog about twice per timeout, whatever its rate.
package final class WriteWatchdog: Sendable {
    /// How long one write may wait.
    package let timeout: Duration
    private let stopwatch: Stopwatch
    private let state = Mutex(State())

    private struct State {
        /// The write in progress: its number and when it began on the stopwatch.
        var current: (number: Int, began: Duration)?
        var writes = 0
        var isFinished = false
        /// ``run(on:)`` waiting for a write to begin, because none was under way when it looked.
        var idle: CheckedContinuation<Void, Never>?
    }

    /// What ``run(on:)`` finds when it looks.
    private enum Look {
        case finished
        case noWrite
        case write(number: Int, began: Duration)
    }

    /// A watchdog timing writes with `stopwatch`.
    package init(timeout: Duration, stopwatch: Stopwatch) {
        self.timeout = timeout
        self.stopwatch = stopwatch
    }

    /// Runs one write under the watchdog's eye.
    package func writing<R>(_ write: () async throws -> R) async rethrows -> R {
        let began = stopwatch.elapsed
        let idle = state.withLock { state in
            state.writes += 1
            state.current = (state.writes, began)
            defer { state.idle = nil }
            return state.idle
        }
        idle?.resume()
        defer { state.withLock { $0.current = nil } }
        return try await write()
    }

    /// No more writes: ``run(on:)`` returns `false`.
    package func finish() {
        let idle = state.withLock { state in
            state.isFinished = true
            defer { state.idle = nil }
            return state.idle
        }
        idle?.resume()
    }

    /// Watches until a write waits longer than ``timeout`` (`true`), or until ``finish()`` or
    /// cancellation (`false`).
    ///
    /// - Parameter clock: The clock to sleep on; the one the stopwatch reads.
    package func run(on clock: any Clock<Duration>) async -> Bool {
        // The write this task last slept to the deadline of.
        var watched: Int?
        while true {
            switch look() {
            case .finished:
                return false
            case .noWrite:
                watched = nil
                await waitForAWrite()
            case let .write(number, began):
                // The same write still under way past its deadline: the peer stopped reading.
                if watched == number { return true }
                watched = number
                let remaining = began + timeout - stopwatch.elapsed
                guard remaining > .zero else { continue }
                do {
                    try await clock.sleep(for: remaining)
                } catch {
                    return false
                }
            }
        }
    }

    private func look() -> Look {
        state.withLock { state in
            if state.isFinished || Task.isCancelled { return .finished }
            guard let current = state.current else { return .noWrite }
            return .write(number: current.number, began: current.began)
        }
    }

    /// Returns once a write is under way, the watchdog finished, or the task was cancelled.
    private func waitForAWrite() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    if state.isFinished || state.current != nil || Task.isCancelled { return true }
                    state.idle = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let idle = state.withLock { state in
                defer { state.idle = nil }
                return state.idle
            }
            idle?.resume()
        }
    }
}
