@testable import Gallery
import Foundation
import HummingbirdWebSocket
import Synchronization

/// The other end of a live socket in a test, without a network: the test sends it events,
/// and it reads what the socket writes — or, told not to read, leaves every write waiting
/// until the socket drops it, as a browser that stopped reading does.
///
/// It counts how many times the socket asked for its next event (``pulls``): a socket that
/// asked for event n + 1 is done with event n.
final class ScriptedPeer: LiveSocketPeer {
    fileprivate struct State {
        var isReading: Bool
        var written: [String] = []
        var pulls = 0
        var isAborted = false
        /// The page closed its end: events not read yet are never read.
        var isClosed = false
        /// Writes waiting for the peer to read, with what they write.
        var stalledWrites: [(text: String, continuation: CheckedContinuation<Void, any Error>)] = []
        var waiters: [(condition: @Sendable (State) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Mutex<State>
    private let events: AsyncThrowingStream<WebSocketMessage, any Error>
    private let sender: AsyncThrowingStream<WebSocketMessage, any Error>.Continuation

    /// A peer that reads what is written to it, or not.
    init(reading: Bool) {
        state = Mutex(State(isReading: reading))
        (events, sender) = AsyncThrowingStream.makeStream(of: WebSocketMessage.self)
    }

    /// What the socket reads: the events sent so far, then those sent later, until the peer
    /// closes or is dropped.
    var inbound: Inbound {
        Inbound(peer: self, events: events)
    }

    /// The page sends `text` as an event.
    func send(_ text: String) {
        sender.yield(.text(text))
    }

    /// The page closes its end: the socket reads no more, not even events sent before.
    func close() {
        change { $0.isClosed = true }
        sender.finish()
    }

    /// From now on the peer reads: waiting writes complete, in order.
    func startReading() {
        let stalled = change { state in
            state.isReading = true
            state.written += state.stalledWrites.map(\.text)
            defer { state.stalledWrites = [] }
            return state.stalledWrites
        }
        for write in stalled { write.continuation.resume() }
    }

    /// The messages the peer read, in order.
    var messages: [PageMessage] {
        state.withLock { $0.written }.map { text in
            PageMessage(fields: (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:])
        }
    }

    /// How many times the socket asked for its next event.
    var pulls: Int {
        state.withLock { $0.pulls }
    }

    /// Whether the socket dropped the connection.
    var isAborted: Bool {
        state.withLock { $0.isAborted }
    }

    /// Returns once `condition` holds.
    func until(_ condition: @escaping @Sendable (ScriptedPeer.Snapshot) -> Bool) async {
        await withCheckedContinuation { continuation in
            let holds = state.withLock { state in
                let check: @Sendable (State) -> Bool = { condition(Snapshot($0)) }
                if check(state) { return true }
                state.waiters.append((check, continuation))
                return false
            }
            if holds { continuation.resume() }
        }
    }

    /// What a condition of ``until(_:)`` sees.
    struct Snapshot {
        let written: [String]
        let pulls: Int
        let isAborted: Bool

        fileprivate init(_ state: State) {
            written = state.written
            pulls = state.pulls
            isAborted = state.isAborted
        }
    }

    func write(_ text: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let outcome = change { state -> Result<Void, any Error>? in
                if state.isAborted { return .failure(PeerDropped()) }
                guard state.isReading else {
                    state.stalledWrites.append((text, continuation))
                    return nil
                }
                state.written.append(text)
                return .success(())
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    func abort() {
        let stalled = change { state in
            state.isAborted = true
            defer { state.stalledWrites = [] }
            return state.stalledWrites
        }
        for write in stalled { write.continuation.resume(throwing: PeerDropped()) }
        sender.finish()
    }

    /// Counts a pull; answers whether the peer still has events to give.
    fileprivate func pulled() -> Bool {
        change { state in
            state.pulls += 1
            return !state.isClosed && !state.isAborted
        }
    }

    /// Changes the state, then resumes the waiters whose condition now holds.
    @discardableResult
    private func change<R>(_ body: (inout State) -> R) -> R {
        let (result, ready) = state.withLock { state in
            let result = body(&state)
            let snapshot = state
            var ready: [CheckedContinuation<Void, Never>] = []
            state.waiters.removeAll { waiter in
                guard waiter.condition(snapshot) else { return false }
                ready.append(waiter.continuation)
                return true
            }
            return (result, ready)
        }
        for waiter in ready { waiter.resume() }
        return result
    }

    /// The events as the socket reads them, counting each time it asks for one.
    struct Inbound: AsyncSequence {
        typealias Element = WebSocketMessage
        let peer: ScriptedPeer
        let events: AsyncThrowingStream<WebSocketMessage, any Error>

        func makeAsyncIterator() -> Iterator {
            Iterator(peer: peer, events: events.makeAsyncIterator())
        }

        struct Iterator: AsyncIteratorProtocol {
            let peer: ScriptedPeer
            var events: AsyncThrowingStream<WebSocketMessage, any Error>.AsyncIterator

            mutating func next() async throws -> WebSocketMessage? {
                guard peer.pulled() else { return nil }
                return try await events.next()
            }
        }
    }
}

/// What a write to a dropped peer throws.
struct PeerDropped: Error {}
