import Foundation
@testable import Gallery
import GalleryDatabase
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import PatternRegistry
import Testing
import Trellis

/// What ``LikeUpdates`` reads when a photo's likes change: one read for every page on the
/// photo, answering for each page's viewer.
@MainActor
@Suite("The likes a delivery reads")
struct StoredLikesRepositoryTests {
    let dave = Viewer(id: "dave")!
    let frank = Viewer(id: "frank")!
    let hal = Viewer(id: "hal")!

    /// The repository the start-up makes on `store`.
    nonisolated static func repository(on store: some LikeStore) -> any LikesRepository {
        StoredLikesRepository(store)
    }

    @Test(arguments: TestBackend.allCases)
    func oneReadAnswersForEveryViewerAskedAndNoOtherOne(backend: TestBackend) async throws {
        try await withTestGallery(on: backend) { database in
            try await database.like(Like(photoID: 1, viewer: dave), at: TestTime.start)
            try await database.like(Like(photoID: 1, viewer: frank), at: TestTime.start.addingTimeInterval(-60))
            let repository = Self.repository(on: database)
            let counts = try await repository.likeCounts(of: 1, seenBy: [dave, frank, hal])
            #expect(counts == LikeCounts(count: 2, sinceLastLike: .zero, revision: 2, likedBy: [dave: true, frank: true, hal: false]))
            #expect(counts[hal] == LikeCount(count: 2, likedByViewer: false, sinceLastLike: .zero, revision: 2))
            #expect(counts[Viewer(id: "nobody")!] == nil, "a viewer not asked about gets no answer, not a wrong one")
            let unknown = try await repository.likeCounts(of: 404, seenBy: [dave])
            #expect(unknown == LikeCounts(count: 0, sinceLastLike: nil, revision: 0, likedBy: [dave: false]))
        }
    }

    /// Twenty pages on one photo, of every pattern in turn, each its own viewer, five of whom
    /// like it: a like from another tab costs one read, in the like's own transaction, for the
    /// liker and all twenty pages, and each page shows its own viewer's like. No read holds
    /// the main actor.
    @Test func aLikeOnAPhotoOpenInTwentyPagesIsReadOnceForAllOfThem() async throws {
        let log = StatementLog(probingTheMainActor: true)
        try await withTestGallery(try log.database()) { database in
            let viewers = (0..<20).map { Viewer(id: "page-\($0)")! }
            for viewer in viewers.prefix(5) {
                try await database.like(Like(photoID: 1, viewer: viewer), at: TestTime.start)
            }
            let patterns = GalleryPatterns.registered
            var pages: [(page: LivePage, module: any LiveModule)] = []
            for (index, viewer) in viewers.enumerated() {
                let page = LivePage(viewer: viewer)
                let module = patterns[index % patterns.count].assemble(on: page)
                try await module.start(at: .photo(user: 1, photo: 1))
                pages.append((page, module))
            }
            let updates = InjectedValues[\.likeUpdates]
            #expect(updates.observerCount(of: 1) == 20)

            log.clear()
            _ = try await LikePhoto.perform(Like(photoID: 1, viewer: FeatureScript.otherViewer))
            await updates.settled()
            for (_, module) in pages { await module.rendered() }

            #expect(log.counts.count == 1, "the like's own read, for the liker and the twenty pages: \(log.counts.map(\.sql))")
            #expect(log.all.filter { $0.sql.contains("IN (") }.count == 1, "one read of who likes it, for all twenty-one viewers")
            #expect(log.counts.allSatisfy { !$0.blockedTheMainActor }, "every count was read off the main actor")
            for (index, (page, _)) in pages.enumerated() {
                let likes = page.regions[.likes] ?? ""
                #expect(likes.contains("6 likes"), "page \(index) (\(patterns[index % patterns.count].name))")
                #expect(likes.contains(#"aria-pressed="\#(index < 5)""#), "page \(index) shows its own viewer's like")
            }
        }
    }

    /// Two tabs of the viewer who likes, and nobody else on the photo: the count read in the
    /// like's own transaction is what both tabs show, and nothing more is read.
    @Test func aLikeSeenOnlyByTheLikersPagesIsReadOnceInItsOwnTransaction() async throws {
        let log = StatementLog(probingTheMainActor: false)
        try await withTestGallery(try log.database()) { database in
            var pages: [(page: LivePage, module: any LiveModule)] = []
            for pattern in GalleryPatterns.registered.prefix(2) {
                let page = LivePage(viewer: dave)
                let module = pattern.assemble(on: page)
                try await module.start(at: .photo(user: 1, photo: 1))
                pages.append((page, module))
            }
            let updates = InjectedValues[\.likeUpdates]
            log.clear()
            _ = try await LikePhoto.perform(Like(photoID: 1, viewer: dave))
            await updates.settled()
            for (_, module) in pages { await module.rendered() }

            #expect(log.counts.count == 1, "the like's own count only: \(log.counts.map(\.sql))")
            for (page, _) in pages {
                #expect(page.regions[.likes]?.contains(#"aria-pressed="true""#) == true)
            }
        }
    }
}
