import ArticleExamples
import Testing
import Trellis
import TrellisTesting

struct ActionSpyTests {
    // MARK: - Recording and answering

    @Test func recordsInputsAndAnswersAnAsyncAction() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()

        try await withOverrides {
            $0.plug(LikePhoto.self, to: likePhoto)
        } operation: {
            try await Photo(identifier: 7).like()
            try await Photo(identifier: 8).like()
        }

        #expect(likePhoto.calls == [Photo(identifier: 7), Photo(identifier: 8)])
        #expect(likePhoto.callCount == 2)
        #expect(likePhoto.lastCall == Photo(identifier: 8))
    }

    @Test func answersASyncActionWithTheProgrammedOutput() throws {
        let countLikes = ActionSpy(CountLikes.self).returning(42)

        let count = try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            try Photo(identifier: 1).likeCount()
        }

        #expect(count == 42)
        #expect(countLikes.calls == [Photo(identifier: 1)])
    }

    @Test func answersEachInputWithWhatTheClosureGives() throws {
        let countLikes = ActionSpy(CountLikes.self).answering { photo in photo.likes * 10 + photo.identifier }

        let counts = try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            try [Photo(identifier: 1, likes: 3), Photo(identifier: 2, likes: 5)].map { try $0.likeCount() }
        }

        #expect(counts == [31, 52])
        #expect(countLikes.calls == [Photo(identifier: 1, likes: 3), Photo(identifier: 2, likes: 5)])
    }

    @Test func aClosureMayReadTheSpyThatCallsIt() throws {
        let countLikes = ActionSpy(CountLikes.self)
        countLikes.answering { [unowned countLikes] _ in countLikes.callCount }

        let counts = try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            try [Photo(identifier: 1), Photo(identifier: 1)].map { try $0.likeCount() }
        }

        #expect(counts == [1, 2])
    }

    @Test func theLatestProgrammingWins() throws {
        let countLikes = ActionSpy(CountLikes.self).returning(1)

        try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            let first = try Photo(identifier: 1).likeCount()
            countLikes.returning(2)
            let second = try Photo(identifier: 1).likeCount()
            #expect([first, second] == [1, 2])
        }
    }

    @Test func throwsTheProgrammedError() async {
        let likePhoto = ActionSpy(LikePhoto.self).throwing(LikeFailed())
        let countLikes = ActionSpy(CountLikes.self).throwing(LikeFailed())
        let archivePhoto = ActionSpy(ArchivePhoto.self, fallback: false).throwing(ArchiveError())

        await withOverrides {
            $0.plug(LikePhoto.self, to: likePhoto)
            $0.plug(CountLikes.self, to: countLikes)
            $0.plug(ArchivePhoto.self, to: archivePhoto)
        } operation: {
            await #expect(throws: LikeFailed()) { try await Photo(identifier: 1).like() }
            #expect(throws: LikeFailed()) { try Photo(identifier: 1).likeCount() }
            #expect(throws: ArchiveError()) { try action(ArchivePhoto.self, Photo(identifier: 1)) }
        }
        #expect(likePhoto.callCount == 1)
        #expect(countLikes.callCount == 1)
        #expect(archivePhoto.callCount == 1)
    }

    @Test func aSpyOfAnAsyncActionThrowsTheActionsOwnError() async {
        let publishPhoto = ActionSpy(PublishPhoto.self, fallback: ()).throwing(ArchiveError())

        let caught = await withOverrides {
            $0.plug(PublishPhoto.self, to: publishPhoto)
        } operation: {
            await publishingErrors(for: Photo(identifier: 1))
        }

        #expect(caught == [ArchiveError()])
        #expect(publishPhoto.callCount == 1)
    }

    @Test func answersAnActionThatCannotFail() {
        let formatLikes = ActionSpy(FormatLikes.self, fallback: "").returning("3 likes")

        let text = withOverrides {
            $0.plug(FormatLikes.self, to: formatLikes)
        } operation: {
            action(FormatLikes.self, 3)
        }

        #expect(text == "3 likes")
        #expect(formatLikes.calls == [3])
    }

    @Test(.timeLimit(.minutes(1)))
    func recordsEveryCallFromManyTasksAtOnce() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()

        try await withOverrides {
            $0.plug(LikePhoto.self, to: likePhoto)
        } operation: {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<4 {
                    group.addTask {
                        for index in 0..<2_000 {
                            try await Photo(identifier: worker * 10_000 + index).like()
                        }
                    }
                }
                try await group.waitForAll()
            }
        }

        #expect(likePhoto.callCount == 8_000)
        #expect(Set(likePhoto.calls.map(\.identifier)).count == 8_000)
    }

    @Test func describesItself() {
        let spy = ActionSpy(CountLikes.self).returning(0)
        _ = try? spy.perform(Photo(identifier: 1))

        #expect(spy.description == "CountLikes spy (1 call)")
    }

    // MARK: - nextCall()

    @Test func nextCallReturnsCallsOneByOneInOrder() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        try await likePhoto.perform(Photo(identifier: 1))
        try await likePhoto.perform(Photo(identifier: 2))

        #expect(await likePhoto.nextCall() == Photo(identifier: 1))
        #expect(likePhoto.uncheckedCalls == [Photo(identifier: 2)])
        #expect(await likePhoto.nextCall() == Photo(identifier: 2))
        #expect(likePhoto.uncheckedCalls.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func nextCallWaitsForACallMadeLater() async {
        // Given a call that only happens after the test is already waiting
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        Task.detached { try await likePhoto.perform(Photo(identifier: 3)) }

        // When / Then
        #expect(await likePhoto.nextCall(timeout: .seconds(30)) == Photo(identifier: 3))
    }

    @Test func nextCallTimesOutWithWhatTheSpyReceivedAtTheCallersLine() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        try await likePhoto.perform(Photo(identifier: 1))
        _ = await likePhoto.nextCall()
        let line = #line + 3

        await withKnownIssue {
            #expect(await likePhoto.nextCall(timeout: .milliseconds(20)) == nil)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Timed out after 0.02 seconds waiting for call #1 to LikePhoto; the spy received 1 call: \

                      [0] Photo(identifier: 1, likes: 0)
                    """,
                ]
        }
    }

    // MARK: - Exhaustive

    @Test func expectCallsPassesWhenTheCallsMatchExactly() async throws {
        let countLikes = ActionSpy(CountLikes.self).returning(0)
        _ = try countLikes.perform(Photo(identifier: 1))
        _ = try countLikes.perform(Photo(identifier: 2))

        await countLikes.expectCalls([Photo(identifier: 1), Photo(identifier: 2)])
    }

    @Test(.timeLimit(.minutes(1)))
    func expectCallsWaitsForCallsTheFeatureMakesFromItsOwnTasks() async {
        // Given a feature that likes photos from a task of its own
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        Task.detached {
            for identifier in 1...3 {
                try await likePhoto.perform(Photo(identifier: identifier))
            }
        }

        // Then
        await likePhoto.expectCalls([Photo(identifier: 1), Photo(identifier: 2), Photo(identifier: 3)], timeout: .seconds(30))
    }

    @Test func expectCallsChecksOnlyTheCallsSinceTheLastCheck() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()

        try await likePhoto.perform(Photo(identifier: 1))
        await likePhoto.expectCalls([Photo(identifier: 1)])
        try await likePhoto.perform(Photo(identifier: 2))
        try await likePhoto.perform(Photo(identifier: 2))
        await likePhoto.expectCalls([Photo(identifier: 2), Photo(identifier: 2)])
        await likePhoto.expectCalls([])

        #expect(likePhoto.callCount == 3)
    }

    @Test func expectCallsReportsEveryDifferenceAtTheCallersLine() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        for identifier in [1, 3, 2] {
            try await likePhoto.perform(Photo(identifier: identifier))
        }
        let line = #line + 3

        await withKnownIssue {
            await likePhoto.expectCalls([Photo(identifier: 1), Photo(identifier: 2)])
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Expected 2 calls to LikePhoto, received 3:
                      [0] Photo(identifier: 1, likes: 0)
                    ≠ [1] expected Photo(identifier: 2, likes: 0)
                          received Photo(identifier: 3, likes: 0)
                    + [2] extra    Photo(identifier: 2, likes: 0)
                    """,
                ]
        }
        #expect(likePhoto.uncheckedCalls.isEmpty)
    }

    @Test func expectCallsReportsAMissingCallAfterWaitingForIt() async {
        let formatLikes = ActionSpy(FormatLikes.self, fallback: "").returning("1 like")
        _ = formatLikes.perform(1)

        await withKnownIssue {
            await formatLikes.expectCalls([1, 2], timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected 2 calls to FormatLikes, received 1:
                  [0] 1
                - [1] missing  2
                """,
            ]
        }
    }

    @Test func expectCallsCatchesAnExtraCallAlreadyQueuedOnTheCallersActor() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        try await likePhoto.perform(Photo(identifier: 1))
        Task { @MainActor in
            Task { @MainActor in try await likePhoto.perform(Photo(identifier: 9)) }
        }

        await withKnownIssue {
            await likePhoto.expectCalls([Photo(identifier: 1)], isolation: MainActor.shared)
        } matching: { issue in
            issue.comments.first?.rawValue.contains("+ [1] extra    Photo(identifier: 9, likes: 0)") == true
        }
    }

    // MARK: - Non-exhaustive

    @Test func expectLastCallIgnoresTheCallsBefore() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        try await likePhoto.perform(Photo(identifier: 1))
        try await likePhoto.perform(Photo(identifier: 2))

        await likePhoto.expectLastCall(Photo(identifier: 2))

        #expect(likePhoto.uncheckedCalls.isEmpty)
    }

    @Test func expectLastCallReportsTheLatestInputInstead() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        try await likePhoto.perform(Photo(identifier: 1))

        await withKnownIssue {
            await likePhoto.expectLastCall(Photo(identifier: 2), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected the last call to LikePhoto to be Photo(identifier: 2, likes: 0), \
                but after 0.02 seconds it is Photo(identifier: 1, likes: 0).
                ≠ [0] expected Photo(identifier: 2, likes: 0)
                      received Photo(identifier: 1, likes: 0)
                """,
            ]
        }
    }

    @Test func expectLastCallReportsASpyThatWasNeverCalled() async {
        let likePhoto = ActionSpy(LikePhoto.self).returning()

        await withKnownIssue {
            await likePhoto.expectLastCall(Photo(identifier: 2), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("there is none: the spy received no call at all") }
        }
    }

    // MARK: - Nothing programmed

    @Test func anUnprogrammedAsyncSpyFailsTheTestAtTheLineThatMadeIt() async {
        let line = #line + 1
        let likePhoto = ActionSpy(LikePhoto.self)

        await withKnownIssue {
            await withOverrides {
                $0.plug(LikePhoto.self, to: likePhoto)
            } operation: {
                let error = await #expect(throws: ActionSpyError.self) {
                    try await Photo(identifier: 7).like()
                }
                #expect(error?.action == "LikePhoto")
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    "LikePhoto spy was called with Photo(identifier: 7, likes: 0) but no output was programmed; call spy.returning(…) or spy.throwing(…) first",
                ]
        }
        #expect(likePhoto.calls == [Photo(identifier: 7)])
    }

    @Test func anUnprogrammedSyncSpyFailsTheTestAndThrows() {
        let countLikes = ActionSpy(CountLikes.self)

        withKnownIssue {
            let error = withOverrides {
                $0.plug(CountLikes.self, to: countLikes)
            } operation: {
                #expect(throws: ActionSpyError.self) { try Photo(identifier: 9).likeCount() }
            }
            #expect(error?.action == "CountLikes")
            #expect(error?.input == "Photo(identifier: 9, likes: 0)")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("CountLikes spy was called with Photo(identifier: 9, likes: 0)") }
        }
    }

    @Test func anUnprogrammedSpyOfAnActionThatCannotFailReturnsItsFallback() {
        let formatLikes = ActionSpy(FormatLikes.self, fallback: "?")

        withKnownIssue {
            let text = withOverrides {
                $0.plug(FormatLikes.self, to: formatLikes)
            } operation: {
                action(FormatLikes.self, 5)
            }
            #expect(text == "?")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                #"FormatLikes spy was called with 5 but no output was programmed; call spy.returning(…) or spy.throwing(…) first (it returned its fallback, "?")"#,
            ]
        }
    }

    @Test func everyUnprogrammedCallIsReported() async {
        let likePhoto = ActionSpy(LikePhoto.self)

        await withKnownIssue {
            _ = try? await likePhoto.perform(Photo(identifier: 1))
            _ = try? await likePhoto.perform(Photo(identifier: 2))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Photo(identifier: 1,") }
                || issue.comments.contains { $0.rawValue.contains("Photo(identifier: 2,") }
        }
        #expect(likePhoto.callCount == 2)
    }
}

/// The errors publishing `photo` threw: `PublishPhoto`'s own, as the catch block's type says.
private func publishingErrors(for photo: Photo) async -> [ArchiveError] {
    var caught: [ArchiveError] = []
    do { try await action(PublishPhoto.self, photo) } catch { caught.append(error) }
    return caught
}
