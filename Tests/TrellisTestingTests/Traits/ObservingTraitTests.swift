import ArticleExamples
import Testing
import Trellis
import TrellisTesting

/// One recorder per test: tests of a suite run in parallel.
private enum Recorded {
    static let likes = ActionRecorder()
    static let counts = ActionRecorder()
}

struct ObservingTraitTests {
    @Test(.observingActions(Recorded.likes), .plugging(LikePhoto.self) { _ in })
    func theTraitRecordsTheTestsCalls() async throws {
        try await Photo(identifier: 1).like()
        try await Photo(identifier: 2).like()

        await Recorded.likes.expectCalls([LikePhoto.self, LikePhoto.self])
    }

    @Test(.plugging(CountLikes.self) { $0.likes }, .observingActions(Recorded.counts))
    func theTraitSeesCallsOfTasksTheTestStarts() async throws {
        let count = try await Task { try Photo(identifier: 3, likes: 4).likeCount() }.value

        #expect(count == 4)
        await Recorded.counts.expectCalls([CountLikes.self])
    }
}
