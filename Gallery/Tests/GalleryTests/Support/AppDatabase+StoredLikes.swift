import Foundation
import GRDB
@testable import GalleryDatabase
import GalleryDomain

extension AppDatabase {
    /// The count `like.viewer` sees of `like.photoID` as stored, read as ``CountLikes`` reads
    /// it, with the age measured to `now`: for tests that check what was written.
    func storedLikes(_ like: Like, at now: Date = TestTime.start) async throws -> LikeCount {
        try await reader.read { db in try LikeCount.fetch(db, like, at: now) }
    }
}
