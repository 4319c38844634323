import ArticleExamples
import Testing
import Trellis
import TrellisTesting

/// A feature that likes a photo, then counts and formats its likes: three actions in a row.
private func likeAndShow(_ photo: Photo) async throws -> String {
    try await action(LikePhoto.self, photo)
    return action(FormatLikes.self, try action(CountLikes.self, photo))
}

/// Plugs the three actions the feature calls, counting one like more than the photo has.
private func plugTheFeature(_ values: inout InjectedValues) {
    values.plug(LikePhoto.self) { _ in }
    values.plug(CountLikes.self) { $0.likes + 1 }
    values.plug(FormatLikes.self) { "\($0) likes" }
}

struct ActionRecorderTests {
    // MARK: - Recording

    @Test func recordsEveryCallInOrderWithHowItEnded() async throws {
        let recorder = ActionRecorder()

        let text = try await withOverrides {
            plugTheFeature(&$0)
            $0.observeActions(recorder)
        } operation: {
            try await likeAndShow(Photo(identifier: 1, likes: 2))
        }

        #expect(text == "3 likes")
        #expect(recorder.calls.map(\.description) == [
            "LikePhoto(Photo) returned ()",
            "CountLikes(Photo) returned Int",
            "FormatLikes(Int) returned String",
        ])
        #expect(recorder.calls.allSatisfy { $0.duration != nil })
        #expect(recorder.callCount == 3)
        #expect(recorder.description == "ActionRecorder (3 calls)")
    }

    @Test func recordsTheErrorACallThrew() async {
        let recorder = ActionRecorder()

        await withOverrides {
            $0.plug(LikePhoto.self) { _ in throw LikeFailed() }
            $0.observeActions(recorder)
        } operation: {
            await #expect(throws: LikeFailed.self) { try await Photo(identifier: 1).like() }
        }

        #expect(recorder.calls.first?.outcome?.error is LikeFailed)
    }

    @Test func recordsACallMadeByAnImplementationRightAfterTheCallThatMadeIt() async throws {
        let recorder = ActionRecorder()

        try await withOverrides {
            plugTheFeature(&$0)
            $0.plug(SharePhoto.self) { photo in _ = try await likeAndShow(photo) }
            $0.observeActions(recorder)
        } operation: {
            try await action(SharePhoto.self, Photo(identifier: 1))
        }

        await recorder.expectCalls([SharePhoto.self, LikePhoto.self, CountLikes.self, FormatLikes.self])
        let calls = recorder.calls
        #expect(calls.dropFirst().allSatisfy { $0.call.parentID == calls[0].call.id })
    }

    @Test func recordsOnlyTheCallsOfItsOwnScope() async throws {
        let recorders = [ActionRecorder(), ActionRecorder()]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, recorder) in recorders.enumerated() {
                group.addTask {
                    try await withOverrides {
                        plugTheFeature(&$0)
                        $0.observeActions(recorder)
                    } operation: {
                        for _ in 0...index { _ = try await likeAndShow(Photo(identifier: index)) }
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(recorders.map(\.callCount) == [3, 6])
    }

    // MARK: - Waiting

    @Test(.timeLimit(.minutes(1)))
    func nextCallWaitsForACallTheFeatureMakesFromItsOwnTask() async {
        let recorder = ActionRecorder()

        await withOverrides {
            plugTheFeature(&$0)
            $0.observeActions(recorder)
        } operation: {
            Task { try await Photo(identifier: 1).like() }
            let call = await recorder.nextCall(timeout: .seconds(30))
            #expect(call?.isCall(of: LikePhoto.self) == true)
        }
        #expect(recorder.uncheckedCalls.isEmpty)
    }

    @Test func nextCallTimesOutSayingHowToInstallTheRecorder() async {
        let recorder = ActionRecorder()
        let line = #line + 3

        await withKnownIssue {
            #expect(await recorder.nextCall(timeout: .milliseconds(20)) == nil)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Timed out after 0.02 seconds waiting for action call #0 in the recorder's scope; \
                    the recorder received 0 action calls: none at all
                    The recorder sees only the calls made where it observes: install it with \
                    `withOverrides { $0.observeActions(recorder) } operation: { … }` or \
                    `@Test(.observingActions(recorder))`, and make the calls inside.
                    """,
                ]
        }
    }

    // MARK: - Exhaustive

    @Test func expectCallsChecksOnlyTheCallsSinceTheLastCheck() async throws {
        let recorder = ActionRecorder()

        try await withOverrides {
            plugTheFeature(&$0)
            $0.observeActions(recorder)
        } operation: {
            try await Photo(identifier: 1).like()
            await recorder.expectCalls([LikePhoto.self])
            _ = try await likeAndShow(Photo(identifier: 2))
            await recorder.expectCalls([LikePhoto.self, CountLikes.self, FormatLikes.self])
            await recorder.expectCalls([])
        }

        #expect(recorder.callCount == 4)
    }

    @Test func expectCallsReportsEveryDifferenceAtTheCallersLine() async throws {
        let recorder = ActionRecorder()
        try await withOverrides {
            plugTheFeature(&$0)
            $0.observeActions(recorder)
        } operation: {
            _ = try await likeAndShow(Photo(identifier: 1))
        }
        let line = #line + 3

        await withKnownIssue {
            await recorder.expectCalls([LikePhoto.self, FormatLikes.self])
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Expected 2 action calls in the recorder's scope, received 3:
                      [0] LikePhoto
                    ≠ [1] expected FormatLikes
                          received CountLikes
                    + [2] extra    FormatLikes
                    """,
                ]
        }
        #expect(recorder.uncheckedCalls.isEmpty)
    }

    @Test func expectCallsSaysHowToInstallARecorderThatSawNothing() async {
        let recorder = ActionRecorder()  // made, but installed nowhere

        await withKnownIssue {
            await recorder.expectCalls([FormatLikes.self], timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected 1 action call in the recorder's scope, received 0:
                - [0] missing  FormatLikes
                The recorder sees only the calls made where it observes: install it with \
                `withOverrides { $0.observeActions(recorder) } operation: { … }` or \
                `@Test(.observingActions(recorder))`, and make the calls inside.
                """,
            ]
        }
    }
}
