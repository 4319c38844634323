import Foundation
import GRDB
import GalleryDatabase
import GalleryDomain
@testable import GallerySQLite
import Testing

/// The log is copied back into the file by a connection of its own, so no click's write waits
/// for a checkpoint's `fdatasync`.
@Suite("The write-ahead log's checkpoints")
struct WALCheckpointerTests {
    @Test func theWritersNeverCheckpointAndTheCheckpointerDoesAfterEnoughCommits() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gallery-wal-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(path: folder.appending(path: "gallery.sqlite").path)
        let checkpointer = try #require(database.checkpointer, "a database on disk has a checkpointer")

        let automatic = try await database.reader.read { db in try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") }
        #expect(automatic == 0, "the pool's connections leave checkpoints to the checkpointer")

        let likes = (0..<WALCheckpointer.commitsPerCheckpoint).map { Like(photoID: 1, viewer: Viewer(id: "wal-\($0)")!) }
        for like in likes.dropLast() {
            try await database.like(like, at: Date())
        }
        checkpointer.settle()
        #expect(checkpointer.checkpoints == 0, "\(WALCheckpointer.commitsPerCheckpoint - 1) commits: not yet")

        try await database.like(likes[likes.count - 1], at: Date())
        checkpointer.settle()
        #expect(checkpointer.checkpoints == 1, "the \(WALCheckpointer.commitsPerCheckpoint)th commit started one")

        let count = try await database.likeCount(likes[0], at: Date())
        #expect(count.count == likes.count, "every like is still there")
        try database.close()
    }

    @Test func aDatabaseInMemoryHasNoCheckpointer() throws {
        #expect(try AppDatabase.inMemory().checkpointer == nil)
    }
}
