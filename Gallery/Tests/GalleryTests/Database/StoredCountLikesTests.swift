@testable import Gallery
@testable import GallerySQLite
import GalleryDatabase
@testable import GalleryDomain
import Testing
import Trellis

/// ``CountLikes`` as the Gallery plugs it: read on the database's reader, the main actor free
/// meanwhile.
@MainActor
@Suite("Counting likes")
struct StoredCountLikesTests {
    @Test func countingLikesFromTheMainActorLeavesItFreeWhileTheCountIsRead() async throws {
        #expect(CountLikes.Kind.self == AsyncActionKind.self, "an action the caller awaits")
        let log = StatementLog(probingTheMainActor: true)
        try await withTestGallery(try log.database()) { database in
            try await database.like(Like(photoID: 1, viewer: FeatureScript.otherViewer), at: TestTime.start)
            log.clear()
            let likes = try await CountLikes.perform(Like(photoID: 1, viewer: FeatureScript.viewer))
            #expect(likes == LikeCount(count: 1, likedByViewer: false, sinceLastLike: .zero, revision: 1))
            #expect(log.counts.count == 1, "one read: \(log.all.map(\.sql))")
            #expect(log.counts.allSatisfy { !$0.blockedTheMainActor }, "the main actor ran other work while the count was read")
        }
    }
}
