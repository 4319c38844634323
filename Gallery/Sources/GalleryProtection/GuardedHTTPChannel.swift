import HummingbirdCore
package import HummingbirdWebSocket
package import Logging
package import NIOCore
import ServiceLifecycle

/// Hummingbird's HTTP/1.1 channel with WebSocket upgrades (`HTTP1WebSocketUpgradeChannel`), with
/// an ``HTTPRequestGuard`` added to every connection it sets up, every connection counted in the
/// ``ConnectionRoster`` (which may shed others to make room for it), every connection told of a
/// graceful shutdown before its WebSocket, if it becomes one, closes, and the upgrade errors of
/// connections that closed early counted (``UpgradeErrorTally``) rather than logged one by one.
///
/// `HTTP1WebSocketUpgradeChannel` has no hook for handlers before the first request is
/// decided (its `additionalChannelHandlers` are added only once a request arrived that does
/// not upgrade), so this wraps it: same setup, then the guard, then the same handling.
package struct GuardedHTTPChannel: ServerChildChannel {
    package typealias Value = HTTP1WebSocketUpgradeChannel.Value

    package let base: HTTP1WebSocketUpgradeChannel
    package let headerTimeout: TimeAmount
    package let idleTimeout: TimeAmount
    /// How long a WebSocket may stay open once a graceful shutdown has begun.
    package let closingBound: TimeAmount
    /// What a live page is told when a graceful shutdown begins.
    package let closingMessage: String
    package let roster: ConnectionRoster
    package let upgradeErrors: LogTally

    package init(
        base: HTTP1WebSocketUpgradeChannel, headerTimeout: TimeAmount, idleTimeout: TimeAmount, closingBound: TimeAmount,
        closingMessage: String, roster: ConnectionRoster, upgradeErrors: LogTally
    ) {
        self.base = base
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.closingBound = closingBound
        self.closingMessage = closingMessage
        self.roster = roster
        self.upgradeErrors = upgradeErrors
    }

    package func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { [headerTimeout, idleTimeout, closingBound, closingMessage, roster] value in
            try HTTPRequestGuard.install(
                on: channel,
                headerTimeout: headerTimeout,
                idleTimeout: idleTimeout,
                closingBound: closingBound,
                closingMessage: closingMessage,
                logger: logger,
                roster: roster
            )
            roster.opened(channel)
            return value
        }
    }

    /// Handles the connection as `HTTP1WebSocketUpgradeChannel` does, and fires
    /// ``ClosingNotice/ShutdownBegan`` down its pipeline when a graceful shutdown begins.
    ///
    /// ServiceLifecycle calls a service's graceful-shutdown handlers in the order they were
    /// registered, one after the other. This one is registered when the connection opens, so
    /// it runs before the one swift-websocket registers once the connection is a WebSocket,
    /// which closes the socket from a task of its own: the event is on the connection's event
    /// loop before anything that task writes, and a live page's ``ClosingNotice`` writes its
    /// closing message first.
    package func handle(value: Value, logger: Logger) async {
        let logger = UpgradeErrorTally.logger(logger, countingInto: upgradeErrors, on: value.channel.eventLoop)
        await withGracefulShutdownHandler {
            await base.handle(value: value, logger: logger)
        } onGracefulShutdown: {
            value.channel.pipeline.fireUserInboundEventTriggered(ClosingNotice.ShutdownBegan())
        }
    }
}
