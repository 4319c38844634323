import LiveScreens
package import NIOCore
package import NIOWebSocket

/// Tells the page at the other end of a WebSocket that the server is shutting down, just
/// before the socket's close frame, and lets go of a page that does not take it.
///
/// swift-websocket's `WebSocketHandler` answers a graceful shutdown by itself: its
/// graceful-shutdown handler starts a task that closes the socket with 1000 and finishes the
/// socket's writer, so a message the route writes after that never leaves. So the closing
/// message does not go through the writer: this handler writes it on the channel when the
/// connection hears of the shutdown (``ShutdownBegan``, fired by ``GuardedHTTPChannel``, whose
/// graceful-shutdown handler runs before the socket's), and the close frame follows it.
///
/// A page that neither reads nor answers the close would hold the shutdown up: swift-websocket
/// starts its close timeout only once the route has returned, and the route waits for the
/// page. So once the shutdown has begun the connection has `bound` to close; then it is closed,
/// and whatever the page did not take is dropped.
package final class ClosingNotice: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = WebSocketFrame
    package typealias InboundOut = WebSocketFrame
    package typealias OutboundIn = WebSocketFrame
    package typealias OutboundOut = WebSocketFrame

    /// The event that tells a connection the server has begun a graceful shutdown.
    package struct ShutdownBegan: Sendable {
        package init() {}
    }

    private let message: String
    private let bound: TimeAmount
    /// Whether either side has begun the close handshake: then no message may follow.
    private var isClosing = false
    private var deadline: Scheduled<Void>?

    /// - Parameters:
    ///   - message: What the page is told, as a `closing` message.
    ///   - bound: How long the connection may stay open once the shutdown has begun.
    package init(message: String, bound: TimeAmount) {
        self.message = message
        self.bound = bound
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if unwrapInboundIn(data).opcode == .connectionClose { isClosing = true }
        context.fireChannelRead(data)
    }

    package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if unwrapOutboundIn(data).opcode == .connectionClose { isClosing = true }
        context.write(data, promise: promise)
    }

    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ShutdownBegan, deadline == nil {
            if !isClosing {
                let text = context.channel.allocator.buffer(string: ServerMessage.closing(message).json)
                context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: text)), promise: nil)
            }
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: bound) {
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    package func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    package func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }
}

@available(*, unavailable)
extension ClosingNotice: Sendable {}
