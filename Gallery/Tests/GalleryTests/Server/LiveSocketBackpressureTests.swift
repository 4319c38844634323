@testable import Gallery
import GallerySQLite
import GalleryDomain
import GalleryProtection
import LiveScreens
import PatternRegistry
import GRDB
import Testing
import Trellis
import TrellisTesting

/// A live page that stops reading costs the server a bounded outbox and, after the write
/// timeout, nothing: the socket stops reading its events while the outbox is full, closes
/// once a write has waited too long, and a full page pushed other viewers' likes is closed
/// without holding up the other pages.
@Suite("A live page that does not read")
struct LiveSocketBackpressureTests {
    static let limits = LiveSocketLimits(outboxCapacity: 8, writeTimeout: .seconds(10), eventsPerSecond: 1000, eventBurst: 1000)

    static func socket(at location: GalleryLocation, connections: LiveConnections, viewer: String = "slow-reader") -> LiveSocket {
        LiveSocket(
            pattern: GalleryPatterns.pattern("supersimple")!,
            location: location,
            viewer: Viewer(id: viewer)!,
            connections: connections,
            limits: limits,
            logger: TestGallery.logger
        )
    }

    @Test func theOutboxStaysWithinItsBoundAndTheSocketStopsReadingWhileItIsFull() async throws {
        try await withTestGallery { _ in
            let connections = LiveConnections()
            let socket = Self.socket(at: .users, connections: connections)
            let peer = ScriptedPeer(reading: false)
            let outbox = socket.makeOutbox(closing: peer)
            // Each answered with an error event: the kind of flood that used to queue without end.
            let sent = 100
            for _ in 0..<sent { peer.send("not json") }
            let serving = Task { try await socket.run(inbound: peer.inbound, peer: peer, outbox: outbox) }

            try await withTimeout { await outbox.readerIsWaitingForRoom() }
            let pullsWhileFull = peer.pulls
            #expect(pullsWhileFull < Self.limits.outboxCapacity, "the socket read \(pullsWhileFull) events for a peer that reads nothing")
            #expect(outbox.count >= Self.limits.outboxCapacity / 2, "it stopped reading because the outbox is half full")
            #expect(outbox.mostQueued <= Self.limits.outboxCapacity)
            #expect(!outbox.isClosed && !peer.isAborted, "replies to its own events never overflow the outbox")

            // Once the peer reads, every event is answered, one after the other.
            peer.startReading()
            try await withTimeout { await peer.until { $0.pulls > sent } }
            peer.close()
            try await withTimeout { try await serving.value }
            #expect(peer.messages.count { $0.type == "error" } == sent)
            #expect(outbox.mostQueued <= Self.limits.outboxCapacity, "at most \(Self.limits.outboxCapacity) waited, not \(outbox.mostQueued)")
            #expect(await connections.count == 0)
        }
    }

    @Test func aPeerThatDoesNotReadIsClosedOnceAWriteWaitedTheWriteTimeout() async throws {
        let time = TestTime()
        try await withTestGallery(time: time) { _ in
            let connections = LiveConnections()
            let socket = Self.socket(at: .users, connections: connections)
            let peer = ScriptedPeer(reading: false)
            let serving = Task { try await socket.run(inbound: peer.inbound, peer: peer) }
            // The users list has nothing on the clock: the one sleeper is the write's deadline.
            // With the whole suite running on two cores, opening the page and writing its
            // first message takes up to a second and a half, so the wait allows ten.
            await time.clock.waitForSleepers(1, timeout: .seconds(10))

            await time.clock.advance(by: Self.limits.writeTimeout - .milliseconds(1))
            #expect(!peer.isAborted, "a write may wait up to the timeout")
            await time.clock.advance(by: .milliseconds(1))
            try await withTimeout { await peer.until(\.isAborted) }

            try await withTimeout { try await serving.value }
            #expect(await connections.count == 0, "the page was closed and forgotten")
            await time.clock.expectNoPendingSleeps()
        }
    }

    @Test func aPageThatReadsKeepsItsSocketHoweverLongItRuns() async throws {
        let time = TestTime()
        try await withTestGallery(time: time) { _ in
            let connections = LiveConnections()
            let socket = Self.socket(at: .users, connections: connections)
            let peer = ScriptedPeer(reading: true)
            let outbox = socket.makeOutbox(closing: peer)
            let serving = Task { try await socket.run(inbound: peer.inbound, peer: peer, outbox: outbox) }
            try await withTimeout { await peer.until { $0.pulls >= 1 } }

            for round in 1...3 {
                for (number, event) in [#"{"type":"openUser","user":1}"#, #"{"type":"back"}"#].enumerated() {
                    peer.send(event)
                    try await withTimeout { await peer.until { $0.pulls > 2 * round - 1 + number } }
                    // Time moves only between writes: a write that took ten seconds would be one
                    // the page did not read.
                    try await withTimeout { await outbox.writerIsWaiting() }
                    await time.clock.advance(by: Self.limits.writeTimeout)
                }
            }
            #expect(!peer.isAborted, "no write waited")
            peer.close()
            try await withTimeout { try await serving.value }
            #expect(await connections.count == 0)
        }
    }

    @Test func theFanOutToAFullPageClosesThatPageAndDoesNotHoldUpTheOthers() async throws {
        try await withTestGallery { database in
            let connections = LiveConnections()
            let photo = GalleryLocation.photo(user: 1, photo: 1)
            let stalled = ScriptedPeer(reading: false)
            let reader = ScriptedPeer(reading: true)
            let stalledServing = Task {
                try await Self.socket(at: photo, connections: connections, viewer: "stalled").run(inbound: stalled.inbound, peer: stalled)
            }
            let readerServing = Task {
                try await Self.socket(at: photo, connections: connections, viewer: "reader").run(inbound: reader.inbound, peer: reader)
            }
            // Both pages are open on the photo once each asks for its first event.
            try await withTimeout { await stalled.until { $0.pulls >= 1 } }
            try await withTimeout { await reader.until { $0.pulls >= 1 } }

            // Other viewers like the photo: each like is pushed to both pages. The stalled one
            // overflows and is closed; every like still returns.
            let likes = 2 * Self.limits.outboxCapacity
            try await withTimeout {
                for number in 1...likes {
                    _ = try await action(LikePhoto.self, Like(photoID: 1, viewer: Viewer(id: "fan-\(number)")!))
                }
            }
            try await withTimeout { await stalled.until(\.isAborted) }
            // The last like's count reaches the page that reads once its module has counted.
            try await withTimeout { await reader.until { $0.written.contains { $0.contains(">\(likes) likes<") } } }
            try await withTimeout { try await stalledServing.value }
            #expect(await connections.count == 1, "the page that reads is still open")
            #expect(!reader.isAborted)
            let last = try #require(reader.messages.last { $0.type == "fragment" && $0.region == "likes" })
            #expect(last.html.contains(">\(likes) likes<"), "the page that reads saw every like: \(last.html)")
            let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
            #expect(stored == likes)

            reader.close()
            try await withTimeout { try await readerServing.value }
        }
    }
}
