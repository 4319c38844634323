import Gallery
import GalleryDatabase
import GalleryDomain
@testable import GalleryPostgres
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import PostgresNIO
import Testing

/// A PostgreSQL server that does not answer in time — here, a table locked by another
/// session — is an outage: a page load is 503 and a click an error event, each saying the
/// database cannot be reached and naming no server, and the next request after it answers
/// again works, with nothing restarted.
@Suite("The database out of reach")
struct DatabaseOutageTests {
    @Test func aPageLoadIs503WithoutTheServersNameAndTheNextOneWorks() async throws {
        try await withQuickDatabase { database, url in
            try await withTestServer(.router, on: database) { client in
                try await TestPostgres.administer(url, database: url.database) { admin in
                    try await admin.run("BEGIN", logger: TestGallery.logger)
                    try await admin.run(#"LOCK TABLE "user" IN ACCESS EXCLUSIVE MODE"#, logger: TestGallery.logger)
                    let response = try await client.execute(uri: "/supersimple/users", method: .get)
                    #expect(response.status == .serviceUnavailable)
                    #expect(response.headers[.retryAfter] != nil)
                    let body = String(buffer: response.body)
                    #expect(body.contains(PostgresDatabaseError.pageMessage), "\(body)")
                    #expect(!body.contains(url.host) && !body.contains("postgres"), "\(body)")
                    try await admin.run("ROLLBACK", logger: TestGallery.logger)
                }
                let after = try await client.execute(uri: "/supersimple/users", method: .get)
                #expect(after.status == .ok)
            }
        }
    }

    @Test func aClickIsAnErrorEventWithoutTheServersNameAndTheNextOneWorks() async throws {
        try await withQuickDatabase { database, url in
            try await withTestServer(.live, on: database) { client in
                try await withTimeout {
                    let configuration = WebSocketClientConfiguration(additionalHeaders: TestGallery.cookie("patient", for: database))
                    try await client.ws(LiveSocketTests.photoPage, configuration: configuration) { inbound, outbound, _ in
                        var messages = PageMessages(inbound)
                        _ = try await messages.fragment("likes")
                        try await TestPostgres.administer(url, database: url.database) { admin in
                            try await admin.run("BEGIN", logger: TestGallery.logger)
                            try await admin.run(#"LOCK TABLE "photoLike" IN ACCESS EXCLUSIVE MODE"#, logger: TestGallery.logger)
                            try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                            // The "What just happened" panel comes first, then the error line.
                            let panel = try await messages.next { $0.type == "activity" }
                            #expect(panel.html.contains("cannot be reached just now"), "\(panel.html)")
                            #expect(!panel.html.contains("postgres") && !panel.html.contains(url.host), "\(panel.html)")
                            let reply = try await messages.next { $0.type == "error" }
                            #expect(reply.message == PostgresDatabaseError.pageMessage)
                            try await admin.run("ROLLBACK", logger: TestGallery.logger)
                        }
                        try await outbound.write(.text(#"{"type":"like","photo":1}"#))
                        #expect(try await messages.fragment("likes").html.contains(">1 like<"), "the click after the outage went through")
                        #expect(try await database.storedLikeRows() == 1, "the like in the outage was not stored")
                    }
                }
            }
        }
    }

    /// A new database whose queries give up after a second, so an outage is quick to see.
    private func withQuickDatabase(_ body: (PostgresAppDatabase, PostgresURL) async throws -> Void) async throws {
        try await TestPostgres.withNewDatabase { url in
            var options = PostgresAppDatabase.Options()
            options.queryTimeout = .seconds(1)
            try await PostgresAppDatabase.run(url, logger: TestGallery.logger, options: options) { database in
                try await body(database, url)
            }
        }
    }
}
