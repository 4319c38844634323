public import Hummingbird
import HummingbirdWebSocket
public import Logging
import ServiceLifecycle
import UnixSignals

/// The Gallery's web server: pages, the live socket, the echo socket and static files.
///
/// ```swift
/// let server = GalleryServer(configuration: .init(host: "127.0.0.1", port: 8080))
/// try await server.run(logger: logger)          // until SIGINT or SIGTERM
/// ```
///
/// Everything a page shows comes from the registered patterns' modules, which read their
/// repositories and actions from the current Injection and Plug scope: install
/// ``configureGallery(_:database:)`` for the process first, or run the server inside a scope.
public struct GalleryServer: Sendable {
    /// Where the server listens and how much it accepts.
    public struct Configuration: Sendable {
        /// The address to bind; loopback unless told otherwise, so a demo is never exposed.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The largest request body read, in bytes; larger ones are answered 413. A form post
        /// is a few dozen bytes.
        public var maxBodySize: Int
        /// The largest WebSocket message read, in bytes; a larger one closes the socket with
        /// code 1009 (message too big). An event is a few dozen bytes.
        public var maxMessageSize: Int
        /// Which sites may open a live page's socket or post a form: the Gallery's own pages,
        /// and any extra origins named here.
        public var origins: OriginPolicy

        public init(
            host: String = "127.0.0.1", port: Int = 8080, maxBodySize: Int = 16 * 1024, maxMessageSize: Int = 4 * 1024,
            origins: OriginPolicy = OriginPolicy()
        ) {
            self.host = host
            self.port = port
            self.maxBodySize = maxBodySize
            self.maxMessageSize = maxMessageSize
            self.origins = origins
        }
    }

    public let configuration: Configuration
    /// The live pages open now.
    public let connections = LiveConnections()

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The application to run, or to test with HummingbirdTesting.
    ///
    /// - Parameters:
    ///   - logger: Where requests and failures are logged.
    ///   - onServerRunning: Called once the server listens.
    public func makeApplication(
        logger: Logger,
        onServerRunning: @escaping @Sendable () async -> Void = {}
    ) -> some ApplicationProtocol {
        Application(
            router: makeRouter(),
            server: .http1WebSocketUpgrade(
                webSocketRouter: makeSocketRouter(logger: logger),
                configuration: .init(ws: .init(maxFrameSize: configuration.maxMessageSize))
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Trellis Gallery"),
            onServerRunning: { _ in await onServerRunning() },
            logger: logger
        )
    }

    /// Runs the server until SIGINT or SIGTERM, then shuts it down gracefully: every open
    /// page is told first (it shows that the server went away and reconnects by itself),
    /// then the sockets close and in-flight requests finish.
    ///
    /// - Parameters:
    ///   - logger: Where requests and failures are logged.
    ///   - onServerRunning: Called once the server listens.
    public func run(logger: Logger, onServerRunning: @escaping @Sendable () async -> Void = {}) async throws {
        let group = ServiceGroup(
            configuration: .init(services: [makeApplication(logger: logger, onServerRunning: onServerRunning)], logger: logger)
        )
        try await withThrowingTaskGroup(of: Void.self) { signals in
            signals.addTask {
                for await _ in await UnixSignalsSequence(trapping: .sigint, .sigterm) {
                    logger.info("Shutting down: telling the open pages, then closing their sockets.")
                    await connections.tellClosing(Self.closingMessage)
                    await group.triggerGracefulShutdown()
                    return
                }
            }
            // Once the server has stopped (after a signal, or because it failed), stop
            // listening for signals; a signal never cancels the server, it shuts it down.
            defer { signals.cancelAll() }
            try await group.run()
        }
    }

    /// What open pages are told when the server shuts down.
    public static let closingMessage = "The Gallery server is shutting down. This page reconnects when it is back."
}
