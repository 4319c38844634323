import Hummingbird
import HummingbirdWebSocket
import Logging
import GalleryDomain
import LiveScreens
import PatternRegistry

extension GalleryServer {
    /// The WebSocket routes: `/live` backs a page with its pattern's module; `/echo` is the
    /// load benchmark's floor.
    func makeSocketRouter(logger: Logger) -> Router<LiveSocketRequestContext> {
        let router = Router(context: LiveSocketRequestContext.self)
        // /live?pattern=supersimple&path=users/2/photos/5
        let origins = configuration.origins
        router.ws("/live") { request, _ in
            // A socket acts as the viewer whose cookie it carries: another site may not open one.
            guard origins.allows(request) else {
                logger.notice("Refused a live socket: \(OriginPolicy.refusal(of: request))")
                return .dontUpgrade
            }
            _ = try Self.livePage(request)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let (pattern, location) = try Self.livePage(context.request)
            let socket = LiveSocket(
                pattern: pattern,
                location: location,
                viewer: ViewerCookie.viewer(in: context.request) ?? .random(),
                connections: connections,
                limits: configuration.liveSocketLimits,
                logger: logger
            )
            let peer = WebSocketPeer(outbound: outbound, channel: context.requestContext.channel)
            try await socket.run(inbound: inbound.messages(maxSize: configuration.maxMessageSize), peer: peer)
        }
        // /echo?size=N: answers every message with a fragment message of N bytes of HTML.
        router.ws("/echo") { inbound, outbound, context in
            let size = context.request.uri.queryParameters.get("size", as: Int.self).map { min(max($0, 0), 1 << 16) }
            let reply = EchoReply.message(htmlSize: size)
            for try await _ in inbound.messages(maxSize: configuration.maxMessageSize) {
                try await outbound.write(.text(reply))
            }
        }
        addDirectSocket(to: router, logger: logger)
        return router
    }

    /// The pattern and location a live socket's URL names.
    private static func livePage(_ request: Request) throws -> (any GalleryPattern, GalleryLocation) {
        let query = request.uri.queryParameters
        let id = query.get("pattern") ?? ""
        guard let pattern = GalleryPatterns.pattern(id) else {
            // A refused upgrade is answered by hummingbird-websocket, which never shows this
            // error; it still names nothing the request sent, like every error of the Gallery.
            throw PlainTextError(.notFound, "There is no such pattern.")
        }
        let path = query.get("path") ?? ""
        guard let location = GalleryLocation(path: path) else {
            throw PlainTextError(.notFound, "\(pattern.name) has no page at this address.")
        }
        return (pattern, location)
    }
}
