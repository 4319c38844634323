import Foundation
public import GalleryDatabase
public import Logging
import PostgresNIO

/// The Gallery's database on a PostgreSQL server, shared by every instance started on it:
/// schema, migrations, reads and writes, over a bounded pool of connections.
///
/// The same guarantees as the SQLite ``AppDatabase``, in the server's terms: named migrations
/// run once, under a lock, however many instances start together; a database written by a
/// newer Gallery is refused untouched; one like per viewer and photo, and a revision bumped by
/// every change of a photo's likes in the transaction that made it, which also notifies the
/// other instances (``likesChannel``).
///
/// Its pool is a service of the application (``PostgresPoolService``), opened before the
/// server starts, and stopped by the application's graceful shutdown after the server:
///
/// ```swift
/// let pool = PostgresPoolService(url, logger: logger)
/// try await server.run(logger: logger, services: [pool]) {
///     let database = try await pool.open()
///     InjectedValues.install { configureGallery(&$0, backend: .postgres(database)) }
/// }
/// ```
///
/// ``run(_:logger:options:isolation:_:)`` runs one for as long as a body does, for tests.
public struct PostgresAppDatabase: Sendable {
    /// How the pool and its queries are bounded.
    public struct Options: Sendable {
        /// The most connections open to the server at once; more queries wait for one.
        public var maximumConnections = 8
        /// The longest a query may run on the server, or wait for a connection to run on,
        /// before it fails with ``PostgresDatabaseError/timedOut(url:seconds:)``.
        public var queryTimeout: Duration = .seconds(5)
        /// How long connecting to the server may take.
        public var connectTimeout: Duration = .seconds(5)
        /// The longest the migrations of a start may take, waiting for another instance's
        /// included.
        public var migrationTimeout: Duration = .seconds(60)

        public init() {}
    }

    /// Where it is; its description leaves the password out.
    public var url: PostgresURL { pool.url }
    /// Signs viewer cookies with this database's secret, the same in every instance on it.
    public let viewerCookies: ViewerCookieSigner
    /// This process among the instances on the database: the likes it notifies carry it, so it
    /// skips its own.
    public let instance: String
    let pool: PostgresPool

    /// The channel every like and unlike is notified on, with a ``LikeNotice`` as its payload.
    public static let likesChannel = "gallery_likes"

    /// Runs a pool on `url` for as long as `body` runs: migrates the database first (creating
    /// it with the sample data on the first start), then hands it to `body`. For tests and
    /// tools; an application runs ``PostgresPoolService`` among its services instead.
    ///
    /// - Throws: ``PostgresDatabaseError`` when the server cannot be reached in
    ///   ``Options/connectTimeout``, the database is newer than this Gallery, or its secret is
    ///   gone; what `body` throws.
    public static func run<R: Sendable>(
        _ url: PostgresURL, logger: Logger, options: Options = Options(), isolation: isolated (any Actor)? = #isolation,
        _ body: (PostgresAppDatabase) async throws -> R
    ) async throws -> R {
        let pool = PostgresPoolService(url, logger: logger, options: options)
        return try await withThrowingTaskGroup(of: R?.self) { group in
            group.addTask {
                await pool.run()
                return nil
            }
            defer { group.cancelAll() }
            return try await body(try await pool.open())
        }
    }

    /// PostgresNIO's client for `url`, bounded by `options`; it connects once it runs.
    static func makeClient(_ url: PostgresURL, logger: Logger, options: Options) -> PostgresClient {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: .disable
        )
        // No keep-alive query: PostgresNIO schedules a keep-alive timer (three tasks and a
        // sleep) for a connection each time it goes back to the pool, and cancels it when it is
        // leased. A connection the server dropped fails its next query (a page says the
        // database is out of reach) and the pool opens another. Connections still open on
        // demand: with a minimum, PostgresNIO 1.33's pool stops the process (a precondition)
        // when it needs a connection while fewer than the minimum are up, as after a restart.
        configuration.options.maximumConnections = options.maximumConnections
        configuration.options.keepAliveBehavior = nil
        configuration.options.connectTimeout = options.connectTimeout
        // The server ends a statement, or a transaction left open, that outlasts the bound
        // (and a second, so the bound here fires first and says so), so a query that timed out
        // here frees its connection there too.
        let milliseconds = String((options.queryTimeout + .seconds(1)) / .milliseconds(1))
        configuration.options.additionalStartupParameters = [
            ("statement_timeout", milliseconds), ("idle_in_transaction_session_timeout", milliseconds),
            ("application_name", "trellis-gallery"),
        ]
        return PostgresClient(configuration: configuration, backgroundLogger: logger)
    }

    /// The database on `client`, which runs meanwhile: reaches the server, migrates (creating
    /// the schema and the sample data on the first start) and reads the cookie secret.
    static func open(client: PostgresClient, url: PostgresURL, logger: Logger, options: Options) async throws -> PostgresAppDatabase {
        let pool = PostgresPool(client: client, url: url, logger: logger, queryTimeout: options.queryTimeout)
        try await reach(url, logger: logger, within: options.connectTimeout)
        try await PostgresMigrations.migrate(pool, within: options.migrationTimeout)
        return PostgresAppDatabase(pool: pool, viewerCookies: ViewerCookieSigner(secret: try await viewerCookieSecret(pool)))
    }

    /// Connects once, outside the pool, so a server that is not there fails the start at once
    /// with the reason (the pool would keep trying until the migrations' bound).
    private static func reach(_ url: PostgresURL, logger: Logger, within timeout: Duration) async throws {
        let connection = url.connectionConfiguration()
        let timedOut = PostgresDatabaseError.timedOut(url: url.description, seconds: Int(timeout / .seconds(1)))
        do {
            let probe = try await Deadline.run({ try await PostgresConnection.connect(configuration: connection, id: 0, logger: logger) }, within: timeout, else: timedOut)
            try await probe.close()
        } catch let error as PSQLError {
            throw PostgresDatabaseError.cannotConnect(url: url.description, reason: error.reason)
        }
    }

    private init(pool: PostgresPool, viewerCookies: ViewerCookieSigner) {
        self.pool = pool
        self.viewerCookies = viewerCookies
        self.instance = UUID().uuidString.lowercased()
    }

    /// The `secret` row viewer cookies are signed with.
    static let viewerCookieSecretName = "viewerCookie"

    private static func viewerCookieSecret(_ pool: PostgresPool) async throws -> [UInt8] {
        let value = try await pool.withConnection { connection, logger in
            try await connection.query("SELECT value FROM secret WHERE name = \(Self.viewerCookieSecretName)", logger: logger)
                .decode(ByteBuffer.self).first { _ in true }
        }
        guard let value, value.readableBytes == ViewerCookieSigner.secretLength else {
            throw PostgresDatabaseError.missingSecret(url: pool.url.description, name: Self.viewerCookieSecretName)
        }
        return Array(buffer: value)
    }
}
