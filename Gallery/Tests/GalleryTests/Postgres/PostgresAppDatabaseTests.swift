import Foundation
import GalleryDatabase
import GalleryDomain
@testable import GalleryPostgres
import PostgresNIO
import Testing

/// The Gallery's database on PostgreSQL keeps the SQLite database's guarantees: named
/// migrations run once however many instances start together, a newer Gallery's database is
/// refused untouched, the sample data is stored on the first start only, one like per viewer
/// and photo, one secret for every instance.
@Suite("The database on PostgreSQL")
struct PostgresAppDatabaseTests {
    @Test func aNewDatabaseHasTheSampleData() async throws {
        try await withTestDatabase(.postgres) { database in
            let database = try #require(database as? PostgresAppDatabase)
            #expect(try await database.users().count == SampleData.users.count)
            var photos = 0
            for user in SampleData.users { photos += try await database.photos(of: user.id)?.count ?? 0 }
            #expect(photos == SampleData.photos.count)
        }
    }

    @Test func theSampleDataIsInsertedOnTheFirstStartOnly() async throws {
        try await withTestDatabaseLocation(.postgres) { location in
            guard case let .postgres(url) = location else { return }
            try await location.open { _ in }
            try await TestPostgres.administer(url, database: url.database) { connection in
                try await connection.run(#"DELETE FROM "user""#, logger: TestGallery.logger)
            }
            try await location.open { database in
                let database = try #require(database as? PostgresAppDatabase)
                #expect(try await database.users().isEmpty, "the second start inserted nothing")
            }
        }
    }

    @Test func aDatabaseFromANewerGalleryIsRefusedAndLeftAlone() async throws {
        try await withTestDatabaseLocation(.postgres) { location in
            guard case let .postgres(url) = location else { return }
            try await location.open { _ in }
            try await TestPostgres.administer(url, database: url.database) { connection in
                try await connection.run("INSERT INTO gallery_migrations (identifier) VALUES ('fromTheFuture')", logger: TestGallery.logger)
            }
            await #expect(throws: PostgresDatabaseError.newerSchema(url: url.description, unknownMigrations: ["fromTheFuture"])) {
                try await location.open { _ in }
            }
            let rows = try await TestPostgres.administer(url, database: url.database) { connection in
                try await connection.query("SELECT COUNT(*) FROM gallery_migrations", logger: TestGallery.logger).decode(Int64.self)
                    .first { _ in true }
            }
            #expect(rows == Int64(PostgresMigrations.migrations.count + 1), "no migration recorded or removed")
        }
    }

    /// Eight instances starting on one new database at once all open it, and it ends with each
    /// migration applied once, the sample data once and one secret.
    @Test func startsOnOneNewDatabaseAtOnceAllOpenItAndMigrateItOnce() async throws {
        try await withTestDatabaseLocation(.postgres) { location in
            guard case let .postgres(url) = location else { return }
            let cookies = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await PostgresAppDatabase.run(url, logger: TestGallery.logger) { database in
                            database.viewerCookies.value(for: Viewer(id: "together")!)
                        }
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(cookies.count == 1, "every start signs cookies with the same secret")
            try await location.open { database in
                let database = try #require(database as? PostgresAppDatabase)
                #expect(try await database.users().count == SampleData.users.count, "the sample data once")
            }
            let migrations = try await TestPostgres.administer(url, database: url.database) { connection in
                try await connection.query("SELECT COUNT(*) FROM gallery_migrations", logger: TestGallery.logger).decode(Int64.self)
                    .first { _ in true }
            }
            #expect(migrations == Int64(PostgresMigrations.migrations.count))
        }
    }

    @Test func likingTwiceIsOneLikeAndUnlikingWhatIsNotLikedDoesNothing() async throws {
        try await withTestDatabase(.postgres) { database in
            let database = try #require(database as? PostgresAppDatabase)
            let like = Like(photoID: 2, viewer: Viewer(id: "twice")!)
            let first = try await database.like(like, at: TestTime.start)
            let second = try await database.like(like, at: TestTime.start.addingTimeInterval(60))
            #expect(first == LikeCount(count: 1, likedByViewer: true, sinceLastLike: .zero, revision: 1))
            #expect(second == LikeCount(count: 1, likedByViewer: true, sinceLastLike: .seconds(60), revision: 1), "the first like's date, no new revision")
            let other = Like(photoID: 2, viewer: Viewer(id: "never")!)
            let unliked = try await database.unlike(other, at: TestTime.start)
            #expect(unliked.count == 1 && !unliked.likedByViewer && unliked.revision == 1)
            let gone = try await database.unlike(like, at: TestTime.start)
            #expect(gone == LikeCount(count: 0, likedByViewer: false, sinceLastLike: nil, revision: 2))
        }
    }

