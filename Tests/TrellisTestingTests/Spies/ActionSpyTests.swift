import SeedExamples
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

        #expect(likePhoto.inputs == [Photo(identifier: 7), Photo(identifier: 8)])
        #expect(likePhoto.callCount == 2)
        #expect(likePhoto.lastInput == Photo(identifier: 8))
    }

    @Test func answersASyncActionWithTheProgrammedOutput() throws {
        let countLikes = ActionSpy(CountLikes.self).returning(42)

        let count = try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            try Photo(identifier: 1).likeCount()
        }

        #expect(count == 42)
        #expect(countLikes.inputs == [Photo(identifier: 1)])
    }

    @Test func answersEachInputWithWhatTheClosureGives() throws {
        let countLikes = ActionSpy(CountLikes.self).answering { photo in photo.likes * 10 + photo.identifier }

        let counts = try withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            try [Photo(identifier: 1, likes: 3), Photo(identifier: 2, likes: 5)].map { try $0.likeCount() }
        }

        #expect(counts == [31, 52])
        #expect(countLikes.inputs == [Photo(identifier: 1, likes: 3), Photo(identifier: 2, likes: 5)])
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

    @Test func answersAnActionThatCannotFail() {
        let formatLikes = ActionSpy(FormatLikes.self, fallback: "").returning("3 likes")

        let text = withOverrides {
            $0.plug(FormatLikes.self, to: formatLikes)
        } operation: {
            action(FormatLikes.self, 3)
        }

        #expect(text == "3 likes")
        #expect(formatLikes.inputs == [3])
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
        #expect(Set(likePhoto.inputs.map(\.identifier)).count == 8_000)
    }

    @Test func describesItself() {
        let spy = ActionSpy(CountLikes.self).returning(0)
        _ = try? spy.perform(Photo(identifier: 1))

        #expect(spy.description == "CountLikes spy (1 call)")
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
        #expect(likePhoto.inputs == [Photo(identifier: 7)])
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
