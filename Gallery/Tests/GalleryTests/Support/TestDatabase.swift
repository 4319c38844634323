import Foundation
import GRDB
import Gallery
import GalleryDatabase
import GalleryDomain
@testable import GalleryPostgres
@testable import GallerySQLite
import PostgresNIO

/// The backends the tests that touch the database run on, each test once per backend.
enum TestBackend: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite
    case postgres

    var description: String { rawValue }
}

/// What a test asks of a database, whichever backend holds it: the start-up's backend, the
/// cookies it signs, and what is stored, read past the server.
protocol TestDatabase: LikeStore {
    var backend: GalleryBackend { get }
    var viewerCookies: ViewerCookieSigner { get }
    /// How many likes are stored, of every photo.
    func storedLikeRows() async throws -> Int
    func insertFixture(_ user: User) async throws
    func insertFixture(_ photo: Photo) async throws
}

extension TestDatabase {
    /// The count `like.viewer` sees of `like.photoID` as stored, at the tests' start.
    func storedLikes(_ like: Like, at now: Date = TestTime.start) async throws -> LikeCount {
        try await likeCount(like, at: now)
    }
}

extension AppDatabase: TestDatabase {
    var backend: GalleryBackend { .sqlite(self) }

    func storedLikeRows() async throws -> Int {
        try await reader.read { db in try PhotoLike.fetchCount(db) }
    }

    func insertFixture(_ user: User) async throws { try insert(user) }
    func insertFixture(_ photo: Photo) async throws { try insert(photo) }
}

extension PostgresAppDatabase: TestDatabase {
    var backend: GalleryBackend { .postgres(self) }

    func storedLikeRows() async throws -> Int {
        try await pool.withConnection { connection, logger in
            let rows = try await connection.query(#"SELECT COUNT(*) FROM "photoLike""#, logger: logger).decode(Int64.self)
            return try await rows.first { _ in true }.map(Int.init) ?? 0
        }
    }

    func insertFixture(_ user: User) async throws { try await insert(user) }
    func insertFixture(_ photo: Photo) async throws { try await insert(photo) }
}

/// A new, migrated database with the sample data on `backend`, for as long as `body` runs:
/// SQLite in memory, or a database of its own on the tests' PostgreSQL server, dropped after.
func withTestDatabase<R: Sendable>(
    _ backend: TestBackend,
    queryTimeout: Duration = PostgresAppDatabase.Options().queryTimeout,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (any TestDatabase) async throws -> R
) async throws -> R {
    try await withTestDatabaseLocation(backend) { location in
        try await location.open(queryTimeout: queryTimeout, body)
    }
}

/// Where a test's database lives, so the test can open it again, as a restarted server does.
enum TestDatabaseLocation: Sendable {
    case sqlite(path: String)
    case postgres(PostgresURL)

    /// Opens the database for as long as `body` runs, then closes it. PostgreSQL bounds each
    /// query, its wait for a connection included, by `queryTimeout`.
    func open<R: Sendable>(
        queryTimeout: Duration = PostgresAppDatabase.Options().queryTimeout,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (any TestDatabase) async throws -> R
    ) async throws -> R {
        switch self {
        case let .sqlite(path):
            let database = try AppDatabase.open(path: path)
            do {
                let result = try await body(database)
                try database.close()
                return result
            } catch {
                _ = try? database.close()
                throw error
            }
        case let .postgres(url):
            var options = PostgresAppDatabase.Options()
            options.queryTimeout = queryTimeout
            return try await PostgresAppDatabase.run(url, logger: TestGallery.logger, options: options) { database in try await body(database) }
        }
    }
}

/// A place for a new database on `backend`, removed once `body` returns: a file in a new
/// folder, or a database of its own on the tests' PostgreSQL server.
func withTestDatabaseLocation<R: Sendable>(
    _ backend: TestBackend, isolation: isolated (any Actor)? = #isolation, _ body: (TestDatabaseLocation) async throws -> R
) async throws -> R {
    switch backend {
    case .sqlite:
        return try await body(.sqlite(path: try TestGallery.temporaryDatabasePath()))
    case .postgres:
        return try await TestPostgres.withNewDatabase { url in try await body(.postgres(url)) }
    }
}
