import ArticleExamples
import Testing
import Trellis
import TrellisTesting
import XCTest

struct ActionSpyScriptTests {
    // MARK: - Answers in order

    @Test func aRetryAgainstFailFailSucceedCallsThreeTimesAndGetsTheReceipt() async throws {
        let chargeCard = ActionSpy(ChargeCard.self)
            .throwing(GatewayError.timeout)
            .then.throwing(GatewayError.timeout)
            .then.returning(Receipt(amount: 30))

        let receipt = try await withOverrides {
            $0.plug(ChargeCard.self, to: chargeCard)
        } operation: {
            try await chargeRetrying(30, attempts: 5)
        }

        #expect(receipt == Receipt(amount: 30))
        #expect(chargeCard.callCount == 3)
        await chargeCard.expectCalls([30, 30, 30])
    }

    @Test func eachCallGetsTheNextAnswerOfTheScript() async throws {
        let chargeCard = ActionSpy(ChargeCard.self)
            .throwing(GatewayError.timeout)
            .then.throwing(GatewayError.declined)
            .then.returning(Receipt(amount: 1))
            .then.returning(Receipt(amount: 2))

        await #expect(throws: GatewayError.timeout) { try await chargeCard.perform(1) }
        await #expect(throws: GatewayError.declined) { try await chargeCard.perform(2) }
        #expect(try await chargeCard.perform(3) == Receipt(amount: 1))
        #expect(try await chargeCard.perform(4) == Receipt(amount: 2))
        #expect(chargeCard.calls == [1, 2, 3, 4])
    }

    @Test func aRetryThatGivesUpBeforeTheScriptSucceedsThrowsTheLastScriptedError() async {
        let chargeCard = ActionSpy(ChargeCard.self)
            .throwing(GatewayError.timeout)
            .then.throwing(GatewayError.declined)
            .then.returning(Receipt(amount: 30))

        await withOverrides {
            $0.plug(ChargeCard.self, to: chargeCard)
        } operation: {
            await #expect(throws: GatewayError.declined) { try await chargeRetrying(30, attempts: 2) }
        }
        #expect(chargeCard.callCount == 2)
    }

    @Test func aScriptThrowsFromASyncAction() throws {
        let countLikes = ActionSpy(CountLikes.self).throwing(LikeFailed()).then.returning(3)

        let counts = withOverrides {
            $0.plug(CountLikes.self, to: countLikes)
        } operation: {
            [Result { try Photo(identifier: 1).likeCount() }, Result { try Photo(identifier: 1).likeCount() }]
        }

        #expect(throws: LikeFailed()) { try counts[0].get() }
        #expect(try counts[1].get() == 3)
        #expect(countLikes.callCount == 2)
    }

    @Test func aScriptThrowsFromAnAsyncActionWithNoOutput() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).throwing(LikeFailed()).then.returning()

        try await withOverrides {
            $0.plug(LikePhoto.self, to: likePhoto)
        } operation: {
            await #expect(throws: LikeFailed()) { try await Photo(identifier: 1).like() }
            try await Photo(identifier: 1).like()
        }
        #expect(likePhoto.callCount == 2)
    }

    @Test func aScriptThrowsTheActionsOwnErrorFromAnAsyncAndASyncAction() async {
        let publishPhoto = ActionSpy(PublishPhoto.self, fallback: ()).throwing(ArchiveError()).then.returning()
        let archivePhoto = ActionSpy(ArchivePhoto.self, fallback: false).returning(true).then.throwing(ArchiveError())

        // The catch blocks' `error` is the action's own type: the script can throw nothing else.
        let published: [ArchiveError?] = await [publishing(Photo(identifier: 1), to: publishPhoto), publishing(Photo(identifier: 2), to: publishPhoto)]
        let archived: [Result<Bool, ArchiveError>] = [archiving(Photo(identifier: 1), to: archivePhoto), archiving(Photo(identifier: 2), to: archivePhoto)]

        #expect(published == [ArchiveError(), nil])
        #expect(archived == [.success(true), .failure(ArchiveError())])
    }

    @Test func theAnswerProgrammedBeforeThenIsTheScriptsFirst() throws {
        let countLikes = ActionSpy(CountLikes.self).answering { photo in photo.likes }.then.returning(-1)

        #expect(try countLikes.perform(Photo(identifier: 1, likes: 7)) == 7)
        #expect(try countLikes.perform(Photo(identifier: 1, likes: 7)) == -1)
    }

    @Test func programmingWithoutThenReplacesTheScript() throws {
        let countLikes = ActionSpy(CountLikes.self).returning(1).then.returning(2)
        #expect(try countLikes.perform(Photo(identifier: 1)) == 1)

        countLikes.returning(5)

        #expect(try countLikes.perform(Photo(identifier: 1)) == 5)
        #expect(try countLikes.perform(Photo(identifier: 1)) == 5)
    }

    @Test(.timeLimit(.minutes(1)))
    func callsFromManyTasksAtOnceGetEachAnswerOnce() async throws {
        let countLikes = ActionSpy(CountLikes.self).returning(0)
        for answer in 1..<400 {
            countLikes.then.returning(answer)
        }

        let answers = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask { try (0..<100).map { _ in try countLikes.perform(Photo(identifier: 1)) } }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }

        #expect(answers.sorted() == Array(0..<400))
    }

    // MARK: - Running out

    @Test func aCallAfterTheScriptFailsTheTestAtTheLineThatMadeTheSpyAndThrows() async throws {
        let line = #line + 1
        let chargeCard = ActionSpy(ChargeCard.self).throwing(GatewayError.timeout).then.returning(Receipt(amount: 30))
        await #expect(throws: GatewayError.timeout) { try await chargeCard.perform(30) }
        #expect(try await chargeCard.perform(30) == Receipt(amount: 30))

        await withKnownIssue {
            let error = await #expect(throws: ActionSpyError.self) { try await chargeCard.perform(40) }
            #expect(error?.action == "ChargeCard")
            #expect(error?.input == "40")
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    ChargeCard spy (made at ActionSpyScriptTests.swift:\(line)) was called a 3rd time, with 40, \
                    but its script had only 2 answers; add one with .then.returning(…) or .then.throwing(…), \
                    or find why the feature calls it again
                    """,
                ]
        }
        #expect(chargeCard.calls == [30, 30, 40])
    }

    @Test func everyCallAfterTheScriptIsReportedWithItsNumber() {
        let countLikes = ActionSpy(CountLikes.self).throwing(LikeFailed()).then.returning(1)
        _ = try? countLikes.perform(Photo(identifier: 1))
        _ = try? countLikes.perform(Photo(identifier: 2))
        let reports = Collected<[String]>([])

        withKnownIssue {
            #expect(throws: ActionSpyError.self) { try countLikes.perform(Photo(identifier: 3)) }
            #expect(throws: ActionSpyError.self) { try countLikes.perform(Photo(identifier: 4)) }
        } matching: { issue in
            reports.update { $0 += issue.comments.map(\.rawValue) }
            return true
        }

        #expect(reports.value.count == 2)
        #expect(reports.value.first?.contains("was called a 3rd time, with Photo(identifier: 3, likes: 0), but its script had only 2 answers") == true)
        #expect(reports.value.last?.contains("was called a 4th time, with Photo(identifier: 4, likes: 0), but its script had only 2 answers") == true)
    }

    @Test func aSpyOfAnActionThatCannotFailReturnsItsFallbackAfterTheScript() {
        let line = #line + 1
        let formatLikes = ActionSpy(FormatLikes.self, fallback: "?").returning("1 like")
        _ = formatLikes.perform(1)
        formatLikes.returning("2 likes").then.returning("3 likes")
        let texts = [formatLikes.perform(2), formatLikes.perform(3)]

        withKnownIssue {
            #expect(formatLikes.perform(4) == "?")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                FormatLikes spy (made at ActionSpyScriptTests.swift:\(line)) was called a 4th time, with 4, \
                but its script had only 2 answers; add one with .then.returning(…) or .then.throwing(…), \
                or find why the feature calls it again (it returned its fallback, "?")
                """,
            ]
        }
        #expect(texts == ["2 likes", "3 likes"])
    }
}

