import ArticleExamples
import Testing
import TrellisInjection
import TrellisPlug

@Suite struct ActionsTests {
    @Test(.timeLimit(.minutes(1)))
    func likePhoto() async throws {
        // Given the real implementation plugged as the Plug article does at start-up
        let server = PhotoServer()
        Actions.plug(LikePhoto.self, to: MyLikePhoto(server: server))

        // When a photo is liked through the model sugar
        try await Photo(identifier: 7).like()

        // Then the backend received the request
        #expect(await server.requests == ["/photos/7/like"])

        // When the short spelling plugs another backend, it replaces the first
        let other = PhotoServer()
        LikePhoto.self <~ MyLikePhoto(server: other)
        try await action(LikePhoto.self, Photo(identifier: 8))
        #expect(await server.requests == ["/photos/7/like"])
        #expect(await other.requests == ["/photos/8/like"])
    }

    @Test func countLikesIsASyncCall() throws {
        CountLikes.self <~ StoredCountLikes()
        #expect(try action(CountLikes.self, Photo(identifier: 1, likes: 3)) == 3)
    }

    @Test func formatLikesNeedsNoTry() {
        Actions.plug(FormatLikes.self, to: PluralFormatLikes())
        let text: String = action(FormatLikes.self, 1)
        #expect(text == "1 like")
    }

    @Test(.timeLimit(.minutes(1)))
    func refreshFeedTakesNoInput() async throws {
        let server = PhotoServer()
        Actions.plug(RefreshFeed.self) { await server.post("/feed") }
        try await action(RefreshFeed.self)
        #expect(await server.requests == ["/feed"])
    }

    @Test(.timeLimit(.minutes(1)))
    func unpluggedActionThrowsNamingTheLineToAdd() async {
        let error = await #expect(throws: ActionError.self) {
            try await action(SharePhoto.self, Photo(identifier: 1))
        }
        #expect(error?.action == "TrellisPlugTests.SharePhoto")
        #expect(error?.message.contains("Actions.plug(SharePhoto.self, to: <implementation>)") == true)
        #expect(Actions.isPlugged(SharePhoto.self) == false)
    }

    @Test func unpluggedNonThrowingActionStopsWithTheMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            action(ArchivePhoto.self, Photo(identifier: 1))
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("TrellisPlugTests.ArchivePhoto is not plugged"))
        #expect(output.contains("Actions.plug(ArchivePhoto.self, to: <implementation>)"))
    }

    @Test func implementationErrorsReachTheCaller() {
        withOverrides {
            $0.plug(CountLikes.self) { _ in throw LikeFailed() }
        } operation: {
            #expect(throws: LikeFailed.self) { try action(CountLikes.self, Photo(identifier: 1)) }
        }
    }
}
