package import NIOCore
package import NIOWebSocket

/// Fails a live socket whose client sends an unmasked frame, with close code 1002 (protocol
/// error), as RFC 6455 §5.1 requires of a server.
///
/// Neither NIO's `WebSocketFrameDecoder` nor swift-websocket checks that a client masked its
/// frames: the decoder keeps each frame's `maskKey`, and swift-websocket reads `unmaskedData`,
/// which is the payload as sent when there is no key. So the check sits right after the frame
/// decoder, the last place a frame's `maskKey` is still visible.
package final class UnmaskedFrameGuard: ChannelInboundHandler, RemovableChannelHandler {
    package typealias InboundIn = WebSocketFrame
    package typealias InboundOut = WebSocketFrame
    package typealias OutboundOut = WebSocketFrame

    private var failed = false

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        guard unwrapInboundIn(data).maskKey == nil else {
            context.fireChannelRead(data)
            return
        }
        failed = true
        var code = context.channel.allocator.buffer(capacity: 2)
        code.write(webSocketErrorCode: .protocolError)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}

@available(*, unavailable)
extension UnmaskedFrameGuard: Sendable {}
