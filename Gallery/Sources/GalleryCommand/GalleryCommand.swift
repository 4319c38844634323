public import ArgumentParser
import Foundation
import Gallery
import GalleryDomain
import GalleryPostgres
import GallerySQLite
import LiveScreens
public import Logging
import ServiceLifecycle
import Trellis

/// `gallery`: serves the Gallery on loopback until Ctrl-C.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Serves the Trellis Gallery: one feature in every architecture pattern, as live web pages."
    )

    /// The server's own defaults, so each flag's default is the configuration's and is written once.
    private static let defaults = GalleryServer.Configuration()

    @Option(help: "The address to listen on. The default keeps the Gallery on this machine.")
    var host = Self.defaults.host

    @Option(help: "The port to listen on.")
    var port = Self.defaults.port

    @Option(
        name: .customLong("allowed-origin"),
        help: "Another site allowed to open live pages and post forms, as scheme://host[:port]; repeatable. The Gallery's own pages always are."
    )
    var allowedOrigins: [String] = []

    @Option(help: "Seconds a request's head may take to arrive once it has begun; a slower one is answered 408 and closed.")
    var headerTimeout = Self.defaults.headerTimeout / .seconds(1)

    @Option(help: "Seconds a connection may stay silent with no request in progress (or a request body half sent) before it is closed.")
    var idleTimeout = Self.defaults.idleTimeout / .seconds(1)

    @Option(
        help: ArgumentHelp(
            "The most connections open at once, live sockets included; more wait until one closes.",
            discussion: "The default stays clear of the file descriptor limit (ulimit -n)."
        )
    )
    var maxConnections = Self.defaults.maxConnections

    @Option(
        help: ArgumentHelp(
            "How many of --max-connections stay free for new ones; past the rest, each new connection closes an idle or half-sent one.",
            discussion: "Failing those, the newest live socket of the client holding the most. At most half the cap; 0 turns this off."
        )
    )
    var connectionReserve = Self.defaults.connectionReserve

    @Option(help: "The largest request body read, in bytes; a larger one is answered 413.")
    var maxBodySize = Self.defaults.maxBodySize

    @Option(
        help: "The most messages waiting to be written to one live page; a page pushed more than that is closed and reconnects."
    )
    var liveOutboxCapacity = Self.defaults.liveOutboxCapacity

    @Option(
        help: "Seconds one write to a live page may wait for it to read before its socket is closed."
    )
    var liveWriteTimeout = Self.defaults.liveWriteTimeout / .seconds(1)

    @Option(
        help: "The events a second one live page may send, on average; more are answered with an error and not applied."
    )
    var liveEventsPerSecond = Self.defaults.liveEventsPerSecond

    @Option(
        help: "The events one live page may send at once before --live-events-per-second applies."
    )
    var liveEventBurst = Self.defaults.liveEventBurst

    @Option(
        help: ArgumentHelp(
            "The SQLite database file, created with sample data if missing; or a PostgreSQL database as postgres://USER@HOST[:PORT]/DATABASE.",
            discussion: "Several instances on one PostgreSQL database show each other's likes live. A file named like a URL is written ./postgres:…"
        )
    )
    var database = "gallery.sqlite"

    @Option(help: "With PostgreSQL: the most connections this instance opens to the server.")
    var maxDatabaseConnections = PostgresAppDatabase.Options().maximumConnections

    @Option(help: "How much to log.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        if PostgresURL.names(database) {
            do {
                _ = try PostgresURL(database)
            } catch {
                throw ValidationError(error.description)
            }
        }
        guard (1...1000).contains(maxDatabaseConnections) else {
            throw ValidationError("--max-database-connections is a whole number from 1 to 1000, not \(maxDatabaseConnections).")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("--port is a number from 0 to 65535, not \(port).")
        }
        guard liveOutboxCapacity >= 2 else {
            throw ValidationError("--live-outbox-capacity is at least 2 (the replies to one event must fit), not \(liveOutboxCapacity).")
        }
        guard liveWriteTimeout > 0, liveWriteTimeout <= 86_400 else {
            throw ValidationError("--live-write-timeout is a number of seconds above 0 and at most a day, not \(liveWriteTimeout).")
        }
        for (flag, value) in [("--live-events-per-second", liveEventsPerSecond), ("--live-event-burst", liveEventBurst)] {
            guard (1...1_000_000).contains(value) else {
                throw ValidationError("\(flag) is a whole number from 1 to 1000000, not \(value).")
            }
        }
        guard connectionReserve >= 0 else {
            throw ValidationError("--connection-reserve is a whole number of at least 0, not \(connectionReserve).")
        }
        guard (1...(64 << 20)).contains(maxBodySize) else {
            throw ValidationError("--max-body-size is a number of bytes from 1 to 67108864 (64 MiB), not \(maxBodySize).")
        }
    }

    func run() async throws {
        var logger = Logger(label: "gallery")
        logger.logLevel = logLevel
        do {
            try GalleryTemplates.check()
        } catch {
            throw Failure(error.description)
        }
        if PostgresURL.names(database) {
            let url = try PostgresURL(database)
            var options = PostgresAppDatabase.Options()
            options.maximumConnections = maxDatabaseConnections
            // Services of the application: started before the server, stopped after it, the
            // relay before the pool it listens on.
            let pool = PostgresPoolService(url, logger: logger, options: options)
            let relay = LikesRelay()
            try await serve(logger: logger, services: [pool, relay]) {
                let database = try await pool.open()
                return (.postgres(database), { relay.relay(from: database, to: $0) })
            }
            return
        }
        let appDatabase: AppDatabase
        do {
            appDatabase = try AppDatabase.open(path: database)
        } catch {
            throw Failure(error.description)
        }
        do {
            try await serve(logger: logger) { (.sqlite(appDatabase), { _ in }) }
        } catch {
            _ = try? appDatabase.close()
            throw error
        }
        do {
            if try appDatabase.close() {
                logger.info("Stopped; the database at \(database) is closed.")
            } else {
                logger.notice(
                    "Stopped; the database at \(database) is closed, its log left beside it: another process held the file busy for \(AppDatabase.closeBound). The next start, or that process as it stops, copies the log in."
                )
            }
        } catch {
            throw Failure("the database at \(database) did not close cleanly: \(error)")
        }
    }

    /// Serves the Gallery until SIGINT or SIGTERM, with `services` running alongside the server
    /// (started before it, stopped after it): once they run and before the server listens,
    /// `open` gives the backend, which is installed for the process, and a function handed the
    /// likes hub the installation made.
    private func serve(
        logger: Logger, services: [any Service] = [],
        open: @escaping @Sendable () async throws -> (GalleryBackend, @Sendable (LikeUpdates) -> Void)
    ) async throws {

        for (flag, seconds) in [("--header-timeout", headerTimeout), ("--idle-timeout", idleTimeout), ("--live-write-timeout", liveWriteTimeout)]
        where !(seconds > 0 && seconds <= 86_400) {
            throw Failure("\(flag) \(seconds): give a number of seconds above 0 and at most 86400")
        }
        for (flag, count, least) in [
            ("--max-connections", maxConnections, 1), ("--live-outbox-capacity", liveOutboxCapacity, 2),
            ("--live-events-per-second", liveEventsPerSecond, 1), ("--live-event-burst", liveEventBurst, 1),
        ] where count < least {
            throw Failure("\(flag) \(count): give a whole number of at least \(least)")
        }
        let server = GalleryServer(
            configuration: .init(
                host: host,
                port: port,
                maxBodySize: maxBodySize,
                origins: OriginPolicy(extraOrigins: Set(allowedOrigins)),
                headerTimeout: .seconds(headerTimeout),
                idleTimeout: .seconds(idleTimeout),
                maxConnections: maxConnections,
                connectionReserve: connectionReserve,
                liveOutboxCapacity: liveOutboxCapacity,
                liveWriteTimeout: .seconds(liveWriteTimeout),
                liveEventsPerSecond: liveEventsPerSecond,
                liveEventBurst: liveEventBurst
            )
        )
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        do {
            try await server.run(logger: logger, services: services) {
                let (backend, installed) = try await open()
                InjectedValues.install {
                    configureGallery(&$0, backend: backend)
                    // The time the pages show and the refresh timers run on: the live ones, as
                    // they are by default, named here so the start-up says what the server runs
                    // on. Tests run configureGallery with a TestClock and a date of their own.
                    $0.continuousClock = ContinuousClock()
                    $0.date = DateGenerator { Date() }
                }
                // In a debug build, report the parts of every closed page still alive a moment
                // later (a release build compiles this to nothing).
                LeakDetector.shared.enable(gracePeriod: .seconds(2), clock: InjectedValues[\.continuousClock])
                installed(InjectedValues[\.likeUpdates])
            } onServerRunning: {
                // Written straight away, not buffered: scripts wait for this line.
                FileHandle.standardOutput.write(Data("Trellis Gallery: open \(url)   (Ctrl-C stops it)\n".utf8))
            }
        } catch let error as PostgresDatabaseError {
            throw Failure(error.description)
        } catch {
            // NIO's bind error, read: the port in use, a privileged port, a host not this machine's.
            if let error = error as? ListenError { throw Failure(error.line) }
            throw Failure("the server stopped: \(error)")
        }
    }
}

/// A failure the command reports as one line on standard error, with exit status 1.
struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
