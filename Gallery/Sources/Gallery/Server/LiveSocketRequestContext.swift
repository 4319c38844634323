import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the Gallery's WebSocket routes: Hummingbird's basic one, plus the
/// connection's channel.
///
/// A live socket whose peer stopped reading cannot be closed through swift-websocket (its
/// close handshake writes a frame, which waits for the peer like every write), so the socket
/// closes the channel itself; hummingbird-websocket hands a route no channel, but it builds
/// this context from the upgraded connection's, which carries it.
struct LiveSocketRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The connection the WebSocket runs on.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
