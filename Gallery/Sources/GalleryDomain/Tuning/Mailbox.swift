import Synchronization

/// What one task is handed, in order, by any number of others: an `AsyncStream` whose reader
/// is resumed where it waits.
///
/// `AsyncStream`'s iterator is a nonisolated `async` function: a main-actor task waiting on it
/// is resumed on the global executor, then hops back to the main actor, for every item — two
/// thread switches each time a page is told a count. ``next()`` runs on its caller's executor
/// and the item's sender resumes the reader there: one job on the main actor.
///
/// One task reads; any number send.
final class Mailbox<Item: Sendable>: Sendable {
    private struct State {
        var items: [Item] = []
        var reader: CheckedContinuation<Item?, Never>?
        var isFinished = false
    }

    private let state = Mutex(State())

    init() {}

    /// Hands `item` to the reader, after everything sent before.
    ///
    /// - Returns: `false` once the mailbox is finished: nobody will take `item`.
    @discardableResult
    func send(_ item: Item) -> Bool {
        let (accepted, reader) = state.withLock { state -> (Bool, CheckedContinuation<Item?, Never>?) in
            guard !state.isFinished else { return (false, nil) }
            if let reader = state.reader {
                state.reader = nil
                return (true, reader)
            }
            state.items.append(item)
            return (true, nil)
        }
        reader?.resume(returning: item)
        return accepted
    }

    /// Takes nothing more; what was sent before is still handed over, then ``next()`` answers
    /// `nil`.
    func finish() {
        let reader = state.withLock { state -> CheckedContinuation<Item?, Never>? in
            state.isFinished = true
            defer { state.reader = nil }
            return state.items.isEmpty ? state.reader : nil
        }
        reader?.resume(returning: nil)
    }

    /// The next item, in the order sent; `nil` once the mailbox is finished and empty.
    nonisolated(nonsending) func next() async -> Item? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Item?? in
                if !state.items.isEmpty { return .some(state.items.removeFirst()) }
                if state.isFinished { return .some(nil) }
                state.reader = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
