import GalleryProtection
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore
public import ServiceLifecycle
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
        /// The largest request body read, in bytes; larger ones are answered 413. Default
        /// ``defaultMaxBodySize``, 16 KiB: a form post is a few dozen bytes.
        ///
        /// It is the pages' request context's `maxUploadSize`, which Hummingbird reads a body
        /// up to when it decodes one.
        public var maxBodySize: Int
        /// The default ``maxBodySize``: 16 KiB.
        public static let defaultMaxBodySize = 16 * 1024
        /// The largest WebSocket message read, in bytes; a larger one closes the socket with
        /// code 1009 (message too big). An event is a few dozen bytes.
        public var maxMessageSize: Int
        /// Which sites may open a live page's socket or post a form: the Gallery's own pages,
        /// and any extra origins named here.
        public var origins: OriginPolicy
        /// How long a request's head (request line and headers) may take to arrive once its
        /// first byte has; a slower one is answered 408 and its connection closed. 10 s by
        /// default: a browser sends a head at once, so only a stalled or hostile client waits
        /// that long, each holding a connection and a descriptor while it does.
        public var headerTimeout: Duration
        /// How long a connection may stay silent with no request in progress — a new one that
        /// sends nothing, a kept-alive one between requests — or with a request body half sent;
        /// then it is closed. 30 s by default: browsers open a connection when they need one
        /// and reopen one that was closed. Live sockets are not HTTP connections: their pings
        /// keep them alive.
        public var idleTimeout: Duration
        /// The most connections open at once, live sockets included; the next ones wait in the
        /// listen backlog until one closes, and the log says the cap was reached. By default
        /// it stays clear of the process's file descriptor limit (`ulimit -n`, read at
        /// start-up): an eighth of the descriptors, at least 64, are left for everything else,
        /// and at most 4,096 connections are accepted. Above the limit, `accept` would fail and
        /// every page and socket with it.
        public var maxConnections: Int

        /// The default ``maxConnections``: the process's file descriptor limit, read once, less
        /// an eighth of it (at least 64), and at most 4,096.
        public static let defaultMaxConnections = DescriptorLimit.connectionCap(for: DescriptorLimit.current())
        /// How many of ``maxConnections`` stay free for new connections; at most half the cap
        /// (a larger value counts as half). Default ``defaultConnectionReserve``, 32.
        ///
        /// Once `maxConnections - connectionReserve` are open, each new connection closes
        /// another: the oldest that is idle or still sending its request, or else the newest
        /// live socket of the client holding the most (a request being answered is never
        /// closed), and the log says so once every 10 s with counts. So one client holding
        /// half-sent requests or live sockets cannot keep a new request waiting behind the cap
        /// until a timeout frees a connection. 0 turns shedding off: the cap alone applies.
        public var connectionReserve: Int
        /// The default ``connectionReserve``: 32, more than the connections a browser opens at
        /// once to load a page.
        public static let defaultConnectionReserve = 32
        /// The reserve in force: ``connectionReserve``, at most half of ``maxConnections``.
        var effectiveConnectionReserve: Int {
            min(max(0, connectionReserve), maxConnections / 2)
        }

        /// The most messages waiting to be written to one live page; at least 2. Default 64.
        ///
        /// A page reads its next event only while fewer than half of these wait, so a page that
        /// stops reading stops being read from, and the replies to one event (a screen is half
        /// a dozen messages) always fit. Updates pushed from elsewhere — other viewers' likes —
        /// that find it full close the socket instead of waiting for it: the page reconnects
        /// and is sent the whole screen. 64 messages of a few KiB each is a few hundred KiB at
        /// most per page, and a page that reads is never more than a handful behind.
        public var liveOutboxCapacity: Int
        /// How long one write to a live page may wait for the page to read before its socket
        /// is closed. Default 10 seconds.
        ///
        /// A page that reads nothing fills the kernel's buffers, then NIO's 64 KiB, and then its
        /// writes wait; swift-websocket's auto-ping cannot close such a page, as its ping waits
        /// too. Ten seconds is far longer than a page that reads ever takes, and short enough
        /// that a client cannot pin many sockets open by not reading.
        ///
        /// It is also how long a live page has, once a graceful shutdown has begun, to take its
        /// closing message and close its socket; then the socket is closed, so a page that
        /// neither reads nor answers cannot hold the shutdown up (``ClosingNotice``).
        public var liveWriteTimeout: Duration
        /// The events a second one live page may send, on average. Default 10.
        ///
        /// A person clicks a few times a second; each like is fanned out to every page on the
        /// photo, so a script pipelining likes would otherwise take the server from everyone.
        /// An event over the limit is not applied, and the socket reads nothing more from the
        /// page until the limit allows another, so a flood waits in TCP's buffers, not in the
        /// server's time; the page is told with an error event, at most once a second.
        public var liveEventsPerSecond: Int
        /// The events one live page may send at once, after a quiet moment, before
        /// ``liveEventsPerSecond`` applies. Default 20: a burst of quick clicks is never refused.
        public var liveEventBurst: Int

        public init(
            host: String = "127.0.0.1", port: Int = 8080, maxBodySize: Int = Configuration.defaultMaxBodySize, maxMessageSize: Int = 4 * 1024,
            origins: OriginPolicy = OriginPolicy(),
            headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(30),
            maxConnections: Int = Configuration.defaultMaxConnections,
            connectionReserve: Int = Configuration.defaultConnectionReserve,
            liveOutboxCapacity: Int = 64,
            liveWriteTimeout: Duration = .seconds(10),
            liveEventsPerSecond: Int = 10,
            liveEventBurst: Int = 20
        ) {
            self.host = host
            self.port = port
            self.maxBodySize = maxBodySize
            self.maxMessageSize = maxMessageSize
            self.origins = origins
            self.headerTimeout = headerTimeout
            self.idleTimeout = idleTimeout
            self.maxConnections = maxConnections
            self.connectionReserve = connectionReserve
            self.liveOutboxCapacity = liveOutboxCapacity
            self.liveWriteTimeout = liveWriteTimeout
            self.liveEventsPerSecond = liveEventsPerSecond
            self.liveEventBurst = liveEventBurst
        }

        /// The live socket's limits, as one value.
        var liveSocketLimits: LiveSocketLimits {
            LiveSocketLimits(
                outboxCapacity: liveOutboxCapacity,
                writeTimeout: liveWriteTimeout,
                eventsPerSecond: liveEventsPerSecond,
                eventBurst: liveEventBurst
            )
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
    /// A graceful shutdown of the service that runs it (SIGINT or SIGTERM under
    /// ``run(logger:services:beforeServerStarts:onServerRunning:)``, the end of a
    /// HummingbirdTesting test) tells every open live page first (it shows that the server went
    /// away and reconnects by itself), then closes the sockets and lets in-flight requests
    /// finish; then `services` stop, the last first.
    ///
    /// - Parameters:
    ///   - logger: Where requests and failures are logged.
    ///   - services: What runs alongside the server, started before it and stopped after it
    ///     (the PostgreSQL pool, then the likes relay that listens on it).
    ///   - beforeServerStarts: Runs once `services` have started and before the server
    ///     listens (opening the database on the pool); an error stops the application.
    ///   - onServerRunning: Called once the server listens.
    public func makeApplication(
        logger: Logger,
        services: [any Service] = [],
        beforeServerStarts: @escaping @Sendable () async throws -> Void = {},
        onServerRunning: @escaping @Sendable () async -> Void = {}
    ) -> some ApplicationProtocol {
        var application = Application(
            router: makeRouter(),
            server: makeServerBuilder(logger: logger),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: "Trellis Gallery",
                availableConnectionsDelegate: ConnectionCap(maximum: configuration.maxConnections, logger: logger)
            ),
            onServerRunning: { listener in
                do {
                    try await AcceptBackoff.install(on: listener, logger: logger)
                    // One accept per wake-up: the connection cap is checked between wake-ups,
                    // and NIO's default (4 per wake-up) let up to 3 connections past it.
                    try await listener.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
                } catch {
                    logger.error("Could not set up the listening socket's accept backoff and cap: \(error)")
                }
                await onServerRunning()
            },
            logger: logger
        )
        application.addServices(services)
        application.beforeServerStarts(perform: beforeServerStarts)
        return application
    }

    /// HTTP/1.1 with WebSocket upgrades, as `.http1WebSocketUpgrade(webSocketRouter:)` builds
    /// it, with an ``HTTPRequestGuard`` on every connection: it answers requests that cannot
    /// be read and times out connections that keep the server waiting, and gives each
    /// WebSocket a ``ClosingNotice``, which tells its page of a graceful shutdown.
    private func makeServerBuilder(logger: Logger) -> HTTPServerBuilder {
        let sockets = makeSocketRouter(logger: logger).buildResponder()
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            // Hummingbird's idle timeout, once a connection's first request has arrived: it
            // also covers a request body that stalls.
            http1: .init(idleTimeout: TimeAmount(configuration.idleTimeout)),
            // A text message that is not UTF-8 fails the socket with 1007 (RFC 6455 §8.1)
            // instead of reaching the page as text with replacement characters.
            ws: .init(maxFrameSize: configuration.maxMessageSize, validateUTF8: true)
        )
        let headerTimeout = TimeAmount(configuration.headerTimeout)
        let idleTimeout = TimeAmount(configuration.idleTimeout)
        let closingBound = TimeAmount(configuration.liveWriteTimeout)
        let roster = ConnectionRoster(cap: configuration.maxConnections, reserve: configuration.effectiveConnectionReserve, logger: logger)
        let upgradeErrors = UpgradeErrorTally.tally(logger: logger)
        return HTTPServerBuilder { responder in
            GuardedHTTPChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: sockets, configuration: channel),
                headerTimeout: headerTimeout,
                idleTimeout: idleTimeout,
                closingBound: closingBound,
                closingMessage: Self.closingMessage,
                roster: roster,
                upgradeErrors: upgradeErrors
            )
        }
    }

    /// Runs the server until SIGINT or SIGTERM, then shuts it down gracefully: every open
    /// page is told first, then the sockets close and in-flight requests finish, then
    /// `services` stop, the last first.
    ///
    /// - Parameters:
    ///   - logger: Where requests and failures are logged.
    ///   - services: What runs alongside the server, as ``makeApplication(logger:services:beforeServerStarts:onServerRunning:)`` says.
    ///   - beforeServerStarts: Runs once `services` have started and before the server listens.
    ///   - onServerRunning: Called once the server listens.
    /// - Throws: ``ListenError`` when the server cannot listen on the configuration's host and
    ///   port (the port is in use, a privileged port, a host that is not this machine's).
    public func run(
        logger: Logger,
        services: [any Service] = [],
        beforeServerStarts: @escaping @Sendable () async throws -> Void = {},
        onServerRunning: @escaping @Sendable () async -> Void = {}
    ) async throws {
        let application = makeApplication(logger: logger, services: services, beforeServerStarts: beforeServerStarts) { [configuration] in
            logger.info(
                "Accepting at most \(configuration.maxConnections) connections at once (file descriptor limit: \(DescriptorLimit.current().map(String.init) ?? "none"))."
            )
            await onServerRunning()
        }
        do {
            try await application.runService(gracefulShutdownSignals: [.sigint, .sigterm])
        } catch {
            throw ListenError(error, host: configuration.host, port: configuration.port) ?? error
        }
    }

    /// What open pages are told when the server shuts down.
    public static let closingMessage = "The Gallery server is shutting down. This page reconnects when it is back."
}
