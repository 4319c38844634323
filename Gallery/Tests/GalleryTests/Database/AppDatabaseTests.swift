import Foundation
@testable import Gallery
import GRDB
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
        try await database.like(dave, at: TestTime.start)
        try await database.like(dave, at: TestTime.start)
        try await database.unlike(frank)
        #expect(try database.likeCount(dave, at: TestTime.start).count == 1)
        #expect(try database.likeCount(dave, at: TestTime.start).likedByViewer)
        #expect(try database.likeCount(frank, at: TestTime.start) == LikeCount(count: 1, likedByViewer: false, sinceLastLike: .zero))
    }

    @Test func theLastLikeIsDatedAndLikingAgainKeepsTheFirstDate() async throws {
        let database = try AppDatabase.inMemory()
        let dave = Like(photoID: 1, viewer: Viewer(id: "dave")!)
        let frank = Like(photoID: 1, viewer: Viewer(id: "frank")!)
        try await database.like(dave, at: TestTime.start)
        try await database.like(frank, at: TestTime.start.addingTimeInterval(60))
        try await database.like(dave, at: TestTime.start.addingTimeInterval(120))
        let now = TestTime.start.addingTimeInterval(180)
        #expect(try database.likeCount(dave, at: now).sinceLastLike == .seconds(120), "Frank's like, a minute after Dave's, is the last")
        try await database.unlike(frank)
        #expect(try database.likeCount(dave, at: now).sinceLastLike == .seconds(180), "Dave's second like kept the first's date")
        try await database.unlike(dave)
        #expect(try database.likeCount(dave, at: now).sinceLastLike == nil, "nobody likes it")
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
        let likes = try database.likeCount(Like(photoID: 1, viewer: Viewer(id: "early")!), at: TestTime.start)
        #expect(likes == LikeCount(count: 1, likedByViewer: true, sinceLastLike: nil))
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
