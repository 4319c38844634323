import Gallery
import GalleryDatabase
import GalleryDomain
@testable import GalleryPostgres
import PostgresNIO
import ServiceLifecycle
import Testing

/// The PostgreSQL pool and the likes relay are services of the application: its graceful
/// shutdown stops them, the relay before the pool, and leaves no listener on the database.
@Suite("The likes relay as a service", .timeLimit(.minutes(1)))
struct LikesRelayTests {
    @Test func theRelayAndThePoolStopWithTheApplicationsGracefulShutdown() async throws {
        try await withTestDatabaseLocation(.postgres) { location in
            guard case let .postgres(url) = location else {
                Issue.record("not a PostgreSQL database: \(location)")
                return
            }
            let listens = LikeNotificationsTests.Listens()
            let pool = PostgresPoolService(url, logger: TestGallery.logger)
            let relay = LikesRelay { listens.listened() }
            let application = TestGallery.server().makeApplication(logger: TestGallery.logger, services: [pool, relay]) {
                let database = try await pool.open()
                let updates = await MainActor.run { LikeUpdates(likes: StoredLikesRepository(database)) }
                relay.relay(from: database, to: updates)
            }
            let group = ServiceGroup(services: [application], gracefulShutdownSignals: [], logger: TestGallery.logger)
            let running = Task { try await group.run() }
            defer { running.cancel() }
            try await withTimeout(30, "the relay listening") { await listens.next(after: 0) }
            #expect(try await Self.listeners(on: url) == 1)

            await group.triggerGracefulShutdown()
            // A service that ignored the shutdown would keep the group running past the bound.
            try await withTimeout(30, "the application, its relay and its pool stopping") {
                // Cancelled at the bound, so a group that did not stop fails the test, not hangs it.
                try await withTaskCancellationHandler { try await running.value } onCancel: { running.cancel() }
            }
            try await withTimeout(30, "the listening connection closing") {
                while try await Self.listeners(on: url) > 0 { try await Task.sleep(for: .milliseconds(20)) }
            }
        }
    }

    /// How many connections listen on `url`'s database.
    static func listeners(on url: PostgresURL) async throws -> Int64 {
        try await TestPostgres.administer(url) { connection in
            try await connection.query(
                "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = \(url.database) AND query LIKE 'LISTEN%'",
                logger: TestGallery.logger
            ).decode(Int64.self).first { _ in true } ?? 0
        }
    }
}