    /// A click is one statement, parsed and planned once per connection, not once per click:
    /// on one connection, three likes and two unlikes are one prepared statement executed five
    /// times, and a count read is another.
    @Test func aClicksStatementsArePreparedOncePerConnection() async throws {
        try await TestPostgres.withNewDatabase { url in
            var options = PostgresAppDatabase.Options()
            options.maximumConnections = 1
            try await PostgresAppDatabase.run(url, logger: TestGallery.logger, options: options) { database in
                for viewer in ["ann", "bob", "cy"] {
                    try await database.like(Like(photoID: 1, viewer: Viewer(id: viewer)!), at: TestTime.start)
                }
                for viewer in ["ann", "bob"] {
                    try await database.unlike(Like(photoID: 1, viewer: Viewer(id: viewer)!), at: TestTime.start)
                }
                #expect(try await database.likeCount(Like(photoID: 1, viewer: Viewer(id: "cy")!), at: TestTime.start).count == 1)
                let executions = try await database.pool.withConnection { connection, logger in
                    var executions: [String: Int64] = [:]
                    let rows = try await connection.query(
                        "SELECT name, generic_plans + custom_plans FROM pg_prepared_statements WHERE name LIKE 'gallery_%'", logger: logger
                    )
                    for try await (name, count) in rows.decode((String, Int64).self) { executions[name] = count }
                    return executions
                }
                #expect(executions == ["gallery_changeLike": 5, "gallery_likeCounts": 1])
            }
        }
    }

    /// Likes of one photo made at once commit one after the other, and each answers the count
    /// the one before it left: twenty likes answer revisions 1 to 20, each with as many likes.
    @Test func likesOfOnePhotoMadeAtOnceEachReadTheCountTheOneBeforeLeft() async throws {
        try await withTestDatabase(.postgres) { database in
            let database = try #require(database as? PostgresAppDatabase)
            let answers = try await withThrowingTaskGroup(of: LikeCount.self) { group in
                for viewer in 0..<20 {
                    group.addTask { try await database.like(Like(photoID: 3, viewer: Viewer(id: "at-once-\(viewer)")!), at: TestTime.start) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.map(\.revision).sorted() == Array(1...20))
            #expect(answers.allSatisfy { Int64($0.count) == $0.revision && $0.likedByViewer })
        }
    }

    @Test func likingAPhotoThatDoesNotExistNamesIt() async throws {
        try await withTestDatabase(.postgres) { database in
            let database = try #require(database as? PostgresAppDatabase)
            await #expect(throws: GalleryError.unknownPhoto(404)) {
                try await database.like(Like(photoID: 404, viewer: Viewer(id: "dave")!), at: TestTime.start)
            }
            #expect(try await database.storedLikeRows() == 0)
        }
    }

    @Test func eachDatabaseHasItsOwnSecretAndKeepsItAcrossStarts() async throws {
        let viewer = Viewer(id: "secretive")!
        let (first, again) = try await withTestDatabaseLocation(.postgres) { location in
            (try await location.open { $0.viewerCookies.value(for: viewer) }, try await location.open { $0.viewerCookies.value(for: viewer) })
        }
        let other = try await withTestDatabase(.postgres) { $0.viewerCookies.value(for: viewer) }
        #expect(first == again)
        #expect(first != other)
    }

    @Test func aServerThatIsNotThereIsOneClearError() async throws {
        // A loopback port nothing listens on: the tests' server's port plus one is never used.
        let server = try await TestPostgres.Server.shared.url()
        let url = try PostgresURL("postgres://gallery:hunter2@127.0.0.1:\(server.port + 1)/gallery")
        var options = PostgresAppDatabase.Options()
        options.queryTimeout = .seconds(2)
        do {
            try await PostgresAppDatabase.run(url, logger: TestGallery.logger, options: options) { _ in }
            Issue.record("opened \(url)")
        } catch let error as PostgresDatabaseError {
            #expect(!error.description.contains("hunter2"), "no password in \(error)")
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("127.0.0.1:\(server.port + 1)/gallery"))
        }
    }
}

/// `--database`'s PostgreSQL URLs: read whole or refused with the part that is wrong, and
/// never printed with their password.
@Suite("PostgreSQL URLs")
struct PostgresURLTests {
    @Test func aURLIsReadWhole() throws {
        let url = try PostgresURL("postgresql://dave:pod-bay@127.0.0.1:5433/discovery")
        #expect(url.user == "dave" && url.password == "pod-bay" && url.host == "127.0.0.1" && url.port == 5433 && url.database == "discovery")
        #expect(url.description == "postgres://dave:***@127.0.0.1:5433/discovery")
        #expect(try PostgresURL("postgres://gallery@localhost/gallery").port == 5432)
    }

    @Test(arguments: [
        ("postgres://127.0.0.1/gallery", "names no user"),
        ("postgres://dave@/gallery", "names no host"),
        ("postgres://dave@127.0.0.1:5432", "names no database"),
        ("postgres://dave:secret@127.0.0.1:5432/gallery?sslmode=require", "no parameters"),
        ("postgres://dave@127.0.0.1:70000/gallery", "port"),
    ])
    func aBadURLSaysWhatIsWrongAndKeepsItsPassword(text: String, reason: String) {
        #expect(throws: PostgresDatabaseError.self) { try PostgresURL(text) }
        do {
            _ = try PostgresURL(text)
        } catch {
            #expect(error.description.contains(reason), "\(error)")
            #expect(!error.description.contains("secret"), "\(error)")
        }
    }

    @Test func onlyPostgresSchemesAreURLs() {
        #expect(PostgresURL.names("postgres://a@b/c") && PostgresURL.names("PostgreSQL://a@b/c"))
        #expect(!PostgresURL.names("gallery.sqlite") && !PostgresURL.names("./postgres://x"))
    }
}
