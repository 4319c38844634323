import ArticleExamples
import Synchronization
import Testing
import TrellisInjection
import TrellisPlug

/// A key whose globally plugged implementation only the stress test changes.
enum Echo: SyncAction {
    typealias Input = Int
    typealias Output = Int
    typealias Failure = Never
}

@Suite struct WithInjectedValuesTests {
    @Test(.timeLimit(.minutes(1)))
    func scopedPlugsReachChildTasksOnly() async throws {
        let server = PhotoServer()
        try await withOverrides {
            $0.plug(SharePhoto.self, to: MyLikePhoto(server: server))
        } operation: {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await action(SharePhoto.self, Photo(identifier: 2)) }
                try await group.waitForAll()
            }
            #expect(Actions.isPlugged(SharePhoto.self))
        }
        #expect(await server.requests == ["/photos/2/like"])
        #expect(!Actions.isPlugged(SharePhoto.self))
    }

    @Test func operatorInsideThePlugClosureIsScoped() {
        withOverrides { _ in
            FormatLikes.self <~ PluralFormatLikes()
        } operation: {
            #expect(action(FormatLikes.self, 2) == "2 likes")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func concurrentScopesNeverSeeEachOthersPlugs() async {
        // Given 8 tasks, each plugging Echo to return its own number, all running at once
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    await withOverrides {
                        $0.plug(Echo.self) { _ in worker }
                    } operation: {
                        var mismatches = 0
                        for round in 0..<20_000 {
                            if action(Echo.self, 0) != worker { mismatches += 1 }
                            if round % 1_000 == 0 { await Task.yield() }
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func pluggingAndCallingAreThreadSafe() async {
        // Given 4 tasks re-plugging Echo globally while 4 others call it
        Actions.plug(Echo.self) { $0 }
        let rounds = 20_000
        let wrong = await withTaskGroup(of: Int.self) { group in
            for offset in 1...4 {
                group.addTask {
                    for _ in 0..<rounds { Actions.plug(Echo.self) { $0 * offset / offset } }
                    return 0
                }
            }
            for _ in 1...4 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<rounds where action(Echo.self, round) != round { wrong += 1 }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        // Then every call ran a complete implementation
        #expect(wrong == 0)
    }
}
