import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 channel with WebSocket upgrades (`HTTP1WebSocketUpgradeChannel`), with
/// an ``HTTPRequestGuard`` added to every connection it sets up.
///
/// `HTTP1WebSocketUpgradeChannel` has no hook for handlers before the first request is
/// decided (its `additionalChannelHandlers` are added only once a request arrived that does
/// not upgrade), so this wraps it: same setup, then the guard, then the same handling.
struct GuardedHTTPChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let base: HTTP1WebSocketUpgradeChannel
    let headerTimeout: TimeAmount
    let idleTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { [headerTimeout, idleTimeout] value in
            try HTTPRequestGuard.install(
                on: channel.pipeline.syncOperations,
                headerTimeout: headerTimeout,
                idleTimeout: idleTimeout,
                logger: logger
            )
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
