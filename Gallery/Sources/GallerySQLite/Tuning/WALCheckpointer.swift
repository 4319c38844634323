import GRDB
import Synchronization

/// Copies the write-ahead log back into the database file on a connection of its own, so the
/// writes clicks make never wait for it.
///
/// SQLite checkpoints on the connection whose commit takes the log past 1,000 pages, inside
/// that commit: with `synchronous = NORMAL` (GRDB's default for a pool), the checkpoint is the
/// one part of a write that calls `fdatasync`, so every few hundred likes one waited for the
/// disk — half the Gallery's p99 click latency at 1,000 clicks a second (BENCHMARKS-HISTORY.md, "A
/// click, cheaper"). The pool's writer has automatic checkpoints off (``AppDatabase``'s
/// configuration); this connection runs a `PASSIVE` checkpoint after every
/// ``commitsPerCheckpoint`` commits, on its own queue. A passive checkpoint takes no write
/// lock: the writer goes on appending to the log while it copies and syncs. One runs at a time;
/// commits during one count toward the next.
package final class WALCheckpointer: Sendable {
    /// How many commits go by between two checkpoints: a like or unlike adds four or five
    /// pages to the log, so about SQLite's own 1,000 pages.
    static let commitsPerCheckpoint = 200

    private let connection: DatabaseQueue
    private let state = Mutex(State())

    private struct State {
        var commits = 0
        var isRunning = false
        var checkpoints = 0
    }

    /// A checkpointing connection to the database at `path`, which a pool opened in WAL mode.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.label = "WALCheckpointer"
        configuration.busyMode = .timeout(5)
        connection = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Notes one commit of the pool's writer; every ``commitsPerCheckpoint``th starts a
    /// checkpoint unless one runs.
    func committed() {
        let start = state.withLock { state in
            state.commits += 1
            guard state.commits >= Self.commitsPerCheckpoint, !state.isRunning else { return false }
            state.commits = 0
            state.isRunning = true
            return true
        }
        guard start else { return }
        connection.asyncWriteWithoutTransaction { [self] db in
            // A checkpoint that cannot finish (a reader still on an old snapshot) copies what
            // it can; the next one copies the rest. An error leaves the log to the next one.
            _ = try? db.checkpoint(.passive)
            state.withLock { state in
                state.isRunning = false
                state.checkpoints += 1
            }
        }
    }

    /// How many checkpoints ran so far, for tests.
    package var checkpoints: Int {
        state.withLock { $0.checkpoints }
    }

    /// Returns once the checkpoint under way, if any, is done: for tests.
    package func settle() {
        connection.writeWithoutTransaction { _ in }
    }

    /// Waits for a checkpoint under way, then closes the connection.
    func close() throws {
        try connection.close()
    }
}
