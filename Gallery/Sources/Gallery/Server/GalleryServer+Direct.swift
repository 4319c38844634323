import Hummingbird
import HummingbirdWebSocket
import Logging
import Trellis
import GalleryDatabase
import GalleryDomain

extension GalleryServer {
    /// `/direct?user=U&photo=P`: the load benchmark's work-equal floor (``DirectSocket``), a
    /// photo's likes with no pattern and no kit. Opened as a live page's socket is: only from
    /// the Gallery's own origins, as the viewer its cookie names, with the same message limit.
    func addDirectSocket(to router: Router<LiveSocketRequestContext>, logger: Logger) {
        let origins = configuration.origins
        router.ws("/direct") { request, _ in
            guard origins.allows(request) else {
                logger.notice("Refused a direct socket: \(OriginPolicy.refusal(of: request))")
                return .dontUpgrade
            }
            _ = try Self.directPhoto(request)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let photo = try Self.directPhoto(context.request)
            let viewer = ViewerCookie.viewer(in: context.request) ?? .random()
            let socket = DirectSocket(
                like: Like(photoID: photo, viewer: viewer),
                likes: InjectedValues[\.directLikes],
                date: InjectedValues[\.date],
                formToken: InjectedValues[\.viewerCookies].formToken(for: viewer),
                limits: configuration.liveSocketLimits,
                logger: logger
            )
            let peer = WebSocketPeer(outbound: outbound, channel: context.requestContext.channel)
            try await socket.run(inbound: inbound.messages(maxSize: configuration.maxMessageSize), peer: peer)
        }
    }

    /// The photo a direct socket's URL names; its user is not read, as a like names none.
    private static func directPhoto(_ request: Request) throws -> Photo.ID {
        guard let photo = request.uri.queryParameters.get("photo", as: Photo.ID.self) else {
            throw PlainTextError(.notFound, "A direct socket needs a photo.")
        }
        return photo
    }
}
