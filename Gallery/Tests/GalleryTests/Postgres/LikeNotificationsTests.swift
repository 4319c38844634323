import Foundation
import GalleryDomain
import GalleryDatabase
@testable import GalleryPostgres
import PostgresNIO
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// Two instances on one PostgreSQL database: a like made through one reaches the pages of the
/// other through `LISTEN/NOTIFY`, and a like made while the other's listening connection was
/// down reaches them once it listens again.
@Suite("Likes across instances")
struct LikeNotificationsTests {
    /// A page on instance B: keeps each count it is handed, and lets a test wait for one.
    @MainActor
    final class Page: LikeObserving {
        private(set) var counts: [Int] = []
        var subscription: LikesSubscription?
        private var waiters: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []

        func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
            counts.append(likes.count)
            waiters.removeAll { waiter in
                guard waiter.count == likes.count else { return false }
                waiter.resume.resume()
                return true
            }
        }

        /// Returns once the page was handed `count`.
        func shows(_ count: Int) async {
            if counts.last == count { return }
            await withCheckedContinuation { waiters.append((count, $0)) }
        }
    }

    let time = TestTime()

    @Test func aLikeThroughOneInstanceReachesThePagesOfTheOther() async throws {
        try await withTwoInstances { a, _, page, _ in
            try await a.like(Like(photoID: 1, viewer: Viewer(id: "on-a")!), at: TestTime.start)
            try await withTimeout(30, "the like reaching instance B") { await page.shows(1) }
            #expect(await page.counts.last == 1)
        }
    }

    @Test func aLikeMadeWhileTheListenerWasDownIsShownOnceItListensAgain() async throws {
        try await withTwoInstances(retryDelay: .seconds(1)) { a, url, page, listens in
            // Cut B's listening connection, and wait until the server has no listener left,
            // so the next notification reaches nobody.
            try await TestPostgres.administer(url) { connection in
                try await connection.run(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = \(url.database) AND query LIKE 'LISTEN%'",
                    logger: TestGallery.logger
                )
                for _ in 0..<200 {
                    let listeners = try await connection.query(
                        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = \(url.database) AND query LIKE 'LISTEN%'", logger: TestGallery.logger
                    ).decode(Int64.self).first { _ in true }
                    if listeners == 0 { break }
                    try await Task.sleep(for: .milliseconds(10))
                }
            }
            try await a.like(Like(photoID: 1, viewer: Viewer(id: "while-down")!), at: TestTime.start)
            try await withTimeout(30, "instance B listening again") { await listens.next(after: 1) }
            try await withTimeout(30, "the missed like shown on B") { await page.shows(1) }
            #expect(await page.counts.last == 1)
        }
    }

    /// Counts how many times an instance started listening, and lets a test wait for the next.
    final class Listens: Sendable {
        private let count = Mutex(0)
        private let changes: AsyncStream<Int>
        private let continuation: AsyncStream<Int>.Continuation

        init() {
            (changes, continuation) = AsyncStream.makeStream()
        }

        func listened() {
            let now = count.withLock { count in
                count += 1
                return count
            }
            continuation.yield(now)
        }

        /// Returns once it listened more than `times` times.
        func next(after times: Int) async {
            for await now in changes where now > times { return }
        }
    }

    /// Instances A and B on one new database; a page on B shows photo 1 to a viewer of its own,
    /// and B relays notifications until `body` returns.
    private func withTwoInstances(
        retryDelay: Duration = .milliseconds(250),
        _ body: (PostgresAppDatabase, PostgresURL, Page, Listens) async throws -> Void
    ) async throws {
        try await withTestDatabaseLocation(.postgres) { location in
            guard case let .postgres(url) = location else { return }
            try await PostgresAppDatabase.run(url, logger: TestGallery.logger) { a in
                try await PostgresAppDatabase.run(url, logger: TestGallery.logger) { b in
                    try await withOverrides {
                        time.install(in: &$0)
                        $0.plug(CountLikes.self, to: StoredCountLikes(b))
                    } operation: {
                        let (updates, page) = await MainActor.run {
                            let updates = LikeUpdates(likes: StoredLikesRepository(b))
                            let page = Page()
                            page.subscription = updates.observe(Like(photoID: 1, viewer: Viewer(id: "on-b")!), by: page)
                            return (updates, page)
                        }
                        let listens = Listens()
                        let relay = Task { await b.relayLikes(to: updates, retryDelay: retryDelay) { listens.listened() } }
                        defer { relay.cancel() }
                        try await withTimeout(30, "instance B listening") { await listens.next(after: 0) }
                        try await body(a, url, page, listens)
                    }
                }
            }
        }
    }
}
