public import ArgumentParser
import Foundation
import Gallery
import GalleryDatabase
import LiveScreens
public import Logging
import Trellis

/// `gallery`: serves the Gallery on loopback until Ctrl-C.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Serves the Trellis Gallery: one feature in every architecture pattern, as live web pages."
    )

    @Option(help: "The address to listen on. The default keeps the Gallery on this machine.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(
        name: .customLong("allowed-origin"),
        help: "Another site allowed to open live pages and post forms, as scheme://host[:port]; repeatable. The Gallery's own pages always are."
    )
    var allowedOrigins: [String] = []

    @Option(help: "Seconds a request's head may take to arrive once it has begun; a slower one is answered 408 and closed.")
    var headerTimeout = 10.0

    @Option(help: "Seconds a connection may stay silent with no request in progress (or a request body half sent) before it is closed.")
    var idleTimeout = 30.0

    @Option(
        help: ArgumentHelp(
            "The most connections open at once, live sockets included; more wait until one closes.",
            discussion: "The default stays clear of the file descriptor limit (ulimit -n)."
        )
    )
    var maxConnections = GalleryServer.Configuration.defaultMaxConnections

    @Option(help: "The SQLite database file; created with sample data if missing.")
    var database = "gallery.sqlite"

    @Option(help: "How much to log.")
    var logLevel: Logger.Level = .info

    func run() async throws {
        var logger = Logger(label: "gallery")
        logger.logLevel = logLevel
        do {
            try GalleryTemplates.check()
        } catch {
            throw Failure(error.description)
        }
        if let problem = ListenCheck.problem(host: host, port: port) {
            throw Failure("cannot listen on \(host):\(port): \(problem)")
        }
        let appDatabase: AppDatabase
        do {
            appDatabase = try AppDatabase.open(path: database)
        } catch {
            throw Failure(error.description)
        }
        InjectedValues.install {
            configureGallery(&$0, database: appDatabase)
            // The time the pages show and the refresh timers run on: the live ones, as they
            // are by default, named here so the start-up says what the server runs on. Tests
            // run configureGallery with a TestClock and a date of their own instead.
            $0.continuousClock = ContinuousClock()
            $0.date = DateGenerator { Date() }
        }
        // In a debug build, report the parts of every closed page still alive a moment later
        // (a release build compiles this to nothing).
        LeakDetector.shared.enable(gracePeriod: .seconds(2), clock: InjectedValues[\.continuousClock])

        for (flag, seconds) in [("--header-timeout", headerTimeout), ("--idle-timeout", idleTimeout)] where !(seconds > 0 && seconds <= 86_400) {
            throw Failure("\(flag) \(seconds): give a number of seconds above 0 and at most 86400")
        }
        guard maxConnections > 0 else {
            throw Failure("--max-connections \(maxConnections): give a number above 0")
        }
        let server = GalleryServer(
            configuration: .init(
                host: host,
                port: port,
                origins: OriginPolicy(extraOrigins: Set(allowedOrigins)),
                headerTimeout: .seconds(headerTimeout),
                idleTimeout: .seconds(idleTimeout),
                maxConnections: maxConnections
            )
        )
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        do {
            try await server.run(logger: logger) {
                // Written straight away, not buffered: scripts wait for this line.
                FileHandle.standardOutput.write(Data("Trellis Gallery: open \(url)   (Ctrl-C stops it)\n".utf8))
            }
        } catch {
            try? appDatabase.close()
            throw Failure("the server stopped: \(error)")
        }
        do {
            try appDatabase.close()
            logger.info("Stopped; the database at \(database) is closed.")
        } catch {
            throw Failure("the database at \(database) did not close cleanly: \(error)")
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
