import ArticleExamples
import Testing
import Trellis
import TrellisTesting

private let suiteLikePhoto = ActionSpy(LikePhoto.self).returning()

@Suite(.plugging(LikePhoto.self, to: suiteLikePhoto))
struct PluggingTraitTests {
    @Test func aSuiteTraitPlugsEveryTest() async throws {
        try await Photo(identifier: 1).like()

        #expect(suiteLikePhoto.calls.contains(Photo(identifier: 1)))
    }

    @Test(.plugging(LikePhoto.self) { _ in throw LikeFailed() })
    func aTestsOwnTraitWinsOverItsSuites() async {
        await #expect(throws: LikeFailed.self) {
            try await Photo(identifier: 2).like()
        }
    }

    @Test(.plugging(LikePhoto.self, to: MyLikePhoto(server: PhotoServer())))
    func anAsyncImplementation() async throws {
        try await Photo(identifier: 3).like()
    }

    @Test(.plugging(CountLikes.self, to: StoredCountLikes()))
    func aNonThrowingImplementationOfAThrowingSyncAction() throws {
        #expect(try Photo(identifier: 4, likes: 12).likeCount() == 12)
    }

    @Test(.plugging(CountLikes.self) { $0.likes * 10 })
    func aSyncClosure() throws {
        #expect(try Photo(identifier: 5, likes: 2).likeCount() == 20)
    }

    @Test(.plugging(FormatLikes.self) { "\($0) likes" })
    func aClosureForAnActionThatCannotFail() {
        #expect(action(FormatLikes.self, 3) == "3 likes")
    }

    @Test(.plugging(ArchivePhoto.self) { _ throws(ArchiveError) in throw ArchiveError() })
    func aClosureThatThrowsTheActionsOwnError() {
        #expect(throws: ArchiveError()) {
            try action(ArchivePhoto.self, Photo(identifier: 6))
        }
    }

    @Test(.overriding {
        $0.plug(SharePhoto.self) { _ in }
        $0.plug(FormatLikes.self) { _ in "many" }
    })
    func severalActionsAtOnce() async throws {
        try await action(SharePhoto.self, Photo(identifier: 7))
        #expect(action(FormatLikes.self, 7) == "many")
    }

    @Test func thePlugsAreGoneOutsideTheTestsScope() async throws {
        let trait: OverrideTrait = .plugging(SharePhoto.self) { _ in }

        try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
            #expect(Actions.isPlugged(SharePhoto.self))
        }

        #expect(!Actions.isPlugged(SharePhoto.self))
    }
}
