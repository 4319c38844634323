import Dispatch
import GRDB
@testable import GallerySQLite
import Synchronization

/// Every SQL statement a test's database runs, in order, traced with GRDB's `Database.trace`:
/// what the tests count reads with, and check transactions against.
final class StatementLog: Sendable {
    /// One statement: its SQL, and whether the main actor was busy while it ran.
    struct Entry: Sendable {
        let sql: String
        /// `true` when a job queued for the main actor as the statement ran could not run
        /// until it ended: the statement ran while the main actor waited for it.
        let blockedTheMainActor: Bool
    }

    private let entries = Mutex<[Entry]>([])
    /// Whether each statement checks that the main actor is free while it runs.
    private let probingTheMainActor: Bool

    /// - Parameter probingTheMainActor: Check, for each statement that counts likes, that a job
    ///   queued for the main actor while it runs gets to run before it ends.
    init(probingTheMainActor: Bool = false) {
        self.probingTheMainActor = probingTheMainActor
    }

    /// A new, migrated database in memory, with the sample data, whose every statement is
    /// logged here.
    func database() throws -> AppDatabase {
        var configuration = AppDatabase.makeConfiguration()
        configuration.prepareDatabase { db in
            db.trace { event in
                guard case let .statement(statement) = event else { return }
                self.record(statement.sql)
            }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// The statements run so far.
    var all: [Entry] {
        entries.withLock { $0 }
    }

    /// The statements that count a photo's likes: each is one read of a count.
    var counts: [Entry] {
        all.filter { $0.sql.uppercased().contains("COUNT(") && $0.sql.contains("photoLike") }
    }

    /// Forgets what was logged, so that a test counts from here.
    func clear() {
        entries.withLock { $0.removeAll() }
    }

    private func record(_ sql: String) {
        var blocked = false
        if probingTheMainActor, sql.uppercased().contains("COUNT(") {
            // A bound for a read that holds the main actor, which then never runs the job: a
            // read off the main actor sees it run at once, and never waits this.
            let ran = DispatchSemaphore(value: 0)
            Task { @MainActor in ran.signal() }
            blocked = ran.wait(timeout: .now() + .seconds(5)) == .timedOut
        }
        entries.withLock { $0.append(Entry(sql: sql, blockedTheMainActor: blocked)) }
    }
}
