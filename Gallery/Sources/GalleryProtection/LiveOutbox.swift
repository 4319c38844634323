package import LiveScreens
import Synchronization

/// The messages waiting to go down one live socket: never more than ``capacity``.
///
/// A page posts what it renders here without waiting (``post(_:)``): a like fanned out by
/// `LikeUpdates` to a thousand pages must not wait for the slowest of them. One task takes the
/// messages out in order (``next()``) and writes them; the socket reads its next event only
/// while the outbox is less than half full (``waitForRoom()``), so the replies to one event
/// always fit and a peer that stops reading stops the socket from reading too.
///
/// What overflows it is therefore what the server pushes by itself — other viewers' likes — to
/// a page that does not read them. Such a page is behind by ``capacity`` messages and would
/// only fall further behind, so the outbox drops everything, calls `onOverflow` (which closes
/// the socket), and takes nothing more; the page's script reconnects and the server sends the
/// whole screen again.
///
/// One task takes messages out and one task waits for room; any number may post.
package final class LiveOutbox: Sendable {
    /// The most messages the outbox holds.
    package let capacity: Int
    private let onOverflow: @Sendable () -> Void
    private let state: Mutex<State>

    fileprivate struct State {
        var queue: [ServerMessage] = []
        /// No more posts; what is queued is still taken out.
        var isFinished = false
        /// Nothing more goes in or out: closed, or overflowed.
        var isClosed = false
        /// The most messages queued at once so far, for tests.
        var mostQueued = 0
        var taker: CheckedContinuation<ServerMessage?, Never>?
        var waitingForRoom: CheckedContinuation<Bool, Never>?
        var watchingForWaiter: [CheckedContinuation<Void, Never>] = []
        var watchingForTaker: [CheckedContinuation<Void, Never>] = []

        /// The socket reads its next event while fewer than half the outbox's places are taken.
        func hasRoom(_ capacity: Int) -> Bool {
            queue.count < capacity / 2
        }

        /// Empties and closes the outbox; returns who waits on it, to resume outside the lock.
        mutating func close() -> Wakeups {
            isClosed = true
            queue = []
            defer {
                taker = nil
                waitingForRoom = nil
                watchingForWaiter = []
                watchingForTaker = []
            }
            return Wakeups(taker: taker, reader: waitingForRoom, watchers: watchingForWaiter + watchingForTaker)
        }
    }

    /// An empty outbox.
    ///
    /// - Parameters:
    ///   - capacity: The most messages it holds; at least 2.
    ///   - onOverflow: Called once, from the posting task, when a post finds it full.
    package init(capacity: Int, onOverflow: @escaping @Sendable () -> Void = {}) {
        precondition(capacity >= 2, "LiveOutbox(capacity:): a live socket's outbox holds at least 2 messages, not \(capacity).")
        self.capacity = capacity
        self.onOverflow = onOverflow
        state = Mutex(State())
    }

    /// How many messages wait now.
    package var count: Int {
        state.withLock { $0.queue.count }
    }

    /// The most messages that waited at once so far.
    package var mostQueued: Int {
        state.withLock { $0.mostQueued }
    }

    /// Whether the outbox overflowed or was closed: nothing more goes in or out.
    package var isClosed: Bool {
        state.withLock { $0.isClosed }
    }

    /// Queues `message` without waiting.
    ///
    /// A message is not queued when the outbox is finished or closed, or full, which closes it.
    ///
    /// - Returns: Whether it was queued.
    @discardableResult
    package func post(_ message: ServerMessage) -> Bool {
        enum Outcome {
            case queued(CheckedContinuation<ServerMessage?, Never>?)
            case refused
            case overflowed(Wakeups)
        }
        let outcome = state.withLock { state -> Outcome in
            guard !state.isFinished, !state.isClosed else { return .refused }
            guard state.queue.count < capacity else {
                return .overflowed(state.close())
            }
            if let taker = state.taker {
                state.taker = nil
                return .queued(taker)
            }
            state.queue.append(message)
            state.mostQueued = max(state.mostQueued, state.queue.count)
            return .queued(nil)
        }
        switch outcome {
        case let .queued(taker):
            taker?.resume(returning: message)
            return true
        case .refused:
            return false
        case let .overflowed(wakeups):
            wakeups.resume()
            onOverflow()
            return false
        }
    }

    /// The next message to write, in the order they were posted; `nil` once the outbox is
    /// finished and empty, or closed.
    package func next() async -> ServerMessage? {
        await withCheckedContinuation { continuation in
            let (ready, watchers) = state.withLock { state -> (ServerMessage??, [CheckedContinuation<Void, Never>]) in
                if !state.queue.isEmpty {
                    let first = state.queue.removeFirst()
                    return (.some(first), [])
                }
                if state.isFinished || state.isClosed { return (.some(nil), []) }
                state.taker = continuation
                defer { state.watchingForTaker = [] }
                return (nil, state.watchingForTaker)
            }
            if let ready { continuation.resume(returning: ready) }
            for watcher in watchers { watcher.resume() }
            // Taking one out may make room for the socket to read again.
            wakeReaderIfRoom()
        }
    }

    /// Returns once the outbox is less than half full: `true` then, `false` if it overflowed
    /// or was closed meanwhile.
    package func waitForRoom() async -> Bool {
        await withCheckedContinuation { continuation in
            let (ready, watchers) = state.withLock { state -> (Bool?, [CheckedContinuation<Void, Never>]) in
                if state.isClosed { return (false, []) }
                if state.hasRoom(capacity) { return (true, []) }
                state.waitingForRoom = continuation
                defer { state.watchingForWaiter = [] }
                return (nil, state.watchingForWaiter)
            }
            if let ready { continuation.resume(returning: ready) }
            for watcher in watchers { watcher.resume() }
        }
    }

    /// Returns once the reading task waits for room: for tests that show that a socket
    /// stops reading while its outbox is full.
    package func readerIsWaitingForRoom() async {
        await withCheckedContinuation { continuation in
            let waiting = state.withLock { state in
                if state.waitingForRoom != nil || state.isClosed { return true }
                state.watchingForWaiter.append(continuation)
                return false
            }
            if waiting { continuation.resume() }
        }
    }

    /// Returns once the writing task waits for a message, all written: for tests that move
    /// time only while no write is under way.
    package func writerIsWaiting() async {
        await withCheckedContinuation { continuation in
            let waiting = state.withLock { state in
                if state.taker != nil || state.isClosed { return true }
                state.watchingForTaker.append(continuation)
                return false
            }
            if waiting { continuation.resume() }
        }
    }

    /// Takes no more posts; what is queued is still handed to ``next()``, which then answers `nil`.
    package func finish() {
        let taker = state.withLock { state -> CheckedContinuation<ServerMessage?, Never>? in
            state.isFinished = true
            guard state.queue.isEmpty else { return nil }
            defer { state.taker = nil }
            return state.taker
        }
        taker?.resume(returning: nil)
    }

    /// Drops what is queued and takes nothing more.
    package func close() {
        let wakeups = state.withLock { $0.close() }
        wakeups.resume()
    }

    private func wakeReaderIfRoom() {
        let reader = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.hasRoom(capacity) else { return nil }
            defer { state.waitingForRoom = nil }
            return state.waitingForRoom
        }
        reader?.resume(returning: true)
    }
}

/// The tasks to resume once the lock is released.
private struct Wakeups {
    package var taker: CheckedContinuation<ServerMessage?, Never>?
    package var reader: CheckedContinuation<Bool, Never>?
    package var watchers: [CheckedContinuation<Void, Never>]

    package func resume() {
        taker?.resume(returning: nil)
        reader?.resume(returning: false)
        for watcher in watchers { watcher.resume() }
    }
}