/// The same script, run in an XCTest case: a retry passes it, a call too many fails it at the
/// line that made the spy.
final class ActionSpyScriptXCTests: FailureCapturingTestCase {
    @MainActor
    func testARetryAgainstFailFailSucceedPassesTheCase() async throws {
        let chargeCard = ActionSpy(ChargeCard.self)
            .throwing(GatewayError.timeout)
            .then.throwing(GatewayError.timeout)
            .then.returning(Receipt(amount: 30))

        let receipt = try await withOverrides {
            $0.plug(ChargeCard.self, to: chargeCard)
        } operation: {
            try await chargeRetrying(30, attempts: 5)
        }

        XCTAssertEqual(receipt, Receipt(amount: 30))
        XCTAssertEqual(chargeCard.calls, [30, 30, 30])
    }

    @MainActor
    func testACallAfterTheScriptFailsTheCaseAtTheLineThatMadeTheSpy() async {
        let line = #line + 1
        let chargeCard = ActionSpy(ChargeCard.self).throwing(GatewayError.timeout).then.returning(Receipt(amount: 30))
        _ = try? await chargeCard.perform(30)
        _ = try? await chargeCard.perform(30)

        var thrown: (any Error)?
        let failures = await capturingFailures {
            do { _ = try await chargeCard.perform(30) } catch { thrown = error }
        }

        XCTAssertTrue(thrown is ActionSpyError)
        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(line)"])
        XCTAssertTrue(failures.first?.message.contains("ChargeCard spy (made at ActionSpyScriptTests.swift:\(line)) was called a 3rd time") == true)
    }
}

// MARK: - Support

/// Charging a card: asynchronous, may fail with the payment gateway's error.
private enum ChargeCard: AsyncAction {
    typealias Input = Int
    typealias Output = Receipt
}

private struct Receipt: Sendable, Equatable {
    let amount: Int
}

private enum GatewayError: Error, Equatable {
    case timeout
    case declined
}

/// Charges `amount`, trying again after a failure, `attempts` times at most: the caller a
/// scripted spy stands in for.
private func chargeRetrying(_ amount: Int, attempts: Int) async throws -> Receipt {
    var attempt = 1
    while true {
        do {
            return try await action(ChargeCard.self, amount)
        } catch where attempt < attempts {
            attempt += 1
        }
    }
}

/// The error publishing `photo` through `spy` threw, of `PublishPhoto`'s own type, or `nil`.
private func publishing(_ photo: Photo, to spy: ActionSpy<PublishPhoto>) async -> ArchiveError? {
    do {
        try await spy.perform(photo)
        return nil
    } catch {
        return error
    }
}

/// What archiving `photo` through `spy` gave, with `ArchivePhoto`'s own error type.
private func archiving(_ photo: Photo, to spy: ActionSpy<ArchivePhoto>) -> Result<Bool, ArchiveError> {
    Result { () throws(ArchiveError) in try spy.perform(photo) }
}
