import Foundation
import Gallery
import GalleryDatabase
import GalleryDomain
import GalleryPostgres
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import LiveScreens
import Logging
import Trellis

/// What the Gallery's tests share: a quiet logger, a fresh database per test, servers on a
/// free port.
enum TestGallery {
    static let logger: Logger = {
        var logger = Logger(label: "gallery-tests")
        logger.logLevel = .critical
        return logger
    }()

    /// A server on a free loopback port.
    ///
    /// Its origins also allow `ws://localhost`: the WebSocket test client (WSClient) sends that
    /// `Origin` — the socket's own scheme, and no port — which a browser never does.
    static func server() -> GalleryServer {
        GalleryServer(configuration: .init(port: 0, origins: OriginPolicy(extraOrigins: ["ws://localhost"])))
    }

    /// A fresh file in a new temporary folder, for tests that reopen a database.
    static func temporaryDatabasePath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("gallery.sqlite").path
    }

    /// Headers that carry `viewer`'s cookie, signed as a server on `database` issues it.
    static func cookie(_ viewer: String, for database: any TestDatabase) -> HTTPFields {
        unsignedCookie(database.viewerCookies.value(for: Viewer(id: viewer)!))
    }

    /// Headers of a WebSocket upgrade from `origin` carrying `viewer`'s cookie, written by hand:
    /// the WebSocket test client always sends an `Origin` of its own.
    static func upgrade(from origin: String, as viewer: String, for database: any TestDatabase) -> HTTPFields {
        var headers = cookie(viewer, for: database)
        headers[.origin] = origin
        headers[.connection] = "Upgrade"
        headers[.upgrade] = "websocket"
        headers[.secWebSocketVersion] = "13"
        headers[.secWebSocketKey] = "dGhlIHNhbXBsZSBub25jZQ=="
        return headers
    }

    /// Headers that carry `value` as the viewer cookie, as it is: for cookies a server did not
    /// issue.
    static func unsignedCookie(_ value: String) -> HTTPFields {
        [.cookie: "gallery-viewer=\(value)"]
    }

    /// The viewer cookie's value that `response` sets, if it sets one.
    static func issuedCookie(_ response: TestResponse) -> String? {
        guard let header = response.headers[.setCookie], header.hasPrefix("gallery-viewer=") else { return nil }
        return String(header.dropFirst("gallery-viewer=".count).prefix { $0 != ";" })
    }

    /// A like form post body.
    static func form(_ fields: String) -> (HTTPFields, ByteBuffer) {
        ([.contentType: "application/x-www-form-urlencoded"], ByteBuffer(string: fields))
    }

    /// A form post as a page the Gallery rendered for `viewer` sends it: the viewer's signed
    /// cookie, and `fields` with the viewer's form token.
    static func form(_ fields: String, as viewer: String, for database: any TestDatabase) -> (HTTPFields, ByteBuffer) {
        var (headers, body) = form(fields + "&formToken=" + formToken(viewer, for: database))
        headers.append(contentsOf: cookie(viewer, for: database))
        return (headers, body)
    }

    /// The form token a server on `database` renders into `viewer`'s forms.
    static func formToken(_ viewer: String, for database: any TestDatabase) -> String {
        database.viewerCookies.formToken(for: Viewer(id: viewer)!)
    }

    /// The form token in a page's or fragment's first form, if it has one.
    static func formToken(in html: String) -> String? {
        html.firstMatch(of: /<input type="hidden" name="formToken" value="([0-9a-f]+)">/).map { String($0.output.1) }
    }
}

/// Runs `body` in a Gallery scope on a fresh in-memory database (or `database`), at `time`: a
/// `TestClock` behind `\.continuousClock` and a date that moves with it.
@discardableResult
func withTestGallery<R>(
    _ database: AppDatabase? = nil,
    time: TestTime = TestTime(),
    isolation: isolated (any Actor)? = #isolation,
    _ body: (AppDatabase) async throws -> R
) async throws -> R {
    let database = try database ?? AppDatabase.inMemory()
    return try await withTestGallery(scopedTo: database, time: time) { try await body(database) }
}

/// Runs `body` in a Gallery scope on a new database on `backend`, at `time`; PostgreSQL bounds
/// each query by `queryTimeout`.
@discardableResult
func withTestGallery<R: Sendable>(
    on backend: TestBackend,
    time: TestTime = TestTime(),
    queryTimeout: Duration = PostgresAppDatabase.Options().queryTimeout,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (any TestDatabase) async throws -> R
) async throws -> R {
    try await withTestDatabase(backend, queryTimeout: queryTimeout) { database in
        try await withTestGallery(scopedTo: database, time: time) { try await body(database) }
    }
}

/// Runs `body` in a Gallery scope on `database`, at `time`.
func withTestGallery<R>(
    scopedTo database: any TestDatabase,
    time: TestTime,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
) async throws -> R {
    try await withOverrides {
        time.install(in: &$0)
        configureGallery(&$0, backend: database.backend)
    } operation: {
        try await body()
    }
}

/// Runs `body` against a Gallery server in a Gallery scope on a fresh in-memory database (or
/// `database`), at `time`: `.router` calls the routes in process, `.live` serves a free
/// loopback port.
@discardableResult
func withTestServer<R: Sendable>(
    _ setup: TestingSetup,
    database: AppDatabase? = nil,
    time: TestTime = TestTime(),
    server: GalleryServer = TestGallery.server(),
    _ body: @Sendable (any TestClientProtocol, AppDatabase) async throws -> R
) async throws -> R {
    let database = try database ?? AppDatabase.inMemory()
    return try await withTestServer(setup, on: database, time: time, server: server) { client in
        try await body(client, database)
    }
}

/// Runs `body` against a Gallery server on `database`, at `time`.
@discardableResult
func withTestServer<R: Sendable>(
    _ setup: TestingSetup,
    on database: any TestDatabase,
    time: TestTime = TestTime(),
    server: GalleryServer = TestGallery.server(),
    _ body: @Sendable (any TestClientProtocol) async throws -> R
) async throws -> R {
    try await withTestGallery(scopedTo: database, time: time) {
        try await server.makeApplication(logger: TestGallery.logger).test(setup) { client in
            try await body(client)
        }
    }
}

/// Fails with a clear message instead of hanging when `body` takes longer than `seconds`.
@discardableResult
func withTimeout<R: Sendable>(
    _ seconds: Double = 60, _ what: String = "the test",
    _ body: @escaping @Sendable () async throws -> R
) async throws -> R {
    try await withThrowingTaskGroup(of: R?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            // Only a bound for a test that would otherwise hang: a passing test never waits it.
            try await Task.sleep(for: .seconds(seconds))
            return nil
        }
        guard let first = try await group.next(), let result = first else {
            group.cancelAll()
            throw TimeoutError(what: what, seconds: seconds)
        }
        group.cancelAll()
        return result
    }
}

struct TimeoutError: Error, CustomStringConvertible {
    let what: String
    let seconds: Double
    var description: String { "\(what) took longer than \(seconds) s" }
}
