@testable import Gallery
import Hummingbird
import HummingbirdTesting
import Testing

/// A page's body is read by Hummingbird up to the request context's `maxUploadSize`, which is
/// the server's `maxBodySize`: one byte more is answered 413, in the Gallery's words.
@Suite("The pages' request context")
struct GalleryRequestContextTests {
    @Test func theUploadLimitIsTheServersOnEveryRequest() async throws {
        let router = Router(context: GalleryRequestContext.self)
        router.add(middleware: GalleryRequestContext.UploadLimit(maxUploadSize: 123))
        router.get("/limit") { _, context in "\(context.maxUploadSize)" }
        try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/limit", method: .get)
            #expect(String(buffer: response.body) == "123")
        }
    }

    @Test func aFormUpToTheConfiguredLimitIsReadAndOneByteMoreIs413() async throws {
        // A like with its form token (64 hex digits) is exactly this long.
        let limit = "type=like&photo=1&formToken=".utf8.count + 64
        let server = GalleryServer(configuration: .init(port: 0, maxBodySize: limit))
        try await withTestServer(.router, server: server) { client, database in
            var (headers, body) = TestGallery.form("type=like&photo=1", as: "limited", for: database)
            #expect(body.readableBytes == limit)
            let read = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            #expect(read.status == .ok, "a form of exactly the limit is read")

            (headers, body) = TestGallery.form("type=like&photo=1&x", as: "limited", for: database)
            let refused = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
            #expect(refused.status == .contentTooLarge)
            #expect(refused.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(String(buffer: refused.body) == "A form is at most \(limit) bytes; this one is larger.\n")
        }
    }
}
