import GRDB
import Gallery
import GalleryDatabase
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import LiveScreens
import Testing

/// The viewer cookie through the server: only cookies the Gallery issued, with its database's
/// secret, name a viewer; any other cookie is treated as absent and a fresh viewer is issued.
@Suite("Viewer cookies")
struct ViewerCookieTests {
    static let photoPage = "/supersimple/users/1/photos/1"

    /// Opens photo 1's page with `cookie` on the request and likes it with the page's form, as a
    /// browser does: with the cookie the page issued, if it issued one, and the page's form
    /// token. Returns the viewer cookie the page issued, if any.
    static func like(_ client: any TestClientProtocol, cookie: HTTPFields) async throws -> String? {
        let page = try await client.execute(uri: photoPage, method: .get, headers: cookie)
        let issued = TestGallery.issuedCookie(page)
        let token = try #require(TestGallery.formToken(in: String(buffer: page.body)), "the page's like form has a token")
        var (headers, body) = TestGallery.form("type=like&photo=1&formToken=\(token)")
        headers.append(contentsOf: issued.map(TestGallery.unsignedCookie) ?? cookie)
        let response = try await client.execute(uri: photoPage, method: .post, headers: headers, body: body)
        #expect(response.status == .ok)
        return issued
    }

    /// The viewers who like photo 1.
    static func likers(_ database: AppDatabase) async throws -> [String] {
        try await database.reader.read { db in try String.fetchAll(db, sql: "SELECT viewer FROM photoLike WHERE photoID = 1") }
    }

    @Test func aSelfMintedIdIsNotHonouredAndTheLikeGoesToAFreshViewer() async throws {
        try await withTestServer(.router) { client, database in
            let issued = try #require(try await Self.like(client, cookie: TestGallery.unsignedCookie("minted-viewer")))
            let fresh = try #require(database.viewerCookies.viewer(fromValue: issued), "the new cookie is signed")
            #expect(fresh.id != "minted-viewer")
            #expect(try await Self.likers(database) == [fresh.id], "the like is the fresh viewer's, not the minted id's")
        }
    }

    @Test func aCookieSignedWithAnotherDatabasesSecretIsRefused() async throws {
        let elsewhere = try AppDatabase.inMemory()
        try await withTestServer(.router) { client, database in
            let issued = try await Self.like(client, cookie: TestGallery.cookie("from-elsewhere", for: elsewhere))
            #expect(issued != nil, "a fresh viewer is issued")
            let likers = try await Self.likers(database)
            #expect(likers.count == 1)
            #expect(!likers.contains("from-elsewhere"))
        }
    }

    @Test func aTamperedIdOrMACIsRefused() async throws {
        try await withTestServer(.router) { client, database in
            let value = database.viewerCookies.value(for: Viewer(id: "honest")!)
            let mac = value.split(separator: ".")[1]
            let flipped = value.dropLast() + (value.last == "0" ? "1" : "0")
            for tampered in ["impostor.\(mac)", String(flipped), String(value.dropLast(2)), "honest"] {
                let issued = try await Self.like(client, cookie: TestGallery.unsignedCookie(tampered))
                #expect(issued != nil, "\(tampered) is treated as no cookie")
            }
            let likers = try await Self.likers(database)
            #expect(likers.count == 4, "four fresh viewers")
            #expect(!likers.contains("honest") && !likers.contains("impostor"))
        }
    }

    @Test func aSignedCookieIsHonouredAndNotReissued() async throws {
        try await withTestServer(.router) { client, database in
            let issued = try await Self.like(client, cookie: TestGallery.cookie("honest", for: database))
            #expect(issued == nil)
            #expect(try await Self.likers(database) == ["honest"])
        }
    }

    @Test func anIssuedCookieRoundTripsAcrossARestartOnTheSameFile() async throws {
        let path = try TestGallery.temporaryDatabasePath()
        let first = try AppDatabase.open(path: path)
        let issued = try await withTestServer(.router, database: first) { client, _ in
            try #require(try await Self.like(client, cookie: [:]))
        }
        #expect(Viewer(id: issued) == nil, "the issued value is signed, not a bare id")
        try first.close()

        let second = try AppDatabase.open(path: path)
        try await withTestServer(.router, database: second) { client, _ in
            let response = try await client.execute(uri: Self.photoPage, method: .get, headers: TestGallery.unsignedCookie(issued))
            #expect(TestGallery.issuedCookie(response) == nil, "the restarted server knows the cookie")
            let html = String(buffer: response.body)
            #expect(html.contains(">1 like<"))
            #expect(html.contains(#"aria-pressed="true""#), "the viewer still likes the photo")
        }
        try second.close()
    }
}
