import Gallery
import GalleryDatabase
import GalleryDomain
import Hummingbird
import HummingbirdTesting
import LiveScreens
import Testing

/// Likes made at the same time by many viewers, through the server, all land exactly once, on
/// either backend.
@Suite("Concurrent likes")
struct ConcurrentLikeTests {
    /// Room for every queued write: the changes of one photo commit one after the other, so the
    /// last of 500 waits for all the others, which on a busy machine outlasts the server's 5 s
    /// bound and would be answered 503 (the bound has its own test, `DatabaseOutageTests`).
    /// What is checked here is that each like lands once, not how fast.
    static let queryTimeout: Duration = .seconds(120)

    @Test(arguments: TestBackend.allCases)
    func twoHundredConcurrentLikesOfDistinctPhotosStoreTwoHundredRows(backend: TestBackend) async throws {
        try await withTestGallery(on: backend, queryTimeout: Self.queryTimeout) { database in
            let user = User(id: 500, name: "Prolific")
            try await database.insertFixture(user)
            let photos = (1...200).map { Photo(id: Int64(1000 + $0), userID: user.id, title: "Photo \($0)", hue: $0) }
            for photo in photos { try await database.insertFixture(photo) }
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                    for photo in photos {
                        group.addTask {
                            let (headers, body) = TestGallery.form("type=like&photo=\(photo.id)", as: "viewer-\(photo.id)", for: database)
                            return try await client.execute(
                                uri: "/supersimple/users/\(user.id)/photos/\(photo.id)", method: .post, headers: headers, body: body
                            ).status
                        }
                    }
                    for try await status in group {
                        #expect(status == .ok)
                    }
                }
            }
            #expect(try await database.storedLikeRows() == 200)
        }
    }

    @Test(arguments: TestBackend.allCases)
    func twoHundredViewersTogglingOnePhotoLeaveTheCountOfThoseWhoLastLiked(backend: TestBackend) async throws {
        try await withTestGallery(on: backend, queryTimeout: Self.queryTimeout) { database in
            let photo = SampleData.photos[0]
            let lastLiked = try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    for viewer in 0..<200 {
                        group.addTask {
                            // Each viewer toggles a different number of times, so about half end liked.
                            var liked = false
                            for _ in 0..<(1 + viewer % 4) {
                                liked.toggle()
                                let (headers, body) = TestGallery.form(
                                    "type=\(liked ? "like" : "unlike")&photo=\(photo.id)", as: "toggler-\(viewer)", for: database
                                )
                                let response = try await client.execute(
                                    uri: "/supersimple/users/\(photo.userID)/photos/\(photo.id)", method: .post, headers: headers, body: body
                                )
                                #expect(response.status == .ok)
                            }
                            return liked
                        }
                    }
                    return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
                }
            }
            let stored = try await database.storedLikes(Like(photoID: photo.id, viewer: Viewer(id: "nobody")!)).count
            #expect(stored == lastLiked)
            #expect(lastLiked == 100)
        }
    }
}
