import GRDB
import Gallery
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing

/// The `/direct` socket, the load benchmark's work-equal floor: it must do what a live page
/// does for a like, or the benchmark's ratios measure nothing.
@Suite("Direct socket")
struct DirectSocketTests {
    static let directPhoto = "/direct?user=1&photo=1"

    static func configuration(viewer: String, database: AppDatabase) -> WebSocketClientConfiguration {
        LiveSocketTests.configuration(viewer: viewer, database: database)
    }

    @Test func aLikeIsStoredAndAnsweredWithTheFragmentALivePageShows() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                let configuration = Self.configuration(viewer: "liker", database: database)
                try await client.ws(Self.directPhoto, configuration: configuration) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    let opened = try await messages.next()
                    #expect(opened.type == "fragment" && opened.region == "likes")
                    #expect(opened.html.contains("No likes yet") && opened.html.contains(#"aria-pressed="false""#))
                    try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                    let liked = try await messages.next()
                    #expect(liked.type == "fragment" && liked.region == "likes")
                    #expect(liked.html.contains(">1 like<") && liked.html.contains(#"aria-pressed="true""#))
                    #expect(TestGallery.formToken(in: liked.html) == TestGallery.formToken("liker", for: database))

                    let stored = try await database.reader.read { db in
                        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike WHERE photoID = 1")
                    }
                    #expect(stored == 1)
                    // The same viewer's live page on the photo, opened now, shows the same HTML.
                    let answer = liked.html
                    try await client.ws(LiveSocketTests.photoPage, configuration: configuration) { inbound, _, _ in
                        var page = PageMessages(inbound)
                        let shown = try await page.fragment("likes").html
                        #expect(shown == answer, "the live page shows the same fragment")
                    }
                }
            }
        }
    }

    @Test func aSecondDirectSocketOnThePhotoIsToldOfTheLike() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.directPhoto, configuration: Self.configuration(viewer: "watcher", database: database)) { inbound, _, _ in
                    var watcher = PageMessages(inbound)
                    #expect(try await watcher.fragment("likes").html.contains("No likes yet"))
                    try await client.ws(Self.directPhoto, configuration: Self.configuration(viewer: "liker", database: database)) { inbound, outbound, _ in
                        var liker = PageMessages(inbound)
                        _ = try await liker.fragment("likes")
                        try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                        #expect(try await liker.fragment("likes").html.contains(">1 like<"))
                    }
                    let seen = try await watcher.fragment("likes")
                    #expect(seen.html.contains(">1 like<"))
                    #expect(seen.html.contains(#"aria-pressed="false""#), "the watcher did not like it")
                }
            }
        }
    }

    @Test func anEventForAnotherPhotoIsAnsweredWithAnErrorAndWritesNothing() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(Self.directPhoto, configuration: Self.configuration(viewer: "clumsy", database: database)) { inbound, outbound, _ in
                    var messages = PageMessages(inbound)
                    _ = try await messages.fragment("likes")
                    for bad in ["not json", #"{"type":"like","photo":2}"#, #"{"type":"back"}"#] {
                        try await outbound.write(.text(bad))
                        #expect(try await messages.next().type == "error", "\(bad)")
                    }
                }
                let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
                #expect(stored == 0)
            }
        }
    }

    /// The upgrade request is written by hand: the WebSocket test client always sends an
    /// `Origin` of its own.
    @Test(arguments: [("https://evil.example", false), ("null", false), ("ws://localhost", true)])
    func aDirectSocketFromAnotherSiteIsNotUpgraded(origin: String, upgraded: Bool) async throws {
        try await withTestServer(.live) { client, database in
            let headers = TestGallery.upgrade(from: origin, as: "victim", for: database)
            let response = try await client.execute(uri: Self.directPhoto, method: .get, headers: headers)
            #expect((response.status == .switchingProtocols) == upgraded, "\(origin): \(response.status)")
        }
    }
}
