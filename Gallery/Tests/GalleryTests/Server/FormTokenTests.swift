import Foundation
import GRDB
import Gallery
import GalleryDatabase
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import LiveScreens
import Testing

/// A form post changes something only with the token the Gallery rendered into its viewer's
/// page: a post another site makes without an `Origin` header (an old browser, some privacy
/// settings) carries the viewer's cookie but cannot carry the token.
@Suite("Form tokens")
struct FormTokenTests {
    static let photoPage = "/supersimple/users/1/photos/1"

    /// Posts `fields` as `viewer` (signed cookie, no `Origin`), and checks the post is refused
    /// with the reload message and writes nothing.
    static func expectRefused(_ fields: String, as viewer: String, _ what: Comment) async throws {
        try await withTestGallery { database in
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                var (headers, body) = TestGallery.form(fields)
                headers.append(contentsOf: TestGallery.cookie(viewer, for: database))
                let response = try await client.execute(uri: Self.photoPage, method: .post, headers: headers, body: body)
                #expect(response.status == .forbidden, what)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8", what)
                #expect(String(buffer: response.body).contains("Reload the page"), what)
            }
            let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
            #expect(stored == 0, what)
        }
    }

    @Test func aPostWithoutATokenIsRefusedAndWritesNothing() async throws {
        try await Self.expectRefused("type=like&photo=1", as: "victim", "no token")
        try await Self.expectRefused("type=like&photo=1&formToken=", as: "victim", "an empty token")
    }

    @Test func aPostWithAnotherViewersTokenIsRefusedAndWritesNothing() async throws {
        let database = try AppDatabase.inMemory()
        try await withTestGallery(database) { database in
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                var (headers, body) = TestGallery.form("type=like&photo=1&formToken=" + TestGallery.formToken("attacker", for: database))
                headers.append(contentsOf: TestGallery.cookie("victim", for: database))
                let response = try await client.execute(uri: Self.photoPage, method: .post, headers: headers, body: body)
                #expect(response.status == .forbidden)
            }
            let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
            #expect(stored == 0)
        }
    }

    @Test func aPostWithATamperedTokenIsRefusedAndWritesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let token = TestGallery.formToken("victim", for: database)
        let flipped = token.dropLast() + (token.last == "0" ? "1" : "0")
        let cookieMAC = database.viewerCookies.value(for: Viewer(id: "victim")!).split(separator: ".")[1]
        for tampered in [String(flipped), String(token.dropLast(2)), token.uppercased(), String(cookieMAC)] {
            try await withTestGallery(database) { database in
                try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                    var (headers, body) = TestGallery.form("type=like&photo=1&formToken=" + tampered)
                    headers.append(contentsOf: TestGallery.cookie("victim", for: database))
                    let response = try await client.execute(uri: Self.photoPage, method: .post, headers: headers, body: body)
                    #expect(response.status == .forbidden, "\(tampered)")
                }
            }
        }
        let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
        #expect(stored == 0)
    }

    @Test func aPostWithATokenButNoCookieIsRefused() async throws {
        try await withTestServer(.router) { client, database in
            let (headers, body) = TestGallery.form("type=like&photo=1&formToken=" + TestGallery.formToken("victim", for: database))
            let response = try await client.execute(uri: Self.photoPage, method: .post, headers: headers, body: body)
            #expect(response.status == .forbidden)
            #expect(TestGallery.issuedCookie(response) == nil, "a refused post issues no viewer")
            let stored = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
            #expect(stored == 0)
        }
    }

    /// A first visit: the page that issues the cookie renders its forms with the new viewer's
    /// token, so its like form and HAL's form work straight away.
    @Test func theFormsOfTheFirstPageAViewerSeesWork() async throws {
        try await withTestServer(.router) { client, database in
            let page = try await client.execute(uri: Self.photoPage, method: .get)
            let html = String(buffer: page.body)
            let issued = try #require(TestGallery.issuedCookie(page))
            let viewer = try #require(database.viewerCookies.viewer(fromValue: issued))
            let token = try #require(TestGallery.formToken(in: html))
            #expect(token == database.viewerCookies.formToken(for: viewer), "the new viewer's token")
            #expect(html.components(separatedBy: #"name="formToken""#).count - 1 == 2, "in the like form and HAL's form")

            for fields in ["type=like&photo=1", "type=openPodBayDoors"] {
                var (headers, body) = TestGallery.form(fields + "&formToken=" + token)
                headers.append(contentsOf: TestGallery.unsignedCookie(issued))
                let response = try await client.execute(uri: Self.photoPage, method: .post, headers: headers, body: body)
                #expect(response.status == .ok, "\(fields)")
                #expect(TestGallery.formToken(in: String(buffer: response.body)) == token, "the answer's forms carry the token too")
            }
            let likers = try await database.reader.read { db in try String.fetchAll(db, sql: "SELECT viewer FROM photoLike") }
            #expect(likers == [viewer.id])
        }
    }

    /// A page whose socket dropped posts its forms as plain HTML, fragments included: the
    /// fragments a socket sends carry the viewer's token too.
    @Test func theFragmentsALiveSocketSendsCarryTheViewersToken() async throws {
        try await withTestServer(.live) { client, database in
            try await withTimeout {
                try await client.ws(
                    LiveSocketTests.photoPage, configuration: LiveSocketTests.configuration(viewer: "socket-viewer", database: database)
                ) { inbound, _, _ in
                    var messages = PageMessages(inbound)
                    let token = TestGallery.formToken("socket-viewer", for: database)
                    let photo = try await messages.fragment("photo")
                    let likes = try await messages.fragment("likes")
                    #expect(TestGallery.formToken(in: photo.html) == token, "HAL's form")
                    #expect(TestGallery.formToken(in: likes.html) == token, "the like form")
                }
            }
        }
    }
}
