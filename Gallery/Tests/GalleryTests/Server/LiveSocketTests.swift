import GRDB
import Gallery
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import LiveScreens
import Logging
import NIOWebSocket
import PatternRegistry
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// Live pages over real WebSockets: what they are sent, what they may send, and what is left
/// when they close.
@Suite("Live pages")
struct LiveSocketTests {
    static let photoPage = "/live?pattern=supersimple&path=users/1/photos/1"

    static func configuration(viewer: String, database: AppDatabase) -> WebSocketClientConfiguration {
        WebSocketClientConfiguration(additionalHeaders: TestGallery.cookie(viewer, for: database))
    }

    @Test func aNewSocketGetsTheWholeScreen() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "whole-screen", database: database)) { inbound, _, _ in
                    var messages = PageMessages(inbound)
                    let screen = try await messages.next()
                    #expect(screen.type == "screen")
                    #expect(screen.path == "users/1/photos/1")
                    #expect(try await messages.fragment("photo").html.contains("Discovery One at Jupiter"))
                    #expect(try await messages.fragment("likes").html.contains("No likes yet"))
                }
            }
        }
    }

    @Test func aLikeInOneTabShowsUpInAnotherOnTheSamePhoto() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "watcher", database: database)) { inbound, _, _ in
                    var watcher = PageMessages(inbound)
                    _ = try await watcher.fragment("likes")
                    try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "liker", database: database)) { inbound, outbound, _ in
                        var liker = PageMessages(inbound)
                        _ = try await liker.fragment("likes")
                        try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                        let own = try await liker.fragment("likes")
                        #expect(own.html.contains(">1 like<") && own.html.contains(#"aria-pressed="true""#))
                    }
                    let seen = try await watcher.fragment("likes")
                    #expect(seen.html.contains(">1 like<"))
                    #expect(seen.html.contains(#"aria-pressed="false""#), "the watcher did not like it")
                }
            }
        }
    }

    @Test func aMalformedOrUnknownEventGetsAnErrorAndTheSocketStaysUsable() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "clumsy", database: database)) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    _ = try await messages.fragment("likes")
                    for bad in ["not json", "[1,2]", #"{"type":"selfDestruct"}"#, #"{"type":"like"}"#, #"{"type":"like","photo":"x"}"#, #"{"type":"like","photo":2}"#] {
                        try await outbound.write(.text(bad))
                        // A click the module refuses also shows in the page's panel.
                        let reply = try await messages.next { $0.type != "activity" }
                        #expect(reply.type == "error", "\(bad) gets an error event")
                        #expect(!reply.message.isEmpty)
                    }
                    let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
                    #expect(stored == 0, "nothing was written")
                    try await outbound.write(.text(#"{"type":"like","photo":"1"}"#))
                    #expect(try await messages.fragment("likes").html.contains(">1 like<"), "the socket still works")
                }
            }
        }
    }

    @Test func anOversizedMessageClosesTheSocketWith1009() async throws {
        try await withTestServer(.live) { client, _ in
            let close = try await withTimeout {
                try await client.ws(Self.photoPage, configuration: .init(maxFrameSize: 1 << 20)) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    _ = try await messages.fragment("likes")
                    try await outbound.write(.text(String(repeating: "x", count: 64 * 1024)))
                    _ = try await messages.closed()
                }
            }
            #expect(close?.closeCode == .messageTooLarge)
        }
    }

    @Test func theEchoRouteAnswersEveryEventWithAFragmentOfTheAskedSize() async throws {
        try await withTestServer(.live) { client, _ in
            try await withTimeout {
                try await client.ws("/echo?size=300") { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    for _ in 0..<3 {
                        try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                        let reply = try await messages.next()
                        #expect(reply.type == "fragment")
                        #expect(reply.html.utf8.count == 300)
                    }
                }
            }
        }
    }

    @Test func eachTabsPanelShowsTheActionsOfItsOwnClicksOnly() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "watcher", database: database)) { inbound, outbound, _ in
                    var watcher = PageMessages(inbound)
                    _ = try await watcher.fragment("likes")
                    try await client.ws(Self.photoPage, configuration: Self.configuration(viewer: "liker", database: database)) { inbound, outbound, _ in
                        var liker = PageMessages(inbound)
                        _ = try await liker.fragment("likes")
                        try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                        let panel = try await liker.next { $0.type == "activity" }
                        #expect(panel.html.contains(#"<code class="action">LikePhoto</code>"#))
                        // The like answered its own count; the count each page on the photo was then
                        // handed, this one's and the watcher's, was read once for all and is no
                        // page's call.
                        #expect(Self.calls(of: "LikePhoto", in: panel.html) == 1, "\(panel.html)")
                        #expect(Self.calls(of: "CountLikes", in: panel.html) == 0, "\(panel.html)")
                    }
                    #expect(try await watcher.fragment("likes").html.contains(">1 like<"), "the watcher counted the like")
                    try await outbound.write(.text(#"{"type":"openPodBayDoors"}"#))
                    let panel = try await watcher.next { message in
                        #expect(message.type != "activity" || message.html.contains("OpenPodBayDoors"), "the watcher was sent another tab's click")
                        return message.type == "activity"
                    }
                    #expect(Self.calls(of: "CountLikes", in: panel.html) == 0, "the watcher was handed the other tab's count: no call of its click")
                    #expect(Self.calls(of: "OpenPodBayDoors", in: panel.html) == 1)
                }
            }
        }
    }

    /// Nothing but the graceful shutdown tells the page: HummingbirdTesting shuts the server
    /// down once the test returns, with the page still open, and waits until it has stopped.
    @Test func aShutdownTellsOpenPagesThenClosesTheirSockets() async throws {
        let server = TestGallery.server()
        let texts = ReceivedTexts()
        let (shown, screenShown) = AsyncStream.makeStream(of: Void.self)
        let page = try await withTestGallery { _ in
            try await server.makeApplication(logger: TestGallery.logger).test(.live) { client in
                let page = Task {
                    try await client.ws(Self.photoPage) { inbound, _, _ in
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            guard case let .text(text) = message else { continue }
                            texts.append(text)
                            if text.contains(#""region":"likes""#) { screenShown.yield() }
                        }
                    }
                }
                try await withTimeout {
                    for await _ in shown { break }
                }
                #expect(!texts.all.contains { $0.contains(#""type":"closing""#) }, "not told before the shutdown")
                return page
            }
        }
        let close = try await withTimeout { try await page.value }
        #expect(close?.closeCode == .normalClosure, "the server closed the socket")
        // Fragments of the page may still have been on their way: the closing message need not be last.
        let closing = texts.all.filter { $0.contains(#""type":"closing""#) }
        #expect(closing == [ServerMessage.closing(GalleryServer.closingMessage).json], "the page was told, once")
        try await withTimeout { await server.connections.allClosed() }
        #expect(await server.connections.count == 0)
    }

    @Test(
        "a closed socket releases its module, stops its refresh and leaves nothing to report",
        arguments: GalleryPatterns.registered.map(\.id)
    )
    func aClosedSocketReleasesItsModule(_ id: String) async throws {
        let server = TestGallery.server()
        let time = TestTime()
        try await withTestGallery(time: time) { _ in
            try await expectNoLeakReports { detector in
                try await server.makeApplication(logger: TestGallery.logger).test(.live) { client in
                    try await expectNoLeaks { tracker in
                        try await withTimeout {
                            try await client.ws("/live?pattern=\(id)&path=users/1/photos/1") { inbound, _, _ in
                                var messages = PageMessages(inbound)
                                _ = try await messages.fragment("likes")
                                // The refresh sleeps on the clock; so may, for a moment, the
                                // socket's write watchdog, while a write is in flight.
                                await time.clock.waitForSleepers(1)
                                #expect((1...2).contains(time.clock.pendingSleepCount), "the photo's likes refresh on the clock")
                                await MainActor.run {
                                    for module in server.connections.modules {
                                        for part in module.parts {
                                            tracker.track(part.object, as: part.role)
                                        }
                                    }
                                }
                            }
                            await server.connections.allClosed()
                        }
                        #expect(await server.connections.count == 0, "the server forgot the page")
                    }
                    await time.clock.expectNoPendingSleeps()
                    #expect(detector.pendingCount > 0, "closing the page handed its module's parts to the detector")
                }
            }
        }
    }

    /// How many times the panel's HTML lists a call of `action`.
    static func calls(of action: String, in html: String) -> Int {
        html.ranges(of: #"<code class="action">\#(action)</code>"#).count
    }
}

/// The text messages a page received, from the task that reads them to the test.
private final class ReceivedTexts: Sendable {
    private let texts = Mutex<[String]>([])

    func append(_ text: String) {
        texts.withLock { $0.append(text) }
    }

    var all: [String] {
        texts.withLock { $0 }
    }
}
