public import Logging
import PostgresNIO
public import ServiceLifecycle

/// The connections to a PostgreSQL server, as a service of the application: PostgresNIO's client
/// opens, keeps and closes them for as long as ``run()`` runs, and the application's graceful
/// shutdown stops it after the services added after it (the likes relay, the server).
///
/// ``open()`` makes the ``PostgresAppDatabase`` on it once it runs: before the server starts.
public struct PostgresPoolService: Service {
    /// Where it connects; its description leaves the password out.
    public let url: PostgresURL
    private let client: PostgresClient
    private let logger: Logger
    private let options: PostgresAppDatabase.Options

    /// A pool on `url`; nothing connects until it runs.
    public init(_ url: PostgresURL, logger: Logger, options: PostgresAppDatabase.Options = PostgresAppDatabase.Options()) {
        self.url = url
        self.logger = logger
        self.options = options
        client = PostgresAppDatabase.makeClient(url, logger: logger, options: options)
    }

    /// Runs the client until the application shuts down (PostgresNIO's client ends at a graceful
    /// shutdown or a cancellation).
    public func run() async {
        await client.run()
    }

    /// Reaches the server, migrates the database (creating it with the sample data on the first
    /// start) and reads its cookie secret; the service must be running.
    ///
    /// - Throws: ``PostgresDatabaseError`` when the server cannot be reached in
    ///   ``PostgresAppDatabase/Options/connectTimeout``, the database is newer than this Gallery,
    ///   or its secret is gone.
    public func open() async throws -> PostgresAppDatabase {
        try await PostgresAppDatabase.open(client: client, url: url, logger: logger, options: options)
    }
}
