import GRDB

/// GRDB's reads and writes with fewer thread switches, for the writes and counts a click makes:
/// tuning a reader of the Gallery's schema and writes never needs to open.
extension AppDatabase {
    /// Runs `updates` in a transaction on GRDB's writer and resumes the caller on its own
    /// executor: GRDB's `async` `write` with fewer hops, for the writes a click makes.
    ///
    /// `write` is a nonisolated `async` function, so it runs on the global executor: a like
    /// made on the main actor, where a page handles its click, went to the global executor, to
    /// the writer, back to the global executor twice and then to the main actor. `asyncWrite`
    /// goes to the writer's queue at once, and the continuation resumes the caller where it
    /// waits: two thread switches instead of five (BENCHMARKS-HISTORY.md, "A click, cheaper"). Unlike
    /// `write`, a cancelled task does not interrupt the transaction, which is one short
    /// statement or two.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writer.asyncWrite(updates) { [checkpointer] _, result in
                // Before the caller goes on: a checkpoint this commit starts is under way, or
                // queued, by the time the write returns.
                checkpointer?.committed()
                continuation.resume(with: result)
            }
        }
    }

    /// Runs `value` on one of GRDB's readers and resumes the caller on its own executor: the
    /// read counterpart of ``write(_:)``, for the counts a page is handed.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            reader.asyncRead { database in
                continuation.resume(with: Result { try value(database.get()) })
            }
        }
    }
}
