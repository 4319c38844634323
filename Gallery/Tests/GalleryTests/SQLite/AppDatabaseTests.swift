import Foundation
import GRDB
@testable import Gallery
@testable import GallerySQLite
@testable import GalleryDomain
@testable import LiveScreens
import Synchronization
import GalleryDatabase
import Testing

@Suite("The database")
struct AppDatabaseTests {
    @Test func aNewDatabaseHasTheSampleData() async throws {
        let database = try AppDatabase.inMemory()
        let users = try await SQLiteUsersRepository(database).getUsers()
        #expect(Set(users) == Set(SampleData.users))
    }

    @Test func theSampleDataIsInsertedOnTheFirstStartOnly() throws {
        let path = try TestGallery.temporaryDatabasePath()
        let first = try AppDatabase.open(path: path)
        _ = try AppDatabaseTests.deleteAllUsers(first)
        try first.close()
        let second = try AppDatabase.open(path: path)
        #expect(try second.reader.read { db in try User.fetchCount(db) } == 0)
        try second.close()
    }

    @Test func likingTwiceIsOneLikeAndUnlikingWhatIsNotLikedDoesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let dave = Like(photoID: 1, viewer: Viewer(id: "dave")!)
        let frank = Like(photoID: 1, viewer: Viewer(id: "frank")!)
        let liked = try await database.like(dave, at: TestTime.start)
        #expect(liked == LikeCount(count: 1, likedByViewer: true, sinceLastLike: .zero, revision: 1), "the like answers its count")
        #expect(try await database.like(dave, at: TestTime.start) == liked, "liking again changes nothing, not even the revision")
        #expect(
            try await database.unlike(frank, at: TestTime.start) == LikeCount(count: 1, likedByViewer: false, sinceLastLike: .zero, revision: 1),
            "unliking what is not liked changes nothing"
        )
        #expect(try await database.storedLikes(dave) == liked)
    }

    @Test func everyLikeAndUnlikeThatChangesARowBumpsThePhotosRevisionAlone() async throws {
        let database = try AppDatabase.inMemory()
        let dave = Like(photoID: 1, viewer: Viewer(id: "dave")!)
        let frank = Like(photoID: 1, viewer: Viewer(id: "frank")!)
        #expect(try await database.like(dave, at: TestTime.start).revision == 1)
        #expect(try await database.like(frank, at: TestTime.start).revision == 2)
        #expect(try await database.unlike(dave, at: TestTime.start).revision == 3)
        #expect(try await database.unlike(dave, at: TestTime.start).revision == 3, "nothing to unlike: no change")
        #expect(try await database.storedLikes(Like(photoID: 2, viewer: dave.viewer)).revision == 0, "another photo's likes did not change")
    }

    /// The trace of a like: its insert and the read of the count it answers come between one
    /// `BEGIN` and its `COMMIT`, so no other like can come between them.
    @Test func aLikeAndTheCountItAnswersAreOneTransaction() async throws {
        let log = StatementLog()
        let database = try log.database()
        log.clear()
        try await database.like(Like(photoID: 1, viewer: Viewer(id: "dave")!), at: TestTime.start)
        let statements = log.all.map(\.sql)
        let begins = statements.indices.filter { statements[$0].hasPrefix("BEGIN") }
        let commits = statements.indices.filter { statements[$0].hasPrefix("COMMIT") }
        let insert = statements.firstIndex { $0.hasPrefix("INSERT") && $0.contains("photoLike") }
        let count = statements.firstIndex { $0.uppercased().contains("COUNT(") && $0.contains("photoLike") }
        #expect(begins.count == 1 && commits.count == 1, "one transaction: \(statements)")
        guard let begin = begins.first, let commit = commits.first, let insert, let count else {
            Issue.record("no insert and count in \(statements)")
            return
        }
        #expect(begin < insert && insert < count && count < commit, "\(statements)")
    }

    /// Fifty viewers like one photo at once, on a file, where readers run beside the writer:
    /// each like answers the count it left — 1 to 50, each once — never one read after another
    /// viewer's like was committed.
    @Test func likesMadeAtOnceEachAnswerTheCountTheirOwnTransactionLeft() async throws {
        let database = try AppDatabase.open(path: TestGallery.temporaryDatabasePath())
        let answers = try await withThrowingTaskGroup(of: LikeCount.self) { group in
            for index in 0..<50 {
                group.addTask { try await database.like(Like(photoID: 1, viewer: Viewer(id: "fan-\(index)")!), at: TestTime.start) }
            }
            var answers: [LikeCount] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
        #expect(answers.map(\.count).sorted() == Array(1...50))
        #expect(answers.allSatisfy { $0.revision == Int64($0.count) && $0.likedByViewer }, "each count is the one its like left")
        try database.close()
    }

    @Test func theLastLikeIsDatedAndLikingAgainKeepsTheFirstDate() async throws {
        let database = try AppDatabase.inMemory()
        let dave = Like(photoID: 1, viewer: Viewer(id: "dave")!)
        let frank = Like(photoID: 1, viewer: Viewer(id: "frank")!)
        try await database.like(dave, at: TestTime.start)
        try await database.like(frank, at: TestTime.start.addingTimeInterval(60))
        try await database.like(dave, at: TestTime.start.addingTimeInterval(120))
        let now = TestTime.start.addingTimeInterval(180)
        #expect(try await database.storedLikes(dave, at: now).sinceLastLike == .seconds(120), "Frank's like, a minute after Dave's, is the last")
        #expect(try await database.unlike(frank, at: now).sinceLastLike == .seconds(180), "Dave's second like kept the first's date")
        #expect(try await database.unlike(dave, at: now).sinceLastLike == nil, "nobody likes it")
    }

    @Test func likesStoredBeforeTheirTimeWasKeptShowNoTime() async throws {
        let path = try TestGallery.temporaryDatabasePath()
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "insertSampleData")
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO photoLike (photoID, viewer) VALUES (1, 'early')")
        }
        try queue.close()
        let database = try AppDatabase.open(path: path)
        let likes = try await database.storedLikes(Like(photoID: 1, viewer: Viewer(id: "early")!))
        #expect(likes == LikeCount(count: 1, likedByViewer: true, sinceLastLike: nil, revision: 0), "the later migrations kept it")
        #expect(likes.lastLiked == nil)
        try database.close()
    }

    @Test func likingAPhotoThatDoesNotExistNamesIt() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: GalleryError.unknownPhoto(404)) {
            try await database.like(Like(photoID: 404, viewer: Viewer(id: "dave")!), at: TestTime.start)
        }
    }

    @Test func aDatabaseFromANewerGalleryIsRefusedAndLeftAlone() throws {
        let path = try TestGallery.temporaryDatabasePath()
        let queue = try DatabaseQueue(path: path)
        _ = try AppDatabase(queue, path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('fromTheFuture')")
        }
        try queue.close()
        #expect(throws: AppDatabaseError.newerSchema(path: path, unknownMigrations: ["fromTheFuture"])) {
            try AppDatabase.open(path: path)
        }
    }

    @Test func anUnusablePathIsOneClearError() throws {
        let path = "/nonexistent-folder-\(UUID().uuidString)/gallery.sqlite"
        do {
            _ = try AppDatabase.open(path: path)
            Issue.record("opened \(path)")
        } catch {
            guard case .cannotOpen(let reported, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reported == path)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theViewerCookieSecretIsCreatedOnceAndKeptAcrossStarts() throws {
        let path = try TestGallery.temporaryDatabasePath()
        let first = try AppDatabase.open(path: path)
        let before = try Self.secrets(first)
        try first.close()
        let second = try AppDatabase.open(path: path)
        let after = try Self.secrets(second)
        try second.close()
        #expect(before.count == 1, "one secret")
        #expect(before.first?.count == 32, "32 bytes")
        #expect(after == before, "the second start kept the first one's secret")
    }

    @Test func eachDatabaseHasItsOwnSecret() throws {
        let one = try Self.secrets(AppDatabase.inMemory())
        let other = try Self.secrets(AppDatabase.inMemory())
        #expect(one.count == 1 && other.count == 1)
        #expect(one != other)
    }

    @Test func aDatabaseWithoutItsSecretIsOneClearError() throws {
        let path = try TestGallery.temporaryDatabasePath()
        try AppDatabase.open(path: path).close()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "DELETE FROM secret") }
        try queue.close()
        #expect(throws: AppDatabaseError.missingSecret(path: path, name: "viewerCookie")) {
            try AppDatabase.open(path: path)
        }
    }

    /// Eight starts on one new file at once — a server and its replacement, or two servers a
    /// supervisor launched together — all open it, and the file ends with one schema, the
    /// sample data once and one secret. Repeated on fresh files, since which start wins each
    /// step differs from run to run.
    @Test(arguments: 1...4)
    func startsOnOneNewFileAtOnceAllOpenItAndMigrateItOnce(round: Int) throws {
        let path = try TestGallery.temporaryDatabasePath()
        let results = Self.openTogether(path: path, count: 8)
        let databases = try results.map { try $0.get() }
        let cookies = Set(databases.map { $0.viewerCookies.value(for: Viewer(id: "round-\(round)")!) })
        #expect(cookies.count == 1, "every start signs cookies with the same secret")
        for database in databases { try database.close() }

        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let (applied, rows, users, photos, secrets) = try queue.read { db throws in
            (
                try AppDatabase.migrator.appliedMigrations(db),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").count,
                try User.fetchCount(db),
                try Photo.fetchCount(db),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM secret")
            )
        }
        #expect(applied == AppDatabase.migrator.migrations, "every migration applied")
        #expect(rows == AppDatabase.migrator.migrations.count, "each once")
        #expect(users == SampleData.users.count, "the sample users once")
        #expect(photos == SampleData.photos.count, "the sample photos once")
        #expect(secrets == 1, "one secret")
    }

    /// Opens `path` from `count` threads released together, and returns each outcome.
    private static func openTogether(path: String, count: Int) -> [Result<AppDatabase, AppDatabaseError>] {
        let ready = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let results = Mutex([Result<AppDatabase, AppDatabaseError>?](repeating: nil, count: count))
        for index in 0..<count {
            ready.enter()
            done.enter()
            Thread {
                ready.leave()
                start.wait()
                let result = Result { () throws(AppDatabaseError) in try AppDatabase.open(path: path) }
                results.withLock { $0[index] = result }
                done.leave()
            }.start()
        }
        // Every thread is up before any opens, so the opens overlap as much as the cores allow.
        ready.wait()
        for _ in 0..<count { start.signal() }
        done.wait()
        return results.withLock { $0.map { $0! } }
    }

    /// Every secret `database` stores.
    private static func secrets(_ database: AppDatabase) throws -> [Data] {
        try database.reader.read { db in try Data.fetchAll(db, sql: "SELECT value FROM secret") }
    }

    private static func deleteAllUsers(_ database: AppDatabase) throws -> Int {
        // Through a second connection: AppDatabase keeps its writes to the Gallery's own.
        guard let path = database.path else { return 0 }
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.write { db in try User.deleteAll(db) }
    }
}
