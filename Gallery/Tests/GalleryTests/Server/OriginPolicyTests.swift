import GRDB
import Gallery
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import LiveScreens
import Testing

/// Another site cannot act for the Gallery's viewers: a form post or a live socket carries the
/// viewer's cookie, so one made by a page the Gallery did not serve is refused.
@Suite("Origins")
struct OriginPolicyTests {
    @Test(arguments: [
        (nil, true),  // not a browser: a test, curl
        ("http://gallery.test:8080", true),
        ("https://gallery.test:8080", true),
        ("HTTP://Gallery.Test:8080", true),
        ("http://gallery.test:9999", false),  // another port of the same host
        ("https://evil.example", false),
        ("null", false),  // a sandboxed frame, a file: page
    ] as [(String?, Bool)])
    func onlyTheGallerysOwnPagesMayChangeState(origin: String?, allowed: Bool) {
        #expect(OriginPolicy().allows(origin: origin, host: "gallery.test:8080") == allowed)
    }

    @Test func anExtraOriginIsAllowedWhenConfigured() {
        let policy = OriginPolicy(extraOrigins: ["https://Front.Example"])
        #expect(policy.allows(origin: "https://front.example", host: "gallery.test"))
        #expect(!policy.allows(origin: "https://evil.example", host: "gallery.test"))
    }

    @Test(arguments: ["https://evil.example", "null", "http://127.0.0.1:9999"])
    func aFormPostFromAnotherSiteIsRefusedAndWritesNothing(origin: String) async throws {
        try await withTestGallery { database in
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                var (headers, body) = TestGallery.form("type=like&photo=1")
                headers.append(contentsOf: TestGallery.cookie("victim", for: database))
                headers[.origin] = origin
                let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("may not change the Gallery"))
            }
            let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
            #expect(stored == 0)
        }
    }

    @Test func aFormPostFromTheGallerysOwnPageLikes() async throws {
        try await withTestServer(.router) { client, database in
            var (headers, body) = TestGallery.form("type=like&photo=1", as: "own-page", for: database)
            headers[.origin] = "http://localhost"  // the authority the router test client sends
            let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body).contains(">1 like<"))
        }
    }

    /// The upgrade request is written by hand: the WebSocket test client always sends an
    /// `Origin` of its own.
    @Test(arguments: [
        ("https://evil.example", false), ("null", false), ("http://localhost:1", false),
        ("ws://localhost", true),  // an origin the test server allows: the same request is upgraded
    ])
    func aLiveSocketFromAnotherSiteIsNotUpgraded(origin: String, upgraded: Bool) async throws {
        try await withTestServer(.live) { client, database in
            let headers = TestGallery.upgrade(from: origin, as: "victim", for: database)
            let response = try await client.execute(uri: LiveSocketTests.photoPage, method: .get, headers: headers)
            #expect((response.status == .switchingProtocols) == upgraded, "\(origin): \(response.status)")
        }
    }

    @Test func everyResponseSaysNoSniffErrorsIncluded() async throws {
        try await withTestServer(.router) { client, _ in
            for uri in ["/", "/supersimple/users", "/nowhere/users", "/supersimple/nowhere"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
            }
        }
    }

    @Test func headOfAPageAnswersWhatGetWouldWithoutTheBody() async throws {
        try await withTestServer(.router) { client, _ in
            let response = try await client.execute(uri: "/supersimple/users/2/photos/5", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.body.readableBytes == 0)
        }
    }
}
