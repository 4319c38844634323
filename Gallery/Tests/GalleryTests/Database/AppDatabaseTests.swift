import Foundation
import Gallery
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
        try await database.like(dave)
        try await database.like(dave)
        try await database.unlike(frank)
        #expect(try database.likeCount(dave) == LikeCount(count: 1, likedByViewer: true))
        #expect(try database.likeCount(frank) == LikeCount(count: 1, likedByViewer: false))
    }

    @Test func likingAPhotoThatDoesNotExistNamesIt() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: GalleryError.unknownPhoto(404)) {
            try await database.like(Like(photoID: 404, viewer: Viewer(id: "dave")!))
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

    private static func deleteAllUsers(_ database: AppDatabase) throws -> Int {
        // Through a second connection: AppDatabase keeps its writes to the Gallery's own.
        guard let path = database.path else { return 0 }
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.write { db in try User.deleteAll(db) }
    }
}
