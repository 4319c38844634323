import Logging
import PostgresNIO

/// The pool of connections a ``PostgresAppDatabase`` runs its queries on, every query bounded in
/// time: waiting for a connection, running, and committing together take at most
/// `queryTimeout`, and the server ends a statement that outlasts it too.
struct PostgresPool: Sendable {
    let client: PostgresClient
    let url: PostgresURL
    let logger: Logger
    let queryTimeout: Duration

    /// Runs `body` on a connection of the pool, each statement in a transaction of its own.
    @discardableResult
    func withConnection<R: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> R) async throws -> R {
        try await bounded(within: queryTimeout) { [client, logger] in
            try await client.withConnection { connection in try await body(connection, logger) }
        }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws;
    /// within `timeout`, `queryTimeout` unless given.
    @discardableResult
    func write<R: Sendable>(
        timeout: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> R
    ) async throws -> R {
        try await bounded(within: timeout ?? queryTimeout) { [client, logger] in
            try await client.withConnection { connection in
                do {
                    return try await connection.withTransaction(logger: logger) { connection in try await body(connection, logger) }
                } catch let error as PostgresTransactionError {
                    // What failed, not the wrapper: the closure's own error (a Gallery error
                    // such as an unknown photo), or the statement that began or ended it.
                    throw error.closureError ?? error.beginError ?? error.commitError ?? error
                }
            }
        }
    }

    /// `operation`, failed with ``PostgresDatabaseError/timedOut(url:seconds:)`` when it takes
    /// longer than `timeout`, and with ``PostgresDatabaseError/cannotConnect(url:reason:)``
    /// when the server is out of reach.
    ///
    /// The bound holds even when `operation` does not end on cancellation, as a query whose
    /// connection is being dropped by a restarting server may not: it runs in a task of its
    /// own, which is cancelled and left behind when the time is up, rather than in a task group,
    /// which would wait for it.
    private func bounded<R: Sendable>(within timeout: Duration, _ operation: @escaping @Sendable () async throws -> R) async throws -> R {
        let timedOut = PostgresDatabaseError.timedOut(url: url.description, seconds: Int(timeout / .seconds(1)))
        do {
            return try await Deadline.run(operation, within: timeout, else: timedOut)
        } catch let error as PSQLError where error.isConnectionProblem {
            throw PostgresDatabaseError.cannotConnect(url: url.description, reason: error.reason)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "57014" {
            // The server's own statement timeout, the backstop of this one.
            throw timedOut
        }
    }
}

extension PSQLError {
    /// Whether the connection failed, rather than the statement: the server is down, refused
    /// the user, or closed the connection.
    var isConnectionProblem: Bool {
        let connectionCodes: [Code] = [
            .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .unexpectedBackendMessage, .sslUnsupported,
            .poolClosed, .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError,
        ]
        if connectionCodes.contains(code) { return true }
        // Connection exceptions (08), bad credentials (28), a missing database (3D000), and the
        // server shutting down or restarting (57P).
        guard let state = serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("08") || state.hasPrefix("28") || state == "3D000" || state.hasPrefix("57P")
    }

    /// The server's message, or what failed underneath: postgres-nio's own description is
    /// generic on purpose, so it can never print a query's values.
    var reason: String {
        if let message = serverInfo?[.message] { return message }
        if let underlying { return "\(underlying)" }
        return "\(code)"
    }
}

extension PostgresConnection {
    /// Runs `query` to its end and drops its rows: a statement's failure arrives with its
    /// results, so a caller that reads none must still wait for them to see it.
    func run(_ query: PostgresQuery, logger: Logger) async throws {
        for try await _ in try await self.query(query, logger: logger) {}
    }
}
