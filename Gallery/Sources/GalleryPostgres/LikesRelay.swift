public import GalleryDomain
public import ServiceLifecycle

/// Hands this instance's pages the likes other instances make
/// (``PostgresAppDatabase/relayLikes(to:retryDelay:listening:)``), as a service of the
/// application: it starts relaying once ``relay(from:to:)`` hands it the database and the likes
/// hub, before the server starts, and the application's graceful shutdown ends it, after the
/// server and before the pool (``PostgresPoolService``) it listens on.
public final class LikesRelay: Service, Sendable {
    private let handedOver: AsyncStream<(PostgresAppDatabase, LikeUpdates)>
    private let handOver: AsyncStream<(PostgresAppDatabase, LikeUpdates)>.Continuation
    private let retryDelay: Duration
    private let listening: @Sendable () async -> Void

    /// - Parameters:
    ///   - retryDelay: The first wait before listening again after the connection is lost.
    ///   - listening: Called each time the relay listens; for tests and scripts.
    public init(retryDelay: Duration = .milliseconds(250), listening: @escaping @Sendable () async -> Void = {}) {
        (handedOver, handOver) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.retryDelay = retryDelay
        self.listening = listening
    }

    /// Relays the likes made on `database` by other instances to `updates`; once.
    public func relay(from database: PostgresAppDatabase, to updates: LikeUpdates) {
        handOver.yield((database, updates))
        handOver.finish()
    }

    /// Waits to be handed the database, then relays until the application shuts down.
    public func run() async {
        await cancelWhenGracefulShutdown { [handedOver, retryDelay, listening] in
            for await (database, updates) in handedOver {
                await database.relayLikes(to: updates, retryDelay: retryDelay, listening: listening)
            }
        }
    }
}
