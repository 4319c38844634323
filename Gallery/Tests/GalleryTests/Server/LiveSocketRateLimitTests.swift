@testable import Gallery
import GallerySQLite
import GalleryDomain
import GalleryProtection
import LiveScreens
import PatternRegistry
import GRDB
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
import Trellis
import TrellisTesting

/// A live page may send so many events a second, after a burst: the rest are not applied, and
/// each run of them is answered with one error, not one each.
@Suite("A live page that sends too much")
struct LiveSocketRateLimitTests {
    static let limits = LiveSocketLimits(outboxCapacity: 64, writeTimeout: .seconds(10), eventsPerSecond: 2, eventBurst: 3)

    static func socket(connections: LiveConnections) -> LiveSocket {
        LiveSocket(
            pattern: GalleryPatterns.pattern("supersimple")!,
            location: .photo(user: 1, photo: 1),
            viewer: Viewer(id: "eager")!,
            connections: connections,
            limits: limits,
            logger: TestGallery.logger
        )
    }

    static let like = #"{"type":"like","photo":1}"#
    static let unlike = #"{"type":"unlike","photo":1}"#

    @Test func eventsOverTheBurstGetOneErrorChangeNothingAndStopTheReading() async throws {
        let time = TestTime()
        try await withTestGallery(time: time) { database in
            let connections = LiveConnections()
            let peer = ScriptedPeer(reading: true)
            let serving = Task { try await Self.socket(connections: connections).run(inbound: peer.inbound, peer: peer) }
            try await withTimeout { await peer.until { $0.pulls >= 1 } }

            // The burst: like, unlike, like — all applied. Then twenty unlikes, pipelined.
            for event in [Self.like, Self.unlike, Self.like] { peer.send(event) }
            for _ in 0..<20 { peer.send(Self.unlike) }
            // Refused, the fourth event is answered with an error; the socket reads the fifth
            // and holds it until the rate allows another event, reading nothing more.
            try await withTimeout { await peer.until { $0.written.contains { $0.contains(#""type":"error""#) } } }
            try await withTimeout { await peer.until { $0.pulls >= 5 } }
            let errors = peer.messages.filter { $0.type == "error" }
            #expect(errors.count == 1)
            #expect(errors.first?.message.contains("Too many events") == true)
            #expect(peer.messages.count { $0.type == "activity" } == 3, "three clicks were handled")
            #expect(try await Self.likes(in: database) == 1, "the burst's last like stands; the refused unlike was not applied")
            #expect(peer.pulls == 5, "the socket stopped reading")

            // The socket waits on the clock, which this test never moves: cancelling ends it.
            serving.cancel()
            _ = try? await serving.value
            #expect(peer.messages.count { $0.type == "error" } == 1, "one error for the whole run")
            #expect(try await Self.likes(in: database) == 1)
        }
    }

    static func likes(in database: AppDatabase) async throws -> Int? {
        try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
    }

    /// Over a real socket, with the server's own limits: an event past the burst is refused
    /// with an error and changes nothing in the database.
    @Test func overARealSocketAnEventPastTheBurstIsRefusedAndNotApplied() async throws {
        var configuration = TestGallery.server().configuration
        configuration.liveEventBurst = 1
        configuration.liveEventsPerSecond = 1
        let server = GalleryServer(configuration: configuration)
        let time = TestTime()
        try await withTestServer(.live, time: time, server: server) { client, database in
            try await withTimeout {
                try await client.ws(
                    LiveSocketTests.photoPage, configuration: LiveSocketTests.configuration(viewer: "eager", database: database)
                ) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    _ = try await messages.fragment("likes")
                    try await outbound.write(.text(Self.like))
                    #expect(try await messages.fragment("likes").html.contains(#"aria-pressed="true""#))
                    try await outbound.write(.text(Self.unlike))
                    let refused = try await messages.next { $0.type == "error" }
                    #expect(refused.message.contains("Too many events"))
                    #expect(try await Self.likes(in: database) == 1, "the unlike past the burst was not applied")
                }
                // Holding for the rate, the socket still sees the page close, at once.
                await server.connections.allClosed()
            }
            #expect(try await Self.likes(in: database) == 1)
        }
    }
}
