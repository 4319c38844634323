import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Runs `application` on the port its configuration names (0: a free one) and calls `body`
/// with the port it listens on, then shuts it down.
///
/// For tests that need the application's whole configuration: HummingbirdTesting's `.live`
/// rebuilds it with `ApplicationConfiguration.with(address:)`, which drops its
/// `availableConnectionsDelegate` (the connection cap), and opens a connection of its own.
func withListeningApplication<App: ApplicationProtocol, R: Sendable>(
    _ application: App,
    _ body: @Sendable (Int) async throws -> R
) async throws -> R {
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let reporting = PortReportingApplication(base: application) { listening.yield($0) }
    return try await withThrowingTaskGroup(of: R?.self) { group in
        group.addTask {
            try await reporting.runService(gracefulShutdownSignals: [])
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw RawConnectionError("the application never listened") }
        let result = try await body(port)
        group.cancelAll()
        return result
    }
}

/// An application as it is, that also reports the port it listens on.
private struct PortReportingApplication<Base: ApplicationProtocol>: ApplicationProtocol {
    typealias Responder = Base.Responder

    let base: Base
    let report: @Sendable (Int) -> Void

    var responder: Responder {
        get async throws { try await base.responder }
    }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        report(channel.localAddress?.port ?? 0)
    }
}
