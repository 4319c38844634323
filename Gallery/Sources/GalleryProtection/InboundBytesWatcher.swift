package import NIOCore

/// Shows an ``HTTPRequestGuard`` the bytes that arrive, before the HTTP decoder reads them: the
/// decoder says nothing until a request head is complete, and the guard times a head from its
/// first byte (and reads its first line, to tell an unsupported version from a malformed one).
///
/// First in the pipeline; it forwards everything unchanged, and goes with the guard on an
/// upgrade.
package final class InboundBytesWatcher: ChannelInboundHandler, RemovableChannelHandler {
    package typealias InboundIn = ByteBuffer
    package typealias InboundOut = ByteBuffer

    private weak var requestGuard: HTTPRequestGuard?

    package init(requestGuard: HTTPRequestGuard) {
        self.requestGuard = requestGuard
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        requestGuard?.bytesArrived(unwrapInboundIn(data))
        context.fireChannelRead(data)
    }
}

@available(*, unavailable)
extension InboundBytesWatcher: Sendable {}
