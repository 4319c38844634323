import GRDB
import Gallery
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import LiveScreens
import Testing

/// An error's body says what went wrong in the Gallery's own words, and never repeats what the
/// request sent: a link on another site cannot put its text on a Gallery page.
@Suite("Error bodies")
struct ErrorBodyTests {
    /// Sent in every request below; no body may hold any of it.
    static let marker = "zqxmarker"
    static let html = "text/html; charset=utf-8"
    static let text = "text/plain; charset=utf-8"

    static func expect(
        _ response: TestResponse, _ status: HTTPResponse.Status, type: String, _ what: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let body = String(buffer: response.body)
        #expect(response.status == status, what, sourceLocation: sourceLocation)
        #expect(response.headers[.contentType] == type, what, sourceLocation: sourceLocation)
        #expect(response.headers[.xContentTypeOptions] == "nosniff", what, sourceLocation: sourceLocation)
        #expect(!body.isEmpty, what, sourceLocation: sourceLocation)
        #expect(!body.lowercased().contains(marker), "\(what): \(body)", sourceLocation: sourceLocation)
    }

    @Test func anUnknownPatternOrPageIsTheNotFoundPage() async throws {
        try await withTestServer(.router) { client, _ in
            for uri in ["/\(Self.marker)", "/\(Self.marker)/users", "/supersimple/\(Self.marker)", "/supersimple/users/\(Self.marker)"] {
                Self.expect(try await client.execute(uri: uri, method: .get), .notFound, type: Self.html, "GET \(uri)")
            }
            let head = try await client.execute(uri: "/\(Self.marker)/users", method: .head)
            #expect(head.status == .notFound)
        }
    }

    @Test func aRouteThatDoesNotExistIsPlainText() async throws {
        try await withTestServer(.router) { client, _ in
            for method in [HTTPRequest.Method.put, .delete, .patch] {
                let response = try await client.execute(uri: "/supersimple/\(Self.marker)", method: method)
                Self.expect(response, .notFound, type: Self.text, "\(method)")
            }
        }
    }

    @Test(arguments: [
        "type=zqxmarker", "type=like&photo=zqxmarker", "type=openUser", "zqxmarker=1",
    ])
    func aMalformedFormIsPlainTextThatDoesNotRepeatIt(fields: String) async throws {
        try await withTestServer(.router) { client, database in
            let (headers, body) = TestGallery.form(fields, as: "clumsy", for: database)
            let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            Self.expect(response, .badRequest, type: Self.text, "\(fields)")
        }
    }

    @Test func aFormThatIsNotURLEncodedIsPlainText() async throws {
        try await withTestServer(.router) { client, database in
            var (headers, body) = TestGallery.form("%zz\(Self.marker)=%")
            headers.append(contentsOf: TestGallery.cookie("clumsy", for: database))
            let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            Self.expect(response, .badRequest, type: Self.text, "not URL-encoded")
        }
    }

    @Test func aRefusedPostIsPlainTextThatNamesNeitherOriginNorFields() async throws {
        try await withTestServer(.router) { client, database in
            var (headers, body) = TestGallery.form("type=like&photo=1&note=\(Self.marker)", as: "victim", for: database)
            headers[.origin] = "https://\(Self.marker).example"
            var response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            Self.expect(response, .forbidden, type: Self.text, "another origin")

            (headers, body) = TestGallery.form("type=like&photo=1&formToken=\(Self.marker)")
            headers.append(contentsOf: TestGallery.cookie("victim", for: database))
            response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            Self.expect(response, .forbidden, type: Self.text, "no valid token")
        }
    }

    @Test func anOversizedBodyIsPlainText() async throws {
        try await withTestServer(.router) { client, _ in
            let body = ByteBuffer(string: "type=\(Self.marker)&padding=" + String(repeating: Self.marker, count: 8 * 1024))
            let announced = try await client.execute(
                uri: "/supersimple/users/1/photos/1", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"], body: body
            )
            Self.expect(announced, .contentTooLarge, type: Self.text, "a body announced larger than the limit")
        }
    }

    /// A refused live socket's request goes on to the pages' router, or is answered by
    /// hummingbird-websocket with an empty redirect: neither repeats the request.
    @Test func aRefusedLiveSocketDoesNotRepeatTheRequest() async throws {
        try await withTestServer(.live) { client, database in
            let uri = "/live?pattern=\(Self.marker)&path=\(Self.marker)"
            Self.expect(try await client.execute(uri: uri, method: .get), .notFound, type: Self.html, "a plain GET of /live")

            let headers = TestGallery.upgrade(from: "https://\(Self.marker).example", as: "victim", for: database)
            // Answered with Connection: close, so the last request of this client.
            let response = try await client.execute(uri: uri, method: .get, headers: headers)
            #expect(response.status != .switchingProtocols)
            #expect(!String(buffer: response.body).contains(Self.marker))
        }
    }
}
